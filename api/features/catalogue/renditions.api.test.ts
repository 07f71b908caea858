import request from 'supertest';
import { type Harness, makeRole, registerUser, startHarness } from '../../../test/api-harness';
import { eventually } from '../../../test/e2e/browser';
import { testVideo } from '../../../test/fixtures/videos';

let h: Harness;
let admin: request.Agent;
beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  const a = await registerUser(admin as never);
  await makeRole(h, a.id, 'admin');
}, 30_000);
afterAll(async () => { await h.stop(); });

describe('renditions', () => {
  it('transcodes a 360-line upload to the 360p rung in the background; the original plays meanwhile', async () => {
    const ev = (await admin.post('/api/admin/events').field('title', 'Ladder Night')).body;
    const up = await admin.post('/api/admin/videos').field('title', 'Ladder').field('eventId', ev.id)
      .field('battlerAName', 'Rung A').field('battlerBName', 'Rung B').field('requiresAuth', 'true')
      .attach('video', testVideo(2, '640x360'), 'v.mp4');
    expect(up.status).toBe(201);
    expect(up.body.availableQualities).toEqual([]);
    expect(up.body.renditionKeys).toBeUndefined();
    expect((await admin.get(`${up.body.videoUrl}`).set('Range', 'bytes=0-9')).status).toBe(206);

    await eventually(async () => {
      const auto = await request(h.url).get(`/api/videos/${up.body.id}/quality/auto`);
      expect(auto.body).toEqual({ availableQualities: ['360p'] });
    }, 60_000, 250);
    const jobs = (await admin.get('/api/admin/renditions')).body as { videoId: string; quality: string; status: string; percent: number }[];
    expect(jobs.find((j) => j.videoId === up.body.id)).toMatchObject({ quality: '360p', status: 'done', percent: 100 });

    const rendition = await admin.get(`${up.body.videoUrl}?quality=360p`).buffer(true);
    expect(rendition.status).toBe(200);
    expect(rendition.headers['content-type']).toBe('video/mp4');
    // members-only holds for every rendition
    expect((await request(h.url).get(`${up.body.videoUrl}?quality=360p`).set('Range', 'bytes=0-1')).status).toBe(401);
    expect((await request(h.url).get('/api/admin/renditions')).status).toBe(401);
    expect((await request(h.url).get('/api/videos/nope/quality/auto')).status).toBe(404);
  }, 90_000);
});
