import request from 'supertest';
import sharp from 'sharp';
import { adminAgent, eventWithVideo, type Harness, startHarness } from '../../../test/api-harness';
import { testVideo } from '../../../test/fixtures/videos';
import { eventually } from '../../../test/eventually';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.stop(); });

describe('a thumbnail from the video', () => {
  it('given a battle uploaded without a thumbnail, when its background work is done, then its card shows a frame of it, with the resized copies', async () => {
    const admin = await adminAgent(h);
    const video = await eventWithVideo(admin, { event: 'Frame Night', title: 'No Picture', battlerA: 'Ace', battlerB: 'Blaze' });
    const thumbnailOf = async () => ((await request(h.url).get(`/api/events/${video.eventId}/videos`)).body as { id: string; thumbnailUrl: string | null }[])
      .find((v) => v.id === video.id)?.thumbnailUrl ?? null;

    await eventually(async () => expect(await thumbnailOf()).toMatch(/^\/uploads\/thumbnails\/frame-[^/]+\.jpg$/));
    const url = (await thumbnailOf())!;
    const frame = await request(h.url).get(url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(frame.status).toBe(200);
    expect((await sharp(frame.body as Buffer).metadata()).format).toBe('jpeg');
    expect((await request(h.url).get(url.replace(/\.jpg$/, '-320.webp'))).status).toBe(200);
  });

  it('given a main battle uploaded without a thumbnail, then the events list shows its frame for the event\'s main battle', async () => {
    const admin = await adminAgent(h);
    const ev = (await admin.post('/api/admin/events').field('title', 'Main Frame Night')).body as { id: string };
    const up = await admin.post('/api/admin/videos').field('title', 'Headliner').field('eventId', ev.id)
      .field('battlerAName', 'Cruz').field('battlerBName', 'Dex').field('isMainEvent', 'true').attach('video', testVideo(), 'v.mp4');
    expect(up.status).toBe(201);
    await eventually(async () => {
      const listed = ((await request(h.url).get('/api/events')).body as { id: string; mainVideo: { thumbnailUrl: string | null } | null }[])
        .find((e) => e.id === ev.id);
      expect(listed?.mainVideo?.thumbnailUrl).toMatch(/^\/uploads\/thumbnails\/frame-/);
    });
  });
});
