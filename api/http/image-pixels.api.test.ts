import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BattlerCommands } from '../../application/catalogue/battler-commands';
import { handleCommand } from '../../application/command-handling';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { type Harness, eventWithVideo, makeRole, registerUser, startHarness, uniqueName } from '../../test/api-harness';
import { pixelBombPng } from '../../test/fixtures/pixel-bomb';
import { testVideo } from '../../test/fixtures/videos';

let h: Harness;
let admin: request.Agent;
let owner: request.Agent;
let ownerId: string;
beforeAll(async () => {
  // no renditions: a frame thumbnail made in the background would be a file this suite did not send
  h = await startHarness({ RENDITIONS: 'off' });
  admin = h.agent() as unknown as request.Agent;
  await makeRole(h, (await registerUser(admin as never)).id, 'admin');
  owner = h.agent() as unknown as request.Agent;
  ownerId = (await registerUser(owner as never)).id;
}, 30_000);
afterAll(async () => { await h.stop(); });

/** About 30 KB of PNG that reads as 256 million pixels. */
const BOMB = pixelBombPng(16000, 16000);
const REFUSED = 'Image too large: images must be at most 40 megapixels (this one is 16000x16000)';

const visitor = () => request(h.url);
const ctx = () => ({ actorId: 'cli', correlationId: 'test', at: new Date() });

/** Every file under the uploads folder, whatever its area. */
function storedFiles(dir = path.join(h.dataDir, 'uploads')): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? storedFiles(path.join(dir, e.name)) : [path.join(dir, e.name)])).sort();
}

/** A new battler; the owner's unless `claimed` is false (the claim reactor's command, appended directly). */
async function battler(claimed = true): Promise<string> {
  const { deps } = h.running;
  const { id } = await deps.get(BattlerCommands).resolveByName(uniqueName('Battler'), ctx());
  if (claimed) {
    await handleCommand(deps.events, battlerStream(id), battlerDecider,
      { type: 'ClaimBattler', userId: ownerId, claimRequestId: `claim-${id}` }, ctx());
  }
  await deps.runner.waitFor(await deps.events.headPosition());
  return id;
}

/** The call's answer is the pixel limit's 413, and no file was kept. */
async function refusedAndNothingStored(call: () => PromiseLike<request.Response>) {
  const before = storedFiles();
  const res = await call();
  expect([res.status, res.body.message]).toEqual([413, REFUSED]);
  expect(storedFiles()).toEqual(before);
}

describe('a picture of more pixels than a photo (IMAGE_MAX_PIXELS)', () => {
  it('given a 30 KB PNG of 16000×16000, when the owner sends it as a battler cover or photo, then 413 names the limit and nothing is stored', async () => {
    expect(BOMB.length).toBeLessThan(64 * 1024);
    const id = await battler();
    await refusedAndNothingStored(() => owner.post(`/api/battlers/${id}/cover-image`).attach('coverImage', BOMB, 'cover.png'));
    await refusedAndNothingStored(() => owner.post(`/api/battlers/${id}/profile-image`).attach('profileImage', BOMB, 'me.png'));
    const shown = (await visitor().get(`/api/battlers/${id}`)).body;
    expect([shown.coverImageUrl, shown.profileImageUrl]).toEqual([null, null]);
  });

  it('given the same PNG, when a member sends it as their avatar, then 413 and no avatar', async () => {
    await refusedAndNothingStored(() => owner.post('/api/profile/avatar').attach('profilePicture', BOMB, 'avatar.png'));
    expect((await owner.get('/api/profile')).body.profilePictureUrl).toBeNull();
  });

  it('given the same PNG, when an admin sends it as a battler photo, sponsor logo, site logo, event or video thumbnail, then 413 every time and nothing is made', async () => {
    const id = await battler(false);
    await refusedAndNothingStored(() => admin.post(`/api/admin/battlers/${id}/profile-image`).attach('profileImage', BOMB, 'p.png'));
    await refusedAndNothingStored(() => admin.post('/api/admin/sponsors/any-sponsor/logo').attach('logo', BOMB, 'logo.png'));
    await refusedAndNothingStored(() => admin.post('/api/admin/system-settings/logo').attach('logo', BOMB, 'logo.png'));

    const title = uniqueName('Huge Night');
    await refusedAndNothingStored(() => admin.post('/api/admin/events').field('title', title).field('eventDate', '2024-01-01')
      .attach('thumbnail', BOMB, 't.png'));
    expect((await visitor().get('/api/events')).body.map((e: { title: string }) => e.title)).not.toContain(title);

    const names = { event: uniqueName('Night'), title: 'Clip', battlerA: uniqueName('A'), battlerB: uniqueName('B') };
    const video = await eventWithVideo(admin as never, names);
    await refusedAndNothingStored(() => admin.put(`/api/admin/videos/${video.id}`).field('title', 'Clip').field('eventId', video.eventId)
      .field('battlerAName', names.battlerA).field('battlerBName', names.battlerB).field('requiresAuth', 'false')
      .attach('thumbnail', BOMB, 't.png'));
    await refusedAndNothingStored(() => admin.post('/api/admin/videos').field('title', 'Second clip').field('eventId', video.eventId)
      .field('battlerAName', uniqueName('A')).field('battlerBName', uniqueName('B')).field('requiresAuth', 'false')
      .attach('video', testVideo(), 'v.mp4').attach('thumbnail', BOMB, 't.png'));
    const videos = (await visitor().get(`/api/events/${video.eventId}/videos`)).body as { title: string; thumbnailUrl: string | null }[];
    expect(videos.map((v) => [v.title, v.thumbnailUrl])).toEqual([['Clip', null]]);
  }, 30_000);

  it('given a picture of exactly 40 megapixels, when sent as an avatar, then it is taken', async () => {
    const res = await owner.post('/api/profile/avatar').attach('profilePicture', pixelBombPng(8000, 5000), 'avatar.png');
    expect(res.status).toBe(200);
    expect(res.body.profilePictureUrl).toMatch(/^\/uploads\/avatars\//);
  });
});
