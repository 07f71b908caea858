import request from 'supertest';
import { type Harness, makeRole, registerUser, startHarness } from '../../../test/api-harness';
import { NOT_AN_IMAGE, PNG_1x1 } from '../../../test/fixtures/images';
import { FAKE_MP4, testVideo } from '../../../test/fixtures/videos';

let h: Harness;
let adminAgent: request.Agent;
let userAgent: request.Agent;
beforeAll(async () => {
  h = await startHarness();
  adminAgent = h.agent() as unknown as request.Agent;
  const a = await registerUser(adminAgent as never);
  await makeRole(h, a.id, 'admin');
  userAgent = h.agent() as unknown as request.Agent;
  await registerUser(userAgent as never);
}, 30_000);
afterAll(async () => { await h.stop(); });

const visitor = () => request(h.url);

async function createEvent(fields: Record<string, string> = {}) {
  const req = adminAgent.post('/api/admin/events');
  for (const [k, v] of Object.entries({ title: 'Summer Clash', description: 'Night one', ...fields })) req.field(k, v);
  const res = await req;
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string; eventDate: string | null; videoCount: number };
}

async function uploadVideo(eventId: string, fields: Record<string, string> = {}, video = testVideo()) {
  const req = adminAgent.post('/api/admin/videos');
  const all = { title: 'A vs B', description: '', eventId, battlerAName: 'Ace', battlerBName: 'Blaze', isMainEvent: 'false', ...fields };
  for (const [k, v] of Object.entries(all)) req.field(k, v);
  return req.attach('video', video, 'clip.mp4');
}

describe('events', () => {
  it('creates, lists newest first with undated last, updates and deletes', async () => {
    const old = await createEvent({ title: 'Old Night', eventDate: '2020-01-01T20:00:00.000Z' });
    const undated = await createEvent({ title: 'Someday' });
    const recent = await createEvent({ title: 'Recent Night', eventDate: '2024-05-01T20:00:00.000Z' });
    const list = (await visitor().get('/api/events')).body as { id: string }[];
    const ids = list.map((e) => e.id);
    expect(ids.indexOf(recent.id)).toBeLessThan(ids.indexOf(old.id));
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(undated.id));
    expect(undated.eventDate).toBeNull();

    const put = await adminAgent.put(`/api/admin/events/${old.id}`).send({ title: 'Old Night II', description: 'x', eventDate: null });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'Old Night II', eventDate: null });

    const del = await adminAgent.delete(`/api/admin/events/${old.id}`);
    expect(del.status).toBe(200);
    expect((await visitor().get('/api/events')).body.map((e: { id: string }) => e.id)).not.toContain(old.id);
    expect((await adminAgent.delete(`/api/admin/events/${old.id}`)).status).toBe(404);
  });

  it('validates the title with the spec message', async () => {
    const res = await adminAgent.post('/api/admin/events').field('title', '  ').field('description', '');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter an event title');
    const long = await adminAgent.post('/api/admin/events').field('title', 'x'.repeat(256));
    expect(long.status).toBe(400);
    const date = await adminAgent.post('/api/admin/events').field('title', 'T').field('eventDate', 'not a date');
    expect(date.status).toBe(400);
    expect(date.body.message).toMatch(/^eventDate must be a valid date in ISO 8601 form/);
  });

  it('takes a thumbnail checked by its bytes and clears it with thumbnailUrl null', async () => {
    const bad = await adminAgent.post('/api/admin/events').field('title', 'T').attach('thumbnail', NOT_AN_IMAGE, 'x.png');
    expect(bad.status).toBe(400);
    const res = await adminAgent.post('/api/admin/events').field('title', 'With Flyer').attach('thumbnail', PNG_1x1, 'f.png');
    expect(res.status).toBe(201);
    expect(res.body.thumbnailUrl).toMatch(/^\/uploads\/thumbnails\/[\w-]+\.png$/);
    const img = await visitor().get(res.body.thumbnailUrl);
    expect(img.status).toBe(200);
    expect(img.headers['cache-control']).toContain('immutable');
    const cleared = await adminAgent.put(`/api/admin/events/${res.body.id}`).send({ title: 'With Flyer', thumbnailUrl: null });
    expect(cleared.body.thumbnailUrl).toBeNull();
    expect((await visitor().get(res.body.thumbnailUrl)).status).toBe(404);
  });

  it('refuses visitors (401) and users (403) on every admin event call', async () => {
    for (const [agent, status] of [[visitor(), 401], [userAgent, 403]] as const) {
      expect((await agent.post('/api/admin/events').field('title', 'x')).status).toBe(status);
      expect((await agent.put('/api/admin/events/x').send({ title: 'x' })).status).toBe(status);
      expect((await agent.delete('/api/admin/events/x')).status).toBe(status);
    }
  });
});

describe('videos', () => {
  it('uploads a real video, probes it, creates both battlers and shows it in the grid', async () => {
    const event = await createEvent({ title: 'Upload Night', eventDate: '2023-03-03T20:00:00.000Z' });
    const res = await uploadVideo(event.id, { title: 'Main Bout', battlerAName: 'Rhyme Kid', battlerBName: 'Verse Queen', isMainEvent: 'true' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Main Bout', eventId: event.id, eventTitle: 'Upload Night', battlerAName: 'Rhyme Kid', battlerBName: 'Verse Queen',
      mimeType: 'video/mp4', width: 160, height: 90, isMainEvent: true, requiresAuth: false, viewCount: 0,
      battlerAVotes: 0, battlerBVotes: 0, totalVotes: 0,
    });
    expect(res.body.duration).toBeGreaterThan(0.5);
    expect(res.body.bitrate).toBeGreaterThan(0);
    expect(res.body.fileKey).toBeUndefined();
    expect(res.body.videoUrl).toBe(`/media/videos/${res.body.id}`);

    const grid = (await visitor().get(`/api/events/${event.id}/videos`)).body;
    expect(grid).toHaveLength(1);
    const main = (await visitor().get(`/api/events/${event.id}/main-video`)).body;
    expect(main).toMatchObject({ id: res.body.id, title: 'Main Bout', battlerAName: 'Rhyme Kid' });
    const listed = (await visitor().get('/api/events')).body.find((e: { id: string }) => e.id === event.id);
    expect(listed).toMatchObject({ videoCount: 1, mainVideo: { id: res.body.id } });

    // the same names, in other cases, resolve to the same battlers
    const again = await uploadVideo(event.id, { title: 'Rematch', battlerAName: 'VERSE QUEEN', battlerBName: 'rhyme kid' });
    expect(again.body.battlerAId).toBe(res.body.battlerBId);
    expect(again.body.battlerBId).toBe(res.body.battlerAId);
    expect(again.body.battlerAName).toBe('Verse Queen');

    const battler = (await visitor().get(`/api/battlers/${res.body.battlerAId}`)).body;
    expect(battler).toMatchObject({ name: 'Rhyme Kid', battles: 2, wins: 0, losses: 0, winRate: 0, totalVotes: 0 });
    const history = (await visitor().get(`/api/battlers/${res.body.battlerAId}/battles`)).body;
    expect(history.map((b: { opponentName: string }) => b.opponentName)).toEqual(['Verse Queen', 'Verse Queen']);
  });

  it('searches events by title and by battler name', async () => {
    const event = await createEvent({ title: 'Desert Storm' });
    await uploadVideo(event.id, { battlerAName: 'Cactus Jack', battlerBName: 'Dune' });
    const byTitle = (await visitor().get('/api/events?search=desert')).body;
    expect(byTitle.map((e: { id: string }) => e.id)).toEqual([event.id]);
    const byName = (await visitor().get('/api/events?search=cactus')).body;
    expect(byName.map((e: { id: string }) => e.id)).toEqual([event.id]);
    expect((await visitor().get('/api/events?search=.*')).body).toEqual([]);
  });

  it('refuses bad uploads with clear 4xx messages and creates no battler', async () => {
    const event = await createEvent();
    const noTitle = await uploadVideo(event.id, { title: '' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('Video title and event are required');
    const noEvent = await uploadVideo('', {});
    expect(noEvent.body.message).toBe('Video title and event are required');
    const unknownEvent = await uploadVideo('no-such-event', {});
    expect(unknownEvent.status).toBe(400);
    const noName = await uploadVideo(event.id, { battlerBName: ' ' });
    expect(noName.body.message).toBe('Both battler names are required');
    const notVideo = await uploadVideo(event.id, { battlerAName: 'Ghost One', battlerBName: 'Ghost Two' }, NOT_AN_IMAGE);
    expect(notVideo.status).toBe(400);
    expect(notVideo.body.message).toBe('Invalid file: please upload a video file');
    const fake = await uploadVideo(event.id, { battlerAName: 'Ghost One', battlerBName: 'Ghost Two' }, FAKE_MP4);
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Invalid file: please upload a video file');
    const names = (await visitor().get('/api/battlers/search?q=ghost')).body;
    expect(names).toEqual([]);
    const noFile = await adminAgent.post('/api/admin/videos').field('title', 't').field('eventId', event.id)
      .field('battlerAName', 'a').field('battlerBName', 'b');
    expect(noFile.status).toBe(400);
    const json = await adminAgent.post('/api/admin/videos').send({ title: 't' });
    expect(json.status).toBe(400);
  });

  it('edits a video (JSON and multipart thumbnail), moves it between events and deletes it', async () => {
    const one = await createEvent({ title: 'One' });
    const two = await createEvent({ title: 'Two' });
    const up = (await uploadVideo(one.id, { title: 'Edit Me' })).body;
    const json = await adminAgent.put(`/api/admin/videos/${up.id}`).send({
      title: 'Edited', description: 'd', eventId: two.id, battlerAName: 'Ace', battlerBName: 'Newcomer', isMainEvent: true, requiresAuth: true,
    });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ title: 'Edited', eventId: two.id, eventTitle: 'Two', battlerBName: 'Newcomer', requiresAuth: true });
    expect((await visitor().get(`/api/events/${one.id}/videos`)).body).toHaveLength(0);
    expect((await visitor().get('/api/events')).body.find((e: { id: string }) => e.id === two.id).videoCount).toBe(1);

    const multi = await adminAgent.put(`/api/admin/videos/${up.id}`).field('title', 'Edited').field('eventId', two.id)
      .field('battlerAName', 'Ace').field('battlerBName', 'Newcomer').field('requiresAuth', 'true')
      .attach('thumbnail', PNG_1x1, 't.png');
    expect(multi.status).toBe(200);
    expect(multi.body.thumbnailUrl).toMatch(/^\/uploads\/thumbnails\//);
    const cleared = await adminAgent.put(`/api/admin/videos/${up.id}`).send({ ...json.body, thumbnailUrl: null });
    expect(cleared.body.thumbnailUrl).toBeNull();

    const noTitle = await adminAgent.put(`/api/admin/videos/${up.id}`).send({ ...json.body, title: '' });
    expect(noTitle.body.message).toBe('Title is required');

    expect((await adminAgent.delete(`/api/admin/videos/${up.id}`)).status).toBe(200);
    expect((await visitor().get(up.videoUrl)).status).toBe(404);
    expect((await adminAgent.delete(`/api/admin/videos/${up.id}`)).status).toBe(404);
  });

  it('deleting an event removes its videos', async () => {
    const event = await createEvent({ title: 'Doomed' });
    const v = (await uploadVideo(event.id)).body;
    const res = await adminAgent.delete(`/api/admin/events/${event.id}`);
    expect(res.body).toMatchObject({ deletedVideos: 1 });
    expect((await adminAgent.get('/api/admin/videos')).body.map((x: { id: string }) => x.id)).not.toContain(v.id);
    expect((await visitor().get(v.videoUrl)).status).toBe(404);
  });

  it('refuses visitors and users on the admin video calls', async () => {
    for (const [agent, status] of [[visitor(), 401], [userAgent, 403]] as const) {
      expect((await agent.get('/api/admin/videos')).status).toBe(status);
      expect((await agent.post('/api/admin/videos').field('title', 'x')).status).toBe(status);
      expect((await agent.put('/api/admin/videos/x').send({})).status).toBe(status);
      expect((await agent.delete('/api/admin/videos/x')).status).toBe(status);
    }
  });
});

describe('media', () => {
  let publicVideo: { id: string; videoUrl: string; fileSize: number };
  let membersVideo: { id: string; videoUrl: string; fileSize: number };
  beforeAll(async () => {
    const event = await createEvent({ title: 'Media Night' });
    publicVideo = (await uploadVideo(event.id, { title: 'Open' })).body;
    membersVideo = (await uploadVideo(event.id, { title: 'Members', requiresAuth: 'true' })).body;
  }, 30_000);

  it('serves ranges of a public video with the validators', async () => {
    const whole = await visitor().get(publicVideo.videoUrl).buffer(true);
    expect(whole.status).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers.etag).toBeTruthy();
    expect(whole.headers['last-modified']).toBeTruthy();
    expect(Number(whole.headers['content-length'])).toBe(publicVideo.fileSize);
    const part = await visitor().get(publicVideo.videoUrl).set('Range', 'bytes=0-99');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${publicVideo.fileSize}`);
    const tail = await visitor().get(publicVideo.videoUrl).set('Range', 'bytes=-10');
    expect(tail.status).toBe(206);
    expect((await visitor().get(publicVideo.videoUrl).set('Range', `bytes=${publicVideo.fileSize + 5}-`)).status).toBe(416);
    expect((await visitor().get(publicVideo.videoUrl).set('If-None-Match', whole.headers.etag)).status).toBe(304);
    expect((await visitor().get(`/api/videos/${publicVideo.id}/access`)).body).toEqual({ requiresAuth: false, hasAccess: true });
  });

  it('refuses a members-only video to visitors for every Range and URL form, privately', async () => {
    for (const range of [undefined, 'bytes=0-1', 'bytes=0-', 'bytes=-1', 'bytes=100-200', 'bytes=0-1,5-9', 'bytes=x']) {
      const req = visitor().get(membersVideo.videoUrl);
      if (range) req.set('Range', range);
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.headers['content-range']).toBeUndefined();
      expect(res.headers['cache-control']).toContain('private');
      expect(res.body.message).toMatch(/Members only/);
    }
    expect((await visitor().head(membersVideo.videoUrl)).status).toBe(401);
    // the stored file is not reachable through /uploads either
    const list = (await adminAgent.get('/api/admin/videos')).body as { id: string }[];
    expect(list.find((v) => v.id === membersVideo.id)).toBeDefined();
    for (const url of [`/uploads/videos/${membersVideo.id}.mp4`, `/uploads/videos%2F${membersVideo.id}.mp4`,
      `/uploads/../videos/${membersVideo.id}.mp4`, `/media/videos/..%2F${membersVideo.id}`]) {
      expect((await visitor().get(url)).status).toBe(404);
    }
    expect((await visitor().get(`/api/videos/${membersVideo.id}/access`)).body).toEqual({ requiresAuth: true, hasAccess: false });
  });

  it('serves a members-only video to a signed-in member with private caching', async () => {
    const res = await userAgent.get(membersVideo.videoUrl).set('Range', 'bytes=0-9');
    expect(res.status).toBe(206);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect((await userAgent.get(`/api/videos/${membersVideo.id}/access`)).body).toEqual({ requiresAuth: true, hasAccess: true });
  });

  it('answers 404 for unknown videos', async () => {
    expect((await visitor().get('/media/videos/nope')).status).toBe(404);
    expect((await visitor().get('/api/videos/nope/access')).status).toBe(404);
    expect((await visitor().get('/api/events/nope/videos')).status).toBe(404);
    expect((await visitor().get('/api/events/nope/main-video')).body).toBeNull();
  });
});

describe('battlers', () => {
  it('lists, searches (≥ 1 character, ≤ 5 results, prefix first) and details battlers', async () => {
    const event = await createEvent();
    for (const [a, b] of [['Sam One', 'Sam Two'], ['Sam Three', 'Sam Four'], ['Sam Five', 'Sam Six'], ['Big Sam', 'Other']]) {
      await uploadVideo(event.id, { battlerAName: a, battlerBName: b });
    }
    const found = (await visitor().get('/api/battlers/search?q=sam')).body as { name: string }[];
    expect(found).toHaveLength(5);
    expect(found.every((b) => b.name.startsWith('Sam'))).toBe(true);
    const empty = await visitor().get('/api/battlers/search?q=');
    expect(empty.status).toBe(400);
    expect((await visitor().get('/api/battlers/search')).status).toBe(400);
    const names = (await visitor().get('/api/battlers')).body as { id: string; name: string }[];
    expect(Object.keys(names[0]).sort()).toEqual(['id', 'name']);
    const stats = (await visitor().get('/api/battlers-with-stats')).body as Record<string, unknown>[];
    expect(stats.length).toBe(names.length);
    expect(stats[0]).not.toHaveProperty('hasApprovedApplication');
    expect((await visitor().get('/api/battlers/nope')).status).toBe(404);
    expect((await visitor().get('/api/battlers/nope')).body.message).toBe('Battler not found');
  });

  it('patches texts and flags, refusing bad lengths', async () => {
    const event = await createEvent();
    const v = (await uploadVideo(event.id, { battlerAName: 'Flag Test', battlerBName: 'Flag Foe' })).body;
    const id = v.battlerAId;
    const res = await adminAgent.patch(`/api/admin/battlers/${id}`).send({ tagline: 'Hot bars', quote: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tagline: 'Hot bars', quote: null });
    expect((await adminAgent.patch(`/api/admin/battlers/${id}`).send({ tagline: 'x'.repeat(101) })).body.message)
      .toBe('Tagline must be 100 characters or less');
    expect((await adminAgent.patch(`/api/admin/battlers/${id}`).send({ quote: 'x'.repeat(251) })).status).toBe(400);
    const flags = await adminAgent.patch(`/api/admin/battlers/${id}`).send({ isHallOfFame: true });
    expect(flags.body).toMatchObject({ isHallOfFame: true, category: 'hall_of_fame' });
    const dead = await adminAgent.patch(`/api/admin/battlers/${id}`)
      .send({ isDeceased: true, deceasedDate: '2024-02-02', memorialNotes: 'Legend' });
    expect(dead.body).toMatchObject({ isDeceased: true, category: 'in_memory', deceasedDate: '2024-02-02T00:00:00.000Z', memorialNotes: 'Legend' });
    expect((await adminAgent.patch(`/api/admin/battlers/${id}`).send({ isRetired: 'yes' })).status).toBe(400);
    expect((await adminAgent.patch('/api/admin/battlers/nope').send({ isRetired: true })).status).toBe(404);
  });

  it('uploads and removes a profile image, and deletes only battlers without videos', async () => {
    const event = await createEvent();
    const v = (await uploadVideo(event.id, { battlerAName: 'Pic Test', battlerBName: 'Pic Foe' })).body;
    const id = v.battlerAId;
    const bad = await adminAgent.post(`/api/admin/battlers/${id}/profile-image`).attach('profileImage', NOT_AN_IMAGE, 'x.png');
    expect(bad.status).toBe(400);
    const img = await adminAgent.post(`/api/admin/battlers/${id}/profile-image`).attach('profileImage', PNG_1x1, 'p.png');
    expect(img.status).toBe(200);
    expect(img.body.profileImageUrl).toMatch(/^\/uploads\/battlers\//);
    const removed = await adminAgent.delete(`/api/admin/battlers/${id}/profile-image`);
    expect(removed.body.profileImageUrl).toBeNull();

    const refused = await adminAgent.delete(`/api/admin/battlers/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cannot delete battler with existing battle videos');
    await adminAgent.delete(`/api/admin/videos/${v.id}`);
    expect((await adminAgent.delete(`/api/admin/battlers/${id}`)).status).toBe(200);
    expect((await visitor().get(`/api/battlers/${id}`)).status).toBe(404);
    // the name is free again: a new upload creates a new battler of that name
    const again = (await uploadVideo(event.id, { battlerAName: 'Pic Test', battlerBName: 'Pic Foe' })).body;
    expect(again.battlerAId).not.toBe(id);
  });

  it('recalculates win rates for one and for all', async () => {
    const all = await adminAgent.post('/api/admin/battlers/update-win-rates');
    expect(all.status).toBe(200);
    expect(all.body.updated).toBeGreaterThan(0);
    const list = (await adminAgent.get('/api/admin/battlers')).body as { id: string; name: string; videoCount: number }[];
    const one = await adminAgent.post(`/api/admin/battlers/${list[0].id}/update-win-rate`);
    expect(one.body.battler.name).toBe(list[0].name);
    expect((await adminAgent.post('/api/admin/battlers/nope/update-win-rate')).status).toBe(404);
  });

  it('refuses visitors and users on every admin battler call', async () => {
    for (const [agent, status] of [[visitor(), 401], [userAgent, 403]] as const) {
      expect((await agent.get('/api/admin/battlers')).status).toBe(status);
      expect((await agent.patch('/api/admin/battlers/x').send({ tagline: 'x' })).status).toBe(status);
      expect((await agent.delete('/api/admin/battlers/x')).status).toBe(status);
      expect((await agent.post('/api/admin/battlers/x/profile-image')).status).toBe(status);
      expect((await agent.delete('/api/admin/battlers/x/profile-image')).status).toBe(status);
      expect((await agent.post('/api/admin/battlers/update-win-rates')).status).toBe(status);
      expect((await agent.post('/api/admin/battlers/x/update-win-rate')).status).toBe(status);
    }
  });
});

describe('limits', () => {
  it('answers 413 for a video over VIDEO_MAX_MB and 400 for an over-long search, leaving no temporary file', async () => {
    const small = await startHarness({ VIDEO_MAX_MB: '1' });
    try {
      const agent = small.agent() as unknown as request.Agent;
      const a = await registerUser(agent as never);
      await makeRole(small, a.id, 'admin');
      const ev = await agent.post('/api/admin/events').field('title', 'Limits');
      const big = Buffer.concat([testVideo(), Buffer.alloc(2 * 1024 * 1024)]);
      const res = await agent.post('/api/admin/videos').field('title', 't').field('eventId', ev.body.id)
        .field('battlerAName', 'Big A').field('battlerBName', 'Big B').attach('video', big, 'big.mp4');
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('File too large: videos must be under 1MB');
      const { readdirSync } = await import('node:fs');
      const path = await import('node:path');
      expect(readdirSync(path.join(small.dataDir, 'tmp'))).toEqual([]);
      const search = await request(small.url).get(`/api/events?search=${'x'.repeat(201)}`);
      expect(search.status).toBe(400);
    } finally {
      await small.stop();
    }
  }, 30_000);
});
