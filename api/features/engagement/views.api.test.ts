import request from 'supertest';
import { adminAgent, type Harness, registerUser, startHarness, uploadVideo } from '../../../test/api-harness';
import { testVideo } from '../../../test/fixtures/videos';

let h: Harness;
let admin: request.Agent;
let eventId: string;
let shortVideo: { id: string };
let longVideo: { id: string };
let membersVideo: { id: string };

const upload = (title: string, video: Buffer, requiresAuth = false) =>
  uploadVideo(admin as never, eventId, { title, battlerA: 'View A', battlerB: 'View B', requiresAuth, video });

beforeAll(async () => {
  h = await startHarness();
  admin = (await adminAgent(h)) as unknown as request.Agent;
  eventId = (await admin.post('/api/admin/events').field('title', 'View Night')).body.id;
  shortVideo = await upload('Short', testVideo(2));
  longVideo = await upload('Long', testVideo(60, '64x36'));
  membersVideo = await upload('Members', testVideo(2), true);
}, 60_000);
afterAll(async () => { await h.stop(); });

const viewCount = async (id: string) =>
  ((await request(h.url).get(`/api/events/${eventId}/videos`)).body as { id: string; viewCount: number }[]).find((v) => v.id === id)!.viewCount;

describe('view tracking', () => {
  it('starts a view, qualifies it at 30 % and counts it once', async () => {
    const member = h.agent();
    await registerUser(member);
    const start = await member.post(`/api/videos/${shortVideo.id}/start-view`).send({ sessionId: 'player-1' });
    expect(start.status).toBe(201);
    expect(start.body.viewId).toEqual(expect.any(String));
    const before = await viewCount(shortVideo.id);
    const small = await member.patch(`/api/videos/${shortVideo.id}/update-view`).send({ viewId: start.body.viewId, watchedDuration: 0.2, completionPercentage: 10 });
    expect(small.body).toMatchObject({ qualified: false, counted: false });
    const q = await member.patch(`/api/videos/${shortVideo.id}/update-view`).send({ viewId: start.body.viewId, watchedDuration: 0.8, completionPercentage: 40 });
    expect(q.body).toMatchObject({ qualified: true, counted: true });
    expect(await viewCount(shortVideo.id)).toBe(before + 1);
    // a second view by the same viewer within the hour qualifies but does not count
    const again = await member.post(`/api/videos/${shortVideo.id}/start-view`).send({ sessionId: 'player-2' });
    const q2 = await member.patch(`/api/videos/${shortVideo.id}/update-view`).send({ viewId: again.body.viewId, watchedDuration: 1, completionPercentage: 50 });
    expect(q2.body).toMatchObject({ qualified: true, counted: false });
    expect(await viewCount(shortVideo.id)).toBe(before + 1);
  });

  it('counts visitors by a hash of address and browser', async () => {
    const before = await viewCount(shortVideo.id);
    const v = request(h.url);
    const start = await v.post(`/api/videos/${shortVideo.id}/start-view`).set('User-Agent', 'VisitorBrowser/1').send({ sessionId: 's' });
    const res = await request(h.url).patch(`/api/videos/${shortVideo.id}/update-view`).set('User-Agent', 'VisitorBrowser/1')
      .send({ viewId: start.body.viewId, watchedDuration: 1, completionPercentage: 60 });
    expect(res.body.counted).toBe(true);
    // the same view from another browser is someone else's
    const other = await request(h.url).patch(`/api/videos/${shortVideo.id}/update-view`).set('User-Agent', 'Other/2')
      .send({ viewId: start.body.viewId, watchedDuration: 1, completionPercentage: 60 });
    expect(other.status).toBe(403);
    expect(await viewCount(shortVideo.id)).toBe(before + 1);
  });

  it('refuses values the clock or the video cannot explain', async () => {
    const member = h.agent();
    await registerUser(member);
    const { viewId } = (await member.post(`/api/videos/${longVideo.id}/start-view`).send({ sessionId: 'p' })).body;
    const tooFast = await member.patch(`/api/videos/${longVideo.id}/update-view`).send({ viewId, watchedDuration: 40, completionPercentage: 60 });
    expect(tooFast.status).toBe(400);
    expect(tooFast.body.message).toBe('watchedDuration is more than the time since the view started');
    const tooLong = await member.patch(`/api/videos/${longVideo.id}/update-view`).send({ viewId, watchedDuration: 500, completionPercentage: 10 });
    expect(tooLong.status).toBe(400);
    const pct = await member.patch(`/api/videos/${longVideo.id}/update-view`).send({ viewId, watchedDuration: 1, completionPercentage: 120 });
    expect(pct.body.message).toBe('completionPercentage must be between 0 and 100');
    expect((await member.patch(`/api/videos/${longVideo.id}/update-view`).send({ viewId, watchedDuration: '1', completionPercentage: 1 })).status).toBe(400);
    const wrongVideo = await member.patch(`/api/videos/${shortVideo.id}/update-view`).send({ viewId, watchedDuration: 1, completionPercentage: 1 });
    expect(wrongVideo.status).toBe(403);
    const stranger = h.agent();
    await registerUser(stranger);
    expect((await stranger.patch(`/api/videos/${longVideo.id}/update-view`).send({ viewId, watchedDuration: 1, completionPercentage: 1 })).status).toBe(403);
    expect((await member.patch(`/api/videos/${longVideo.id}/update-view`).send({ viewId: 'nope', watchedDuration: 1, completionPercentage: 1 })).status).toBe(404);
    expect((await member.post(`/api/videos/${longVideo.id}/start-view`).send({})).status).toBe(400);
    expect((await member.post('/api/videos/nope/start-view').send({ sessionId: 's' })).status).toBe(404);
  });

  it('refuses to start a members-only view for a visitor', async () => {
    const res = await request(h.url).post(`/api/videos/${membersVideo.id}/start-view`).send({ sessionId: 's' });
    expect(res.status).toBe(401);
  });
});
