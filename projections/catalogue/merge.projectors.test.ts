import type { RecordedEvent } from '../../application/ports/event-store';
import { BATTLER_APPLICATIONS, type BattlerApplicationView } from '../../application/battler-applications/read-model';
import { BATTLERS, type BattlerView, EVENTS, type EventView, VIDEOS, type VideoView } from '../../application/catalogue/read-model';
import { BALLOTS, type BallotView } from '../../application/engagement/read-model';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../../api/features/projectors';

let position = 0;
const ev = (type: string, data: unknown): RecordedEvent => ({
  id: `e${++position}`, streamId: 's', type, data, revision: 0, position,
  metadata: { actorId: 'adm', at: new Date(Date.UTC(2026, 0, 1) + position * 1000).toISOString(), correlationId: 'c' },
});

async function apply(store: MemoryReadStore, events: RecordedEvent[]) {
  for (const e of events) for (const p of allProjectors) if (p.handles.includes(e.type)) await p.apply(e, store);
}
const snapshot = async (store: MemoryReadStore) => ({
  battlers: await store.collection<BattlerView>(BATTLERS).find({}), videos: await store.collection<VideoView>(VIDEOS).find({}),
  ballots: await store.collection<BallotView>(BALLOTS).find({}), events: await store.collection<EventView>(EVENTS).find({}),
  applications: await store.collection<BattlerApplicationView>(BATTLER_APPLICATIONS).find({}),
});

describe('the read models across a merge', () => {
  it('move the side, keep its tally, count a vote recorded with the old pair in the merge instant, and replay the same', async () => {
    const store = new MemoryReadStore();
    const old = { battlerAId: 's', battlerBId: 'x' };
    const now = { battlerAId: 't', battlerBId: 'x' };
    const history = [
      ...[['s', 'Lil Reek'], ['t', 'LilReek'], ['x', 'Opp']].map(([battlerId, name]) => ev('BattlerCreated', { battlerId, name })),
      ev('LeagueEventCreated', { eventId: 'e1', title: 'Night', description: '', eventDate: null, thumbnailUrl: null }),
      ev('VideoUploaded', {
        videoId: 'v1', title: 'v1', description: '', eventId: 'e1', battlerAId: 's', battlerAName: 'Lil Reek', battlerBId: 'x', battlerBName: 'Opp',
        isMainEvent: true, requiresAuth: false, thumbnailUrl: null, fileKey: 'videos/v1.mp4', fileSize: 1, mimeType: 'video/mp4',
        duration: 1, width: 1, height: 1, bitrate: 1,
      }),
      ev('VoteCast', { videoId: 'v1', userId: 'u1', battlerId: 's', ...old }),
      ev('VoteCast', { videoId: 'v1', userId: 'u2', battlerId: 's', ...old }),
      ev('BattlerApplicationSubmitted', { applicationId: 'a1', userId: 'u9', battlerName: 'Lil Reek', experience: 'ten years of bars' }),
      ev('BattlerApplicationLinkRecorded', { applicationId: 'a1', userId: 'u9', battlerId: 's' }),
      ev('BattlerApplicationLinked', { battlerId: 's', name: 'Lil Reek', applicationId: 'a1', userId: 'u9' }),
      ev('BattlerClaimed', { battlerId: 's', userId: 'u9', claimRequestId: 'c1' }),
      ev('BattlerMerged', { battlerId: 's', name: 'Lil Reek', targetId: 't', targetName: 'LilReek' }),
      ev('VideoBattlerReassigned', {
        videoId: 'v1', side: 'A', fromBattlerId: 's', fromName: 'Lil Reek', battlerId: 't', battlerName: 'LilReek', ...now,
      }),
      ev('BattlerAbsorbed', { battlerId: 't', name: 'LilReek', sourceId: 's', sourceName: 'Lil Reek', userId: 'u9', approvedApplications: ['a1'] }),
      // recorded with the pair read just before the merge: still one vote each, for the side's battler
      ev('VoteCast', { videoId: 'v1', userId: 'u3', battlerId: 's', ...old }),
      ev('VoteChanged', { videoId: 'v1', userId: 'u2', battlerId: 'x', previousBattlerId: 's', ...old }),
      ev('VoteChanged', { videoId: 'v1', userId: 'u1', battlerId: 'x', previousBattlerId: 't', ...now }),
    ];
    await apply(store, history);
    const video = await store.collection<VideoView>(VIDEOS).get('v1');
    expect(video).toMatchObject({ battlerAId: 't', battlerAName: 'LilReek', battlerAVotes: 1, battlerBVotes: 2, totalVotes: 3 });
    const battlers = store.collection<BattlerView>(BATTLERS);
    expect(await battlers.get('s')).toBeNull();
    expect(await battlers.get('t')).toMatchObject({
      battles: 1, wins: 0, losses: 1, totalVotes: 1, userId: 'u9', approvedApplicationIds: ['a1'], hasApprovedApplication: true,
    });
    expect(await battlers.get('x')).toMatchObject({ battles: 1, wins: 1, totalVotes: 2 });
    const ballots = await store.collection<BallotView>(BALLOTS).find({});
    expect(ballots.map((b) => [b.userId, b.votedBattlerId, b.battlerAId]).sort()).toEqual([['u1', 'x', 't'], ['u2', 'x', 't'], ['u3', 't', 't']]);
    expect((await store.collection<EventView>(EVENTS).get('e1'))?.mainVideo).toMatchObject({ battlerAName: 'LilReek' });
    expect(await store.collection<BattlerApplicationView>(BATTLER_APPLICATIONS).get('a1')).toMatchObject({ battlerId: 't' });

    const live = await snapshot(store);
    await apply(store, history);
    expect(await snapshot(store)).toEqual(live);
    const fresh = new MemoryReadStore();
    await apply(fresh, history);
    await apply(fresh, history);
    expect(await snapshot(fresh)).toEqual(live);
  });
});
