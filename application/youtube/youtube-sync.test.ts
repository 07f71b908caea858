import 'reflect-metadata';
import { embeddedStores } from '../../test/stores';
import { standInVideos, startYoutubeStandIn, type YoutubeStandIn } from '../../test/youtube-stand-in';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { QUOTA_WOULD_BE_EXCEEDED, YOUTUBE_NOT_CONFIGURED } from '../../domain/youtube/limits';
import { battlerYoutubeDecider } from '../../domain/youtube/battler-youtube';
import { quotaDecider } from '../../domain/youtube/quota';
import { youtubeQuotaStream, youtubeRecordId, youtubeStream } from '../../domain/youtube/youtube';
import { GoogleYoutube, NotConfiguredYoutube } from '../../infrastructure/youtube/youtube-client';
import { allProjectors } from '../../api/features/projectors';
import { ProjectionRunner } from '../../projections/runner';
import { BATTLERS, type BattlerView } from '../catalogue/read-model';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { YouTube } from '../ports/youtube';
import { QuotaLedger } from './quota-ledger';
import { YOUTUBE_VIDEOS, type YoutubeVideoView } from './read-model';
import type { YoutubeSettings } from './settings';
import { YoutubeCommands } from './youtube-commands';

/** The sync process over the real @googleapis/youtube client against the local stand-in (no call reaches Google). */
describe('YouTube sync against the stand-in', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let standIn: YoutubeStandIn;
  let runner: ProjectionRunner;
  let now: Date;
  const clock = { now: () => now };
  const ctx = (): CommandContext => ({ actorId: 'admin-1', correlationId: 'corr', at: clock.now() });

  beforeEach(async () => {
    stores = embeddedStores();
    standIn = await startYoutubeStandIn();
    runner = new ProjectionRunner(stores.events, stores.reads, allProjectors);
    await runner.start();
    now = new Date('2026-11-21T20:00:00Z');
  });
  afterEach(async () => {
    await runner.stop();
    await standIn.close();
    await stores.close();
  });

  const services = (settings: Partial<YoutubeSettings> = {}, youtube: YouTube = new GoogleYoutube('test-key', standIn.rootUrl)) => {
    const s: YoutubeSettings = { YOUTUBE_SEARCH_CALLS_PER_DAY: 100, YOUTUBE_UNITS_PER_DAY: 10_000, YOUTUBE_SEARCH_PAGES: 1, ...settings };
    const ledger = new QuotaLedger(stores.events, clock, s);
    return { ledger, commands: new YoutubeCommands(stores.events, stores.reads, clock, youtube, s, ledger) };
  };
  const battler = async (id: string, name: string) => {
    const { position } = await handleCommand(stores.events, battlerStream(id), battlerDecider, { type: 'CreateBattler', battlerId: id, name }, ctx());
    await runner.waitFor(position);
  };
  const settled = async () => runner.waitFor(await stores.events.headPosition());
  const directory = async (id: string) => (await stores.reads.collection<BattlerView>(BATTLERS).get(id)) as BattlerView;
  const videoDocs = (battlerId: string) => stores.reads.collection<YoutubeVideoView>(YOUTUBE_VIDEOS).find({ battlerId }, { sort: { viewCount: -1 } });
  const ledgerState = async () => (await loadStream(stores.events, youtubeQuotaStream('2026-11-21'), quotaDecider)).state;

  it('follows search pages up to YOUTUBE_SEARCH_PAGES and asks for statistics 50 ids at a time', async () => {
    standIn.setVideos({ Ace: standInVideos('Ace', 120) });
    await battler('b1', 'Ace');
    const { commands } = services({ YOUTUBE_SEARCH_PAGES: 3 });
    const outcome = await commands.sync('b1', undefined, ctx());
    expect(outcome).toMatchObject({ ok: true, matched: 120, added: 120 });
    const searches = standIn.calls.filter((c) => c.api === 'search');
    expect(searches.map((c) => c.params.pageToken ?? null)).toEqual([null, 'p50', 'p100']);
    expect(searches.every((c) => c.params.q === 'Ace' && c.params.type === 'video' && c.params.maxResults === '50' && c.params.key === 'test-key')).toBe(true);
    expect(searches[0].params.part).toBe('snippet');
    const lists = standIn.calls.filter((c) => c.api === 'videos');
    expect(lists.map((c) => c.ids.length)).toEqual([50, 50, 20]);
    expect(lists[0].params.part).toMatch(/snippet/);
    expect(lists[0].params.part).toMatch(/statistics/);
    expect(await ledgerState()).toEqual({ searchCalls: 3, units: 3, exhausted: false });
    await settled();
    expect(await videoDocs('b1')).toHaveLength(120);
    const total = standInVideos('Ace', 120).reduce((s, v) => s + v.viewCount, 0);
    expect(await directory('b1')).toMatchObject({ totalYoutubeViews: total, youtubeVideoCount: 120, youtubeSearchName: 'Ace', youtubeErrorMessage: null,
      lastYoutubeSync: '2026-11-21T20:00:00.000Z' });
  });

  it('stops at YOUTUBE_SEARCH_PAGES even when YouTube has more, and passes the preferred channel', async () => {
    standIn.setVideos({ Ace: standInVideos('Ace', 120).map((v) => ({ ...v, channelId: 'UC-league' })) });
    await battler('b1', 'Ace');
    const { commands } = services({ YOUTUBE_SEARCH_PAGES: 2, YOUTUBE_CHANNEL_ID: 'UC-league' });
    expect(await commands.sync('b1', undefined, ctx())).toMatchObject({ ok: true, matched: 100 });
    expect(standIn.calls.filter((c) => c.api === 'search').map((c) => c.params.channelId)).toEqual(['UC-league', 'UC-league']);
  });

  it('keeps reviews across syncs, refreshes views, counts irrelevant videos nowhere, keeps the search name', async () => {
    standIn.setVideos({ 'Ace UBR': standInVideos('Ace', 3, (i) => [300, 200, 100][i]) });
    await battler('b1', 'Ace');
    const { commands } = services();
    await commands.sync('b1', 'Ace UBR', ctx());
    const [top] = standInVideos('Ace', 1);
    const rec = youtubeRecordId('b1', top.youtubeVideoId);
    await commands.review(rec, { isRelevant: false, reviewNotes: 'another Ace' }, ctx());
    await settled();
    expect(await directory('b1')).toMatchObject({ totalYoutubeViews: 300, youtubeVideoCount: 2 });

    standIn.setVideos({ 'Ace UBR': [...standInVideos('Ace', 3, (i) => [1300, 200, 100][i]), ...standInVideos('New', 1, () => 50)] });
    now = new Date('2026-11-21T21:00:00Z');
    expect(await commands.sync('b1', '  ', ctx())).toMatchObject({ ok: true, matched: 4, added: 1 });
    expect(standIn.calls.filter((c) => c.api === 'search').map((c) => c.params.q)).toEqual(['Ace UBR', 'Ace UBR']);
    await settled();
    const docs = await videoDocs('b1');
    expect(docs[0]).toMatchObject({ id: rec, viewCount: 1300, isRelevant: false, reviewNotes: 'another Ace', url: `https://www.youtube.com/watch?v=${top.youtubeVideoId}` });
    expect(docs.filter((d) => d.isRelevant === null)).toHaveLength(3);
    expect(await directory('b1')).toMatchObject({ totalYoutubeViews: 350, youtubeVideoCount: 3, youtubeSearchName: 'Ace UBR', lastYoutubeSync: '2026-11-21T21:00:00.000Z' });

    // changeable later: relevant after all
    await commands.review(rec, { isRelevant: true, reviewNotes: null }, ctx());
    await settled();
    expect(await directory('b1')).toMatchObject({ totalYoutubeViews: 1650, youtubeVideoCount: 4 });
  });

  it('reset clears the videos, totals, error and sync time (the search name stays)', async () => {
    standIn.setVideos({ Ace: standInVideos('Ace', 2) });
    await battler('b1', 'Ace');
    const { commands } = services();
    await commands.sync('b1', undefined, ctx());
    await commands.reset('b1', ctx());
    await settled();
    expect(await videoDocs('b1')).toEqual([]);
    expect(await directory('b1')).toMatchObject({ totalYoutubeViews: 0, youtubeVideoCount: 0, lastYoutubeSync: null, youtubeErrorMessage: null, youtubeSearchName: 'Ace' });
    expect((await loadStream(stores.events, youtubeStream('b1'), battlerYoutubeDecider)).state.videos).toEqual({});
  });

  it('records Google\'s quota error, closes the day in the ledger, and then makes no call until the next Pacific day', async () => {
    standIn.setVideos({ Ace: standInVideos('Ace', 2) });
    await battler('b1', 'Ace');
    const { commands, ledger } = services();
    standIn.failWith('quotaExceeded');
    const failed = await commands.sync('b1', undefined, ctx());
    expect(failed).toMatchObject({ ok: false, failure: { kind: 'quota', message: QUOTA_WOULD_BE_EXCEEDED, reason: 'quotaExceeded' } });
    expect(await ledgerState()).toMatchObject({ exhausted: true });
    await settled();
    expect(await directory('b1')).toMatchObject({ youtubeErrorMessage: QUOTA_WOULD_BE_EXCEEDED, lastYoutubeSync: '2026-11-21T20:00:00.000Z' });
    expect(await ledger.view()).toMatchObject({ day: '2026-11-21', exhausted: true, searchCallsUsed: 1 });

    standIn.failWith(null);
    const calls = standIn.calls.length;
    expect(await commands.sync('b1', undefined, ctx())).toMatchObject({ ok: false, failure: { kind: 'quota' } });
    expect(standIn.calls.length).toBe(calls);

    now = new Date('2026-11-22T08:00:00Z'); // midnight Pacific
    expect(await commands.sync('b1', undefined, ctx())).toMatchObject({ ok: true, matched: 2 });
    await settled();
    expect(await directory('b1')).toMatchObject({ youtubeErrorMessage: null, youtubeVideoCount: 2 });
  });

  it('never starts a call the ledger cannot afford', async () => {
    standIn.setVideos({ Ace: standInVideos('Ace', 60) });
    await battler('b1', 'Ace');
    const { commands } = services({ YOUTUBE_SEARCH_CALLS_PER_DAY: 5, YOUTUBE_UNITS_PER_DAY: 1, YOUTUBE_SEARCH_PAGES: 2 });
    // two searches and the first videos.list are affordable, the second videos.list is not: the sync fails before making it
    expect(await commands.sync('b1', undefined, ctx())).toMatchObject({ ok: false, failure: { kind: 'quota' } });
    expect(standIn.calls.map((c) => c.api)).toEqual(['search', 'search', 'videos']);
    expect(await ledgerState()).toEqual({ searchCalls: 2, units: 1, exhausted: false });
  });

  it('records another Google failure with Google\'s message', async () => {
    await battler('b1', 'Ace');
    const { commands } = services();
    standIn.failWith('badKey');
    const outcome = await commands.sync('b1', undefined, ctx());
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'other', message: 'API key not valid. Please pass a valid API key.' } });
    await settled();
    expect((await directory('b1')).youtubeErrorMessage).toBe('API key not valid. Please pass a valid API key.');
  });

  it('batch: least recently synced first, stops at the quota, and the next batch goes on from there', async () => {
    standIn.setVideos({ A: standInVideos('A', 1), B: standInVideos('B', 1), C: standInVideos('C', 1), D: standInVideos('D', 1) });
    for (const [id, name] of [['a', 'A'], ['b', 'B'], ['c', 'C'], ['d', 'D']]) await battler(id, name);
    const { commands } = services();
    // D synced long ago: it goes after the never-synced ones
    await commands.sync('d', undefined, { ...ctx(), at: new Date('2026-11-01T00:00:00Z') });
    await settled();
    standIn.calls.length = 0;
    standIn.failWith('dailyLimitExceeded', { after: 3 }); // A: search + videos; B: search, then its videos.list fails
    const first = await commands.batch(99, ctx());
    expect(first).toMatchObject({ successful: 1, failed: 1, quotaExhausted: true, attempted: 2 });
    expect(standIn.calls.filter((c) => c.api === 'search').map((c) => c.params.q)).toEqual(['A', 'B']);
    await settled();
    expect((await directory('b')).youtubeErrorMessage).toBe(QUOTA_WOULD_BE_EXCEEDED);

    // the same day: nothing is tried, nothing recorded
    const head = await stores.events.headPosition();
    expect(await commands.batch(99, ctx())).toMatchObject({ successful: 0, failed: 0, quotaExhausted: true, attempted: 0 });
    expect(await stores.events.headPosition()).toBe(head);

    now = new Date('2026-11-22T09:00:00Z');
    standIn.failWith(null);
    standIn.calls.length = 0;
    const next = await commands.batch(3, ctx());
    expect(next).toMatchObject({ successful: 3, failed: 0, quotaExhausted: false, attempted: 3 });
    expect(standIn.calls.filter((c) => c.api === 'search').map((c) => c.params.q)).toEqual(['B', 'C', 'D']);
  });

  it('the connection test: one call that spends no search; a bad key is not connected, with Google\'s message', async () => {
    const { commands } = services();
    expect(await commands.test(ctx())).toEqual({ connected: true, error: null });
    expect(standIn.calls.map((c) => c.api)).toEqual(['i18nRegions']);
    expect(await ledgerState()).toEqual({ searchCalls: 0, units: 1, exhausted: false });
    standIn.failWith('badKey');
    expect(await commands.test(ctx())).toEqual({ connected: false, error: 'API key not valid. Please pass a valid API key.' });
  });

  it('an unreachable API is not connected, with the reason', async () => {
    const closed = await startYoutubeStandIn();
    await closed.close();
    const { commands } = services({}, new GoogleYoutube('test-key', closed.rootUrl));
    const result = await commands.test(ctx());
    expect(result.connected).toBe(false);
    expect(result.error).toMatch(/^YouTube did not answer: .*ECONNREFUSED/);
  });

  it('without a key every call says YouTube is not configured, and nothing is recorded', async () => {
    await battler('b1', 'Ace');
    const { commands } = services({}, new NotConfiguredYoutube());
    const head = await stores.events.headPosition();
    await expect(commands.sync('b1', undefined, ctx())).rejects.toMatchObject({ kind: 'not_configured', message: YOUTUBE_NOT_CONFIGURED });
    await expect(commands.batch(5, ctx())).rejects.toMatchObject({ kind: 'not_configured' });
    expect(await commands.test(ctx())).toEqual({ connected: false, error: YOUTUBE_NOT_CONFIGURED });
    expect(await stores.events.headPosition()).toBe(head);
    expect(standIn.calls).toEqual([]);
  });
});
