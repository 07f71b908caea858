import type { RecordedEvent } from '../../application/ports/event-store';
import { BATTLERS, type BattlerView, VIDEOS, type VideoView } from '../../application/catalogue/read-model';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../../api/features/projectors';
import { statsOf } from './battlers.projector';

let position = 0;
const ev = (type: string, data: unknown): RecordedEvent => ({
  id: `e${++position}`, streamId: 's', type, data, revision: 0, position,
  metadata: { actorId: null, at: new Date(Date.UTC(2026, 0, 1) + position * 1000).toISOString(), correlationId: 'c' },
});

async function apply(store: MemoryReadStore, events: RecordedEvent[]) {
  for (const e of events) for (const p of allProjectors) if (p.handles.includes(e.type)) await p.apply(e, store);
}

describe('battler stats under votes (the fast path for totals, the full count when the outcome flips)', () => {
  it('match a full recomputation after every vote of a random history, and after replaying it twice', async () => {
    position = 0;
    const store = new MemoryReadStore();
    const setup = [
      ev('BattlerCreated', { battlerId: 'a', name: 'A' }), ev('BattlerCreated', { battlerId: 'b', name: 'B' }),
      ev('BattlerCreated', { battlerId: 'c', name: 'C' }),
      ev('LeagueEventCreated', { eventId: 'e1', title: 'N', description: '', eventDate: null, thumbnailUrl: null }),
      ...[['v1', 'a', 'b'], ['v2', 'a', 'c']].map(([videoId, a, b]) => ev('VideoUploaded', {
        videoId, title: videoId, description: '', eventId: 'e1', battlerAId: a, battlerAName: a.toUpperCase(), battlerBId: b,
        battlerBName: b.toUpperCase(), isMainEvent: false, requiresAuth: false, thumbnailUrl: null, fileKey: `videos/${videoId}.mp4`,
        fileSize: 1, mimeType: 'video/mp4', duration: 1, width: 1, height: 1, bitrate: 1,
      })),
    ];
    await apply(store, setup);
    const ballots = new Map<string, string>();
    const history: RecordedEvent[] = [];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 400; i++) {
      const [videoId, a, b] = random() < 0.5 ? ['v1', 'a', 'b'] : ['v2', 'a', 'c'];
      const user = `u${Math.floor(random() * 30)}`;
      const pick = random() < 0.5 ? a : b;
      const key = `${videoId}:${user}`;
      const previous = ballots.get(key);
      if (previous === pick) continue;
      ballots.set(key, pick);
      const data = { videoId, userId: user, battlerId: pick, battlerAId: a, battlerBId: b };
      const e = previous ? ev('VoteChanged', { ...data, previousBattlerId: previous }) : ev('VoteCast', data);
      history.push(e);
      await apply(store, [e]);
      const videos = await store.collection<VideoView>(VIDEOS).find({});
      for (const id of ['a', 'b', 'c']) {
        const doc = await store.collection<BattlerView>(BATTLERS).get(id);
        const expected = statsOf(id, videos);
        expect({ id, ...doc && { battles: doc.battles, wins: doc.wins, losses: doc.losses, winRate: doc.winRate, totalVotes: doc.totalVotes } })
          .toEqual({ id, battles: expected.battles, wins: expected.wins, losses: expected.losses, winRate: expected.winRate, totalVotes: expected.totalVotes });
      }
    }
    const once = await store.collection<BattlerView>(BATTLERS).find({});
    await apply(store, [...setup, ...history]);
    expect(await store.collection<BattlerView>(BATTLERS).find({})).toEqual(once);
  });
});
