import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { adminAgent, type Harness, registerUser, startHarness } from '../../../test/api-harness';
import { standInVideos, startYoutubeStandIn, type YoutubeStandIn } from '../../../test/youtube-stand-in';
import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { QUOTA_WOULD_BE_EXCEEDED, YOUTUBE_NOT_CONFIGURED, YOUTUBE_VIDEO_NOT_FOUND } from '../../../domain/youtube/limits';
import { youtubeRecordId } from '../../../domain/youtube/youtube';
import type { YoutubeVideoWire } from './wire-types';

async function newBattler(h: Harness, name: string): Promise<string> {
  const { id, position } = await h.running.deps.get(BattlerCommands).resolveByName(name, { actorId: 'cli', correlationId: 'test', at: new Date() });
  await h.running.deps.runner.waitFor(position);
  return id;
}

const ROUTES: [method: 'get' | 'post' | 'patch', path: string, body?: object][] = [
  ['get', '/api/admin/youtube/test'],
  ['get', '/api/admin/youtube/quota'],
  ['post', '/api/admin/battlers/x/sync-youtube', {}],
  ['get', '/api/admin/battlers/x/youtube-videos'],
  ['patch', '/api/admin/youtube-videos/x~y/relevance', { isRelevant: true }],
  ['post', '/api/admin/battlers/x/reset-youtube'],
  ['post', '/api/admin/youtube/batch-sync', { maxBattlers: 1 }],
];

describe('admin YouTube API without YOUTUBE_API_KEY', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.stop(); });

  it('refuses visitors (401) and plain users (403) on every call', async () => {
    const user = h.agent();
    await registerUser(user);
    for (const agent of [request(h.url), user] as unknown as TestAgent[]) {
      const expected = agent === (user as unknown as TestAgent) ? 403 : 401;
      for (const [method, path, body] of ROUTES) {
        const res = await agent[method](path).send(body);
        expect([path, res.status]).toEqual([path, expected]);
      }
    }
  });

  it('says plainly that YouTube is not configured; everything else still answers', async () => {
    const admin = await adminAgent(h);
    const id = await newBattler(h, 'Unsynced One');
    const test = await admin.get('/api/admin/youtube/test');
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({ connected: false, error: YOUTUBE_NOT_CONFIGURED, configured: false,
      quota: { searchCallsUsed: 0, searchCallsLimit: 100, unitsUsed: 0, unitsLimit: 10000, exhausted: false } });
    const sync = await admin.post(`/api/admin/battlers/${id}/sync-youtube`).send({});
    expect([sync.status, sync.body.message]).toEqual([503, YOUTUBE_NOT_CONFIGURED]);
    const batch = await admin.post('/api/admin/youtube/batch-sync').send({ maxBattlers: 5 });
    expect([batch.status, batch.body.message]).toEqual([503, YOUTUBE_NOT_CONFIGURED]);
    // no body at all: the defaults (the kept search name; 99 battlers)
    expect((await admin.post(`/api/admin/battlers/${id}/sync-youtube`)).status).toBe(503);
    expect((await admin.post('/api/admin/youtube/batch-sync')).status).toBe(503);
    expect((await admin.get(`/api/admin/battlers/${id}/youtube-videos`)).body).toEqual([]);
    expect((await admin.post(`/api/admin/battlers/${id}/reset-youtube`)).status).toBe(200);
    expect((await admin.get('/api/admin/youtube/quota')).status).toBe(200);
  });
});

describe('admin YouTube API against the stand-in', () => {
  let h: Harness;
  let standIn: YoutubeStandIn;
  let admin: TestAgent;
  beforeAll(async () => {
    standIn = await startYoutubeStandIn();
    h = await startHarness({ YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_ROOT: standIn.rootUrl, YOUTUBE_SEARCH_PAGES: '2' });
    admin = await adminAgent(h);
  });
  afterAll(async () => {
    await h.stop();
    await standIn.close();
  });

  it('tests the connection with a call that spends no search', async () => {
    const res = await admin.get('/api/admin/youtube/test');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ connected: true, error: null, configured: true, quota: { searchCallsUsed: 0, unitsUsed: 1 } });
    expect(standIn.calls.map((c) => c.api)).toEqual(['i18nRegions']);
  });

  it('syncs, lists most viewed first, reviews (the totals drop), and resets', async () => {
    standIn.setVideos({ 'Lil Reek UBR': standInVideos('Reek', 70, (i) => 1000 + i) });
    const id = await newBattler(h, 'Lil Reek');
    const sync = await admin.post(`/api/admin/battlers/${id}/sync-youtube`).send({ searchName: ' Lil Reek UBR ' });
    expect(sync.status).toBe(200);
    const total = standInVideos('Reek', 70, (i) => 1000 + i).reduce((s, v) => s + v.viewCount, 0);
    expect(sync.body).toEqual({
      battler: { id, name: 'Lil Reek' }, matched: 70, added: 70,
      youtubeStats: { totalViews: total, videoCount: 70, lastSync: expect.any(String), searchName: 'Lil Reek UBR', errorMessage: null },
    });
    expect(standIn.calls.filter((c) => c.api === 'videos').map((c) => c.ids.length)).toEqual([50, 20]);

    const list = (await admin.get(`/api/admin/battlers/${id}/youtube-videos`)).body as YoutubeVideoWire[];
    expect(list).toHaveLength(70);
    expect(list[0]).toMatchObject({ viewCount: 1069, isRelevant: null, reviewNotes: null, reviewedAt: null, battlerId: id });
    expect(list[0].id).toBe(youtubeRecordId(id, list[0].youtubeVideoId));
    expect(list[0].url).toBe(`https://www.youtube.com/watch?v=${list[0].youtubeVideoId}`);
    expect(list.map((v) => v.viewCount)).toEqual([...list.map((v) => v.viewCount)].sort((a, b) => b - a));

    const review = await admin.patch(`/api/admin/youtube-videos/${encodeURIComponent(list[0].id)}/relevance`).send({ isRelevant: false, reviewNotes: 'another Reek' });
    expect(review.status).toBe(200);
    expect(review.body.video).toMatchObject({ id: list[0].id, isRelevant: false, reviewNotes: 'another Reek', reviewedAt: expect.any(String) });
    expect(review.body.youtubeStats).toMatchObject({ totalViews: total - 1069, videoCount: 69 });
    const publicCard = await request(h.url).get(`/api/battlers/${id}`);
    expect(publicCard.body).toMatchObject({ totalYoutubeViews: total - 1069, youtubeVideoCount: 69 });
    expect(publicCard.body.youtubeErrorMessage).toBeUndefined();

    // the search name is kept: a sync without one searches it again; the review stays
    const again = await admin.post(`/api/admin/battlers/${id}/sync-youtube`).send({});
    expect(again.body).toMatchObject({ matched: 70, added: 0, youtubeStats: { totalViews: total - 1069, searchName: 'Lil Reek UBR' } });
    const relisted = (await admin.get(`/api/admin/battlers/${id}/youtube-videos`)).body as YoutubeVideoWire[];
    expect(relisted.find((v) => v.id === list[0].id)).toMatchObject({ isRelevant: false, reviewNotes: 'another Reek' });

    const reset = await admin.post(`/api/admin/battlers/${id}/reset-youtube`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ battler: { id, name: 'Lil Reek' },
      youtubeStats: { totalViews: 0, videoCount: 0, lastSync: null, errorMessage: null } });
    expect(typeof reset.body.message).toBe('string');
    expect((await admin.get(`/api/admin/battlers/${id}/youtube-videos`)).body).toEqual([]);

    const audit = (await admin.get('/api/admin/audit')).body as { action: string; targetId: string }[];
    const actions = audit.filter((e) => e.targetId === id).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['youtube_synced', 'youtube_video_reviewed', 'youtube_reset']));
  });

  it('answers 404 for unknown battlers and videos, 400 for bad input', async () => {
    expect((await admin.post('/api/admin/battlers/nobody/sync-youtube').send({})).status).toBe(404);
    expect((await admin.get('/api/admin/battlers/nobody/youtube-videos')).status).toBe(404);
    expect((await admin.post('/api/admin/battlers/nobody/reset-youtube')).status).toBe(404);
    for (const videoId of ['nope', 'nobody~abcdefghijk']) {
      const res = await admin.patch(`/api/admin/youtube-videos/${videoId}/relevance`).send({ isRelevant: true });
      expect([res.status, res.body.message]).toEqual([404, YOUTUBE_VIDEO_NOT_FOUND]);
    }
    const id = await newBattler(h, 'Bad Input');
    const unknownVideo = await admin.patch(`/api/admin/youtube-videos/${youtubeRecordId(id, 'abcdefghijk')}/relevance`).send({ isRelevant: true });
    expect([unknownVideo.status, unknownVideo.body.message]).toEqual([404, YOUTUBE_VIDEO_NOT_FOUND]);
    expect((await admin.post(`/api/admin/battlers/${id}/sync-youtube`).send({ searchName: 'x'.repeat(256) })).status).toBe(400);
    expect((await admin.post(`/api/admin/battlers/${id}/sync-youtube`).send({ searchName: 5 })).status).toBe(400);
    expect((await admin.patch(`/api/admin/youtube-videos/${youtubeRecordId(id, 'abcdefghijk')}/relevance`).send({})).status).toBe(400);
    expect((await admin.patch(`/api/admin/youtube-videos/${youtubeRecordId(id, 'abcdefghijk')}/relevance`)
      .send({ isRelevant: true, reviewNotes: 'n'.repeat(1001) })).status).toBe(400);
    for (const maxBattlers of [0, 100, 1.5, '5']) {
      const res = await admin.post('/api/admin/youtube/batch-sync').send({ maxBattlers });
      expect([maxBattlers, res.status]).toEqual([maxBattlers, 400]);
    }
  });

  it('answers 502 with Google\'s message for another failure, and records it on the battler', async () => {
    const id = await newBattler(h, 'Bad Key Battler');
    standIn.failWith('badKey');
    const res = await admin.post(`/api/admin/battlers/${id}/sync-youtube`).send({});
    standIn.failWith(null);
    expect([res.status, res.body.message]).toEqual([502, 'API key not valid. Please pass a valid API key.']);
    const battlers = (await admin.get('/api/admin/battlers')).body as { id: string; youtubeErrorMessage: string | null; lastYoutubeSync: string | null }[];
    expect(battlers.find((b) => b.id === id)).toMatchObject({ youtubeErrorMessage: 'API key not valid. Please pass a valid API key.', lastYoutubeSync: expect.any(String) });
  });

  it('batch-syncs, then stops at Google\'s quota error with 429 on a single sync and quotaExhausted on a batch', async () => {
    standIn.setVideos({ 'Batch One': standInVideos('One', 2), 'Batch Two': standInVideos('Two', 2) });
    await newBattler(h, 'Batch One');
    const two = await newBattler(h, 'Batch Two');
    const batch = await admin.post('/api/admin/youtube/batch-sync').send({ maxBattlers: 99 });
    expect(batch.status).toBe(200);
    expect(batch.body).toMatchObject({ quotaExhausted: false, failed: 0, quota: { exhausted: false } });
    expect(batch.body.successful).toBe(batch.body.attempted);

    standIn.failWith('quotaExceeded');
    const sync = await admin.post(`/api/admin/battlers/${two}/sync-youtube`).send({});
    expect([sync.status, sync.body.message]).toEqual([429, QUOTA_WOULD_BE_EXCEEDED]);
    expect((await admin.get('/api/admin/youtube/quota')).body).toMatchObject({ exhausted: true });
    const calls = standIn.calls.length;
    const stopped = await admin.post('/api/admin/youtube/batch-sync').send({ maxBattlers: 99 });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ successful: 0, quotaExhausted: true, quota: { exhausted: true } });
    expect(standIn.calls.length).toBe(calls);
    const ledgerRefused = await admin.post(`/api/admin/battlers/${two}/sync-youtube`).send({});
    expect([ledgerRefused.status, ledgerRefused.body.message]).toEqual([429, QUOTA_WOULD_BE_EXCEEDED]);
    expect(standIn.unexpected).toEqual([]);
  });
});
