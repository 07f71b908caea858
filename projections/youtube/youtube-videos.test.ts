import type { RecordedEvent } from '../../application/ports/event-store';
import { BATTLERS, type BattlerView } from '../../application/catalogue/read-model';
import { YOUTUBE_VIDEOS, type YoutubeVideoView } from '../../application/youtube/read-model';
import type { AnyDomainEvent } from '../../domain/events';
import type { YoutubeVideoFacts } from '../../domain/youtube/youtube';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { battlersProjector } from '../catalogue/battlers.projector';
import { youtubeVideosProjector } from './youtube-videos.projector';

const facts = (id: string, viewCount: number): YoutubeVideoFacts => ({ youtubeVideoId: id, title: id, channelName: 'UBR', viewCount, publishedAt: null });
const b = { battlerId: 'b1', battlerName: 'Ace' };
const history: AnyDomainEvent[] = [
  { type: 'BattlerCreated', data: { battlerId: 'b1', name: 'Ace' } },
  { type: 'YoutubeSynced', data: { ...b, searchName: 'Ace', syncedAt: '2026-11-21T12:00:00.000Z', videos: [facts('v1', 100), facts('v2', 10)] } },
  { type: 'YoutubeVideoReviewed', data: { ...b, youtubeVideoId: 'v1', title: 'v1', isRelevant: false, reviewNotes: 'no', reviewedAt: '2026-11-21T12:30:00.000Z' } },
  { type: 'YoutubeSyncFailed', data: { ...b, searchName: 'Ace', syncedAt: '2026-11-21T13:00:00.000Z', error: 'Boom', quotaExhausted: false } },
  { type: 'YoutubeReset', data: b },
  { type: 'YoutubeSynced', data: { ...b, searchName: 'Ace', syncedAt: '2026-11-21T14:00:00.000Z', videos: [facts('v2', 20), facts('v3', 3)] } },
  { type: 'YoutubeVideoReviewed', data: { ...b, youtubeVideoId: 'v3', title: 'v3', isRelevant: true, reviewNotes: null, reviewedAt: '2026-11-21T14:30:00.000Z' } },
  { type: 'YoutubeVideosMerged', data: { ...b, fromBattlerId: 'b9', fromBattlerName: 'Ace!', videos: [
    { ...facts('v3', 3), isRelevant: false, reviewNotes: 'theirs', reviewedAt: '2026-11-01T00:00:00.000Z' },
    { ...facts('v4', 40), isRelevant: null, reviewNotes: null, reviewedAt: null },
  ] } },
];
const recorded: RecordedEvent[] = history.map((e, i) => ({
  id: `e${i + 1}`, streamId: 's', type: e.type, data: e.data, revision: i, position: i + 1,
  metadata: { actorId: 'a', at: '2026-11-21T15:00:00.000Z', correlationId: 'c' },
}));

async function project(store: MemoryReadStore, events: RecordedEvent[], order: 'videos-first' | 'battlers-first') {
  const projectors = order === 'videos-first' ? [youtubeVideosProjector, battlersProjector] : [battlersProjector, youtubeVideosProjector];
  for (const e of events) for (const p of projectors) if (p.handles.includes(e.type)) await p.apply(e, store);
}

const snapshot = async (store: MemoryReadStore) => ({
  videos: (await store.collection<YoutubeVideoView>(YOUTUBE_VIDEOS).find({}, { sort: { id: 1 } })).map(({ _position, ...v }) => v),
  battler: await store.collection<BattlerView>(BATTLERS).get('b1'),
});

describe('the YouTube read models', () => {
  it('hold the videos after syncs, reviews, a reset and a merge, with the directory totals', async () => {
    const store = new MemoryReadStore();
    await project(store, recorded, 'videos-first');
    const { videos, battler } = await snapshot(store);
    expect(videos.map((v) => [v.youtubeVideoId, v.viewCount, v.isRelevant])).toEqual([['v2', 20, null], ['v3', 3, true], ['v4', 40, null]]);
    expect(battler).toMatchObject({ totalYoutubeViews: 63, youtubeVideoCount: 3, lastYoutubeSync: '2026-11-21T14:00:00.000Z', youtubeErrorMessage: null, youtubeSearchName: 'Ace' });
  });

  it('come out the same whichever projector runs first, and after a replay of the whole log', async () => {
    const a = new MemoryReadStore();
    await project(a, recorded, 'videos-first');
    const b2 = new MemoryReadStore();
    await project(b2, recorded, 'battlers-first');
    expect(await snapshot(b2)).toEqual(await snapshot(a));
    // a crash before the checkpoint: everything again from the start
    await project(a, recorded, 'videos-first');
    await project(b2, recorded.slice(3), 'battlers-first');
    expect(await snapshot(a)).toEqual(await snapshot(b2));
    expect((await snapshot(a)).battler).toMatchObject({ totalYoutubeViews: 63, youtubeVideoCount: 3 });
  });

  it('show the failed sync\'s message and time until the next attempt', async () => {
    const store = new MemoryReadStore();
    await project(store, recorded.slice(0, 4), 'videos-first');
    expect((await snapshot(store)).battler).toMatchObject({ youtubeErrorMessage: 'Boom', lastYoutubeSync: '2026-11-21T13:00:00.000Z', totalYoutubeViews: 10 });
  });
});
