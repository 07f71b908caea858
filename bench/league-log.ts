/**
 * A long-running league's log, written straight into a SQLite event store: by default
 * 280 000 events in the proportions of a 13-year league (docs/decisions/league-scale.md):
 * 20 000 users, 1 500 battlers, 600 league events, 3 000 videos,
 * 200 000 votes (one in ten changed later), 50 000 comments (2 000 on one video), and
 * counted views for the rest. `total` scales every count alike.
 *
 * Events go in batches of 1000 to `seed-<n>` streams with 'any': projectors read types
 * and data, not stream names, and a batch is one transaction.
 */
import type { EventMetadata, NewEvent } from '../application/ports/event-store';
import type { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';

export interface LeagueLog {
  events: number;
  users: number;
  battlers: number;
  leagueEvents: number;
  videos: number;
  votes: number;
  comments: number;
  views: number;
}

const BATCH = 1000;
const YEARS_MS = 13 * 365 * 24 * 3600 * 1000;

export async function writeLeagueLog(store: SqliteEventStore, total = 280_000): Promise<LeagueLog> {
  const scale = (n: number) => Math.max(1, Math.round((n * total) / 280_000));
  const counts = { users: scale(20_000), battlers: scale(1_500), leagueEvents: scale(600), videos: scale(3_000), votes: scale(200_000), comments: scale(50_000) };
  const views = Math.max(0, total - Object.values(counts).reduce((a, b) => a + b, 0));
  const start = Date.UTC(2013, 0, 1);
  let written = 0;
  let batch: NewEvent[] = [];
  const meta = (actorId: string | null): EventMetadata => ({
    actorId, at: new Date(start + Math.floor((written + batch.length) * (YEARS_MS / total))).toISOString(), correlationId: `seed-${written + batch.length}`, causationId: null,
  });
  const push = async (type: string, data: Record<string, unknown>, actorId: string | null = 'admin') => {
    batch.push({ type, data, metadata: meta(actorId) });
    if (batch.length === BATCH) await flush();
  };
  const flush = async () => {
    if (batch.length === 0) return;
    await store.append(`seed-${written}`, batch, 'any');
    written += batch.length;
    batch = [];
  };

  for (let u = 0; u < counts.users; u++) {
    const username = `member_${u}`;
    await push('UserRegistered', { userId: `u${u}`, username, email: `${username}@example.com`, firstName: 'Member', lastName: String(u), passwordHash: 'x', role: 'user' }, null);
  }
  for (let b = 0; b < counts.battlers; b++) await push('BattlerCreated', { battlerId: `b${b}`, name: `Battler ${b}` });
  for (let e = 0; e < counts.leagueEvents; e++) {
    await push('LeagueEventCreated', { eventId: `e${e}`, title: `Night ${e}`, description: `Card number ${e}`, eventDate: '2020-01-01', thumbnailUrl: null });
  }
  const pairOf = (v: number) => ({ battlerAId: `b${(2 * v) % counts.battlers}`, battlerBId: `b${(2 * v + 1) % counts.battlers}` });
  for (let v = 0; v < counts.videos; v++) {
    const { battlerAId, battlerBId } = pairOf(v);
    await push('VideoUploaded', {
      videoId: `v${v}`, title: `Bout ${v}`, description: '', eventId: `e${v % counts.leagueEvents}`,
      battlerAId, battlerAName: `Battler ${battlerAId.slice(1)}`, battlerBId, battlerBName: `Battler ${battlerBId.slice(1)}`,
      isMainEvent: v < counts.leagueEvents, requiresAuth: false, thumbnailUrl: null, fileKey: `videos/v${v}.mp4`, fileSize: 1000, mimeType: 'video/mp4',
      duration: 600, width: 1280, height: 720, bitrate: 1000,
    });
  }
  // votes, comments and views interleaved, as a league's years bring them: of 28, 20 votes, 5 comments, 3 views
  const left = { votes: counts.votes, comments: counts.comments, views };
  const choice = (k: number, v: number) => (k % 3 ? pairOf(v).battlerAId : pairOf(v).battlerBId);
  for (let n = 0; left.votes + left.comments + left.views > 0; n++) {
    const wanted = n % 28 < 20 ? 'votes' : n % 28 < 25 ? 'comments' : 'views';
    const kind = left[wanted] > 0 ? wanted : (['votes', 'comments', 'views'] as const).find((x) => left[x] > 0) as keyof typeof left;
    if (kind === 'votes') {
      // one ballot per video and user; every tenth vote changes the ballot cast five before it
      const k = counts.votes - left.votes--;
      const ballot = k % 10 === 9 ? k - 5 : k;
      const v = ballot % counts.videos;
      const userId = `u${Math.floor(ballot / counts.videos) % counts.users}`;
      const pair = pairOf(v);
      if (ballot === k) await push('VoteCast', { videoId: `v${v}`, userId, battlerId: choice(k, v), ...pair }, userId);
      else {
        const previousBattlerId = choice(ballot, v);
        const battlerId = previousBattlerId === pair.battlerAId ? pair.battlerBId : pair.battlerAId;
        await push('VoteChanged', { videoId: `v${v}`, userId, battlerId, previousBattlerId, ...pair }, userId);
      }
    } else if (kind === 'comments') {
      const c = counts.comments - left.comments--;
      const videoId = c % 25 === 0 ? 'v0' : `v${c % counts.videos}`;
      const userId = `u${(c * 7919) % counts.users}`;
      await push('CommentPosted', { commentId: `c${c}`, videoId, userId, parentCommentId: null, content: `Comment ${c}: what a round` }, userId);
    } else {
      const w = views - left.views--;
      await push('ViewCounted', { videoId: `v${w % counts.videos}`, viewerKey: `user:u${w % counts.users}`, viewId: `w${w}`, countedAt: new Date(start).toISOString() }, null);
    }
  }
  await flush();
  return { events: written, ...counts, views };
}
