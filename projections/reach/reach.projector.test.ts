import { ReachQueries } from '../../application/reach/reach-queries';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { reachProjector } from './reach.projector';
import { documents, project, ReachLog } from './reach-log.testing';

const TODAY = '2026-03-05';
const app = (...selectedEventIds: string[]) => ({ id: 'app1', companyName: 'Acme', selectedEventIds });

/** Given a history, the reach of these events from 2026-03-01 to TODAY. */
async function reachAfter(log: ReachLog, ...eventIds: string[]) {
  const store = new MemoryReadStore();
  await project(store, log.all);
  const queries = new ReachQueries(store);
  return { store, queries, reach: await queries.sponsorReach(app(...eventIds), '2026-03-01', TODAY) };
}

const league = () => new ReachLog().on('2026-03-01')
  .event('e1', 'Night One').event('e2', 'Night Two', '2026-03-03T03:00:00.000Z')
  .battler('a', 'Ace').battler('b', 'Blaze').battler('c', 'Cipher')
  .video('v1', 'e1').video('v2', 'e1').video('v3', 'e2');

describe('the reach projector', () => {
  it('counts views, distinct viewers per event and across events, by league day', async () => {
    const log = league().on('2026-03-02').view('v1', 'user:1').view('v1', 'user:1').view('v2', 'anon:9')
      .on('2026-03-04').view('v3', 'user:1');
    const { reach, queries } = await reachAfter(log, 'e1', 'e2');
    expect(reach.events.map((e) => [e.eventId, e.title, e.videos, e.views, e.uniqueViewers])).toEqual([
      ['e1', 'Night One', 2, 3, 2], ['e2', 'Night Two', 1, 1, 1],
    ]);
    // user:1 watched both events: one viewer across them, not two
    expect(reach.totals).toMatchObject({ views: 4, uniqueViewers: 2 });
    expect(reach.period).toEqual({ start: '2026-03-01', end: TODAY });
    expect(reach.daily).toEqual([
      { day: '2026-03-01', views: 0, votes: 0 }, { day: '2026-03-02', views: 3, votes: 0 }, { day: '2026-03-03', views: 0, votes: 0 },
      { day: '2026-03-04', views: 1, votes: 0 }, { day: '2026-03-05', views: 0, votes: 0 },
    ]);
    const single = await queries.sponsorReach(app('e2'), '2026-03-03', TODAY);
    expect(single.totals).toMatchObject({ views: 1, uniqueViewers: 1 });
  });

  it('sums each session\'s last reported watch time, capped at the video\'s duration', async () => {
    const log = league().progress('s1', 'v1', 40).progress('s1', 'v1', 90, true).progress('s1', 'v1', 80)
      .progress('s2', 'v1', 5000).progress('s3', 'v3', 12);
    const { reach } = await reachAfter(log, 'e1', 'e2');
    // s1's last report 80, s2 capped at the 600 s the video lasts, s3 12
    expect(reach.events.map((e) => e.watchSeconds)).toEqual([680, 12]);
    expect(reach.totals.watchSeconds).toBe(692);
  });

  it('counts a changed vote once, on the day it was first cast, for the battler it names now', async () => {
    const log = league().on('2026-03-02').vote('v1', 'u1', 'a').vote('v1', 'u2', 'b')
      .on('2026-03-04').voteChanged('v1', 'u1', 'b', 'a');
    const { reach, queries } = await reachAfter(log, 'e1');
    expect(reach.totals.votes).toBe(2);
    expect(reach.daily.find((d) => d.day === '2026-03-02')?.votes).toBe(2);
    expect(reach.daily.find((d) => d.day === '2026-03-04')?.votes).toBe(0);
    const insights = await queries.insights({ start: '2026-03-01', end: TODAY });
    expect(insights.topBattlers).toEqual([{ battlerId: 'b', name: 'Blaze', votes: 2 }]);
    expect(insights.totals.votes).toBe(2);
  });

  it('counts visible comments and replies only: a removed one, and a removed thread\'s replies, do not count', async () => {
    const log = league().comment('c1', 'v1').comment('r1', 'v1', 'c1').comment('c2', 'v1').comment('r2', 'v1', 'c2')
      .commentRemoved('c1', 'v1').commentRemoved('r2', 'v1', 'c2').comment('r3', 'v1', 'c1');
    const { reach, queries } = await reachAfter(log, 'e1');
    expect(reach.totals.comments).toBe(1);
    expect((await queries.insights({ start: '2026-03-01', end: TODAY })).totals.comments).toBe(1);
  });

  it('moves a moved video\'s counts, viewers and days to its new event', async () => {
    const log = league().on('2026-03-02').view('v1', 'user:1').view('v2', 'user:1').view('v1', 'user:2').vote('v1', 'u1', 'a')
      .comment('c1', 'v1').progress('s1', 'v1', 30)
      .on('2026-03-03').videoEdited('v1', { eventId: 'e1', pair: ['a', 'b'] }, { eventId: 'e2', pair: ['a', 'b'] });
    const { reach } = await reachAfter(log, 'e1', 'e2');
    expect(reach.events.map((e) => [e.eventId, e.videos, e.views, e.uniqueViewers, e.votes, e.comments, e.watchSeconds])).toEqual([
      ['e1', 1, 1, 1, 0, 0, 0], ['e2', 2, 2, 2, 1, 1, 30],
    ]);
    expect(reach.totals).toEqual({ views: 3, uniqueViewers: 2, watchSeconds: 30, votes: 1, comments: 1 });
  });

  it('takes a deleted video\'s counts away, from its event and the league\'s days', async () => {
    const log = league().on('2026-03-02').view('v1', 'user:1').vote('v1', 'u1', 'a').comment('c1', 'v1').progress('s1', 'v1', 30)
      .view('v2', 'user:2').on('2026-03-03').videoDeleted('v1', 'e1');
    const { reach, queries } = await reachAfter(log, 'e1');
    expect(reach.events[0]).toMatchObject({ videos: 1, views: 1, uniqueViewers: 1, votes: 0, comments: 0, watchSeconds: 0 });
    const insights = await queries.insights({ start: '2026-03-01', end: TODAY });
    expect(insights.totals).toMatchObject({ views: 1, votes: 0, comments: 0 });
    expect(insights.topBattlers).toEqual([]);
  });

  it('resets the votes when a video\'s pair changes, keeps them when its sides swap', async () => {
    const log = league().vote('v1', 'u1', 'a').vote('v2', 'u1', 'a')
      .videoEdited('v1', { eventId: 'e1', pair: ['a', 'b'] }, { eventId: 'e1', pair: ['a', 'c'] })
      .videoEdited('v2', { eventId: 'e1', pair: ['a', 'b'] }, { eventId: 'e1', pair: ['b', 'a'] })
      .vote('v1', 'u2', 'b'); // cast for the pair v1 no longer has
    const { reach } = await reachAfter(log, 'e1');
    expect(reach.totals.votes).toBe(1);
  });

  it('counts a merged-away battler\'s votes for the battler that absorbed it', async () => {
    const log = league().on('2026-03-02').vote('v1', 'u1', 'b').vote('v1', 'u2', 'b')
      .merged('v1', 'B', 'b', 'c', ['a', 'c']).add('BattlerMerged', { battlerId: 'b', name: 'Blaze', targetId: 'c', targetName: 'Cipher' })
      .vote('v1', 'u3', 'b'); // a page opened before the merge
    const { queries } = await reachAfter(log, 'e1');
    const insights = await queries.insights({ start: '2026-03-01', end: TODAY });
    expect(insights.topBattlers).toEqual([{ battlerId: 'c', name: 'Cipher', votes: 3 }]);
  });

  it('answers the league per day (new members too) and the events dated in the period, newest first', async () => {
    const log = league().on('2026-03-02').registered('u1').registered('u2').view('v1', 'user:1').on('2026-03-04').registered('u3');
    const { queries } = await reachAfter(log);
    const insights = await queries.insights({ start: '2026-03-02', end: '2026-03-04' });
    expect(insights.daily).toEqual([
      { day: '2026-03-02', views: 1, votes: 0, comments: 0, newMembers: 2 },
      { day: '2026-03-03', views: 0, votes: 0, comments: 0, newMembers: 0 },
      { day: '2026-03-04', views: 0, votes: 0, comments: 0, newMembers: 1 },
    ]);
    // e1 is dated 2026-03-06 in Arizona (03:00Z on the 7th): outside; e2 the 2nd
    expect(insights.events.map((e) => e.eventId)).toEqual(['e2']);
  });

  it('applies an event twice as once (a replay after a crash)', async () => {
    const log = league().on('2026-03-02').view('v1', 'user:1').vote('v1', 'u1', 'a').voteChanged('v1', 'u1', 'b', 'a')
      .comment('c1', 'v1').comment('r1', 'v1', 'c1').progress('s1', 'v1', 30).registered('u9')
      .videoEdited('v1', { eventId: 'e1', pair: ['a', 'b'] }, { eventId: 'e2', pair: ['a', 'b'] })
      .merged('v3', 'A', 'a', 'c', ['c', 'b']).commentRemoved('c1', 'v1').videoDeleted('v2', 'e1');
    const once = new MemoryReadStore();
    await project(once, log.all);
    const twice = new MemoryReadStore();
    for (const e of log.all) await project(twice, [e, e]);
    const names = [...(reachProjector.collections ?? [])];
    expect(await documents(twice, names)).toEqual(await documents(once, names));
  });
});
