import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { handleCommand } from '../../../application/command-handling';
import { battlerDecider, battlerStream } from '../../../domain/battler/battler';
import { type Harness, makeRole, registerUser, startHarness, uniqueName } from '../../../test/api-harness';
import { bigPng, GIF_1x1, NOT_AN_IMAGE, PNG_1x1 } from '../../../test/fixtures/images';

let h: Harness;
let admin: request.Agent;
let owner: request.Agent;
let other: request.Agent;
let ownerId: string;
beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  await makeRole(h, (await registerUser(admin as never)).id, 'admin');
  owner = h.agent() as unknown as request.Agent;
  ownerId = (await registerUser(owner as never)).id;
  other = h.agent() as unknown as request.Agent;
  await registerUser(other as never);
}, 30_000);
afterAll(async () => { await h.stop(); });

const visitor = () => request(h.url);
const ctx = () => ({ actorId: 'cli', correlationId: 'test', at: new Date() });

/** A new battler; claimed by the owner unless `claimed` is false (the claim reactor's command, appended directly). */
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

/** The battler images on disk. */
const storedFiles = () => {
  const dir = path.join(h.dataDir, 'uploads', 'battlers');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

/** Whether a stored file is still served. */
const served = async (url: string) => (await visitor().get(url)).status === 200;

describe('the owner\'s texts', () => {
  it('sets the tagline and quote, trims them, keeps an absent one and clears an empty one', async () => {
    const id = await battler();
    const res = await owner.patch(`/api/battlers/${id}/profile`).send({ tagline: '  Bars for days ', quote: 'Never miss' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, tagline: 'Bars for days', quote: 'Never miss', userId: ownerId });
    expect(res.body).not.toHaveProperty('nameLower');
    expect(res.body).not.toHaveProperty('videoCount');

    const kept = await owner.patch(`/api/battlers/${id}/profile`).send({ quote: '' });
    expect(kept.body).toMatchObject({ tagline: 'Bars for days', quote: null });
    expect((await visitor().get(`/api/battlers/${id}`)).body).toMatchObject({ tagline: 'Bars for days', quote: null });
  });

  it('limits the tagline to 100 and the quote to 250 characters', async () => {
    const id = await battler();
    expect((await owner.patch(`/api/battlers/${id}/profile`).send({ tagline: 't'.repeat(100), quote: 'q'.repeat(250) })).status).toBe(200);
    const long = await owner.patch(`/api/battlers/${id}/profile`).send({ tagline: 't'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Tagline must be 100 characters or less');
    const longQuote = await owner.patch(`/api/battlers/${id}/profile`).send({ quote: 'q'.repeat(251) });
    expect(longQuote.status).toBe(400);
    expect(longQuote.body.message).toBe('Quote must be 250 characters or less');
    expect((await owner.patch(`/api/battlers/${id}/profile`).send({ tagline: 7 })).status).toBe(400);
  });
});

describe('the owner\'s images', () => {
  for (const [kind, field, key] of [['profile-image', 'profileImage', 'profileImageUrl'], ['cover-image', 'coverImage', 'coverImageUrl']] as const) {
    it(`sets, replaces and removes the ${kind}, deleting the file it replaces`, async () => {
      const id = await battler();
      const first = await owner.post(`/api/battlers/${id}/${kind}`).attach(field, PNG_1x1, 'a.png');
      expect(first.status).toBe(200);
      const firstUrl = first.body[key] as string;
      expect(firstUrl).toMatch(/^\/uploads\/battlers\/[\w-]+\.png$/);
      expect(await served(firstUrl)).toBe(true);
      expect((await visitor().get(`/api/battlers/${id}`)).body[key]).toBe(firstUrl);

      const second = await owner.post(`/api/battlers/${id}/${kind}`).attach(field, GIF_1x1, 'b.gif');
      const secondUrl = second.body[key] as string;
      expect(secondUrl).toMatch(/\.gif$/);
      expect(await served(firstUrl)).toBe(false);
      expect(storedFiles()).toContain(path.basename(secondUrl));
      expect(storedFiles()).not.toContain(path.basename(firstUrl));

      const removed = await owner.delete(`/api/battlers/${id}/${kind}`);
      expect(removed.status).toBe(200);
      expect(removed.body[key]).toBeNull();
      expect(await served(secondUrl)).toBe(false);
      expect(storedFiles()).not.toContain(path.basename(secondUrl));
      // removing nothing is no error
      expect((await owner.delete(`/api/battlers/${id}/${kind}`)).status).toBe(200);
    });

    it(`refuses a ${kind} that is not an image (400), over 5 MB (413) or missing (400)`, async () => {
      const id = await battler();
      const bad = await owner.post(`/api/battlers/${id}/${kind}`).attach(field, NOT_AN_IMAGE, 'x.png');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^Invalid file/);
      const big = await owner.post(`/api/battlers/${id}/${kind}`).attach(field, bigPng(5 * 1024 * 1024 + 1), 'big.png');
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('File too large: images must be under 5MB');
      expect((await owner.post(`/api/battlers/${id}/${kind}`)).status).toBe(400);
      expect((await owner.post(`/api/battlers/${id}/${kind}`).attach('somethingElse', PNG_1x1, 'p.png')).status).toBe(400);
      expect((await visitor().get(`/api/battlers/${id}`)).body[key]).toBeNull();
    });
  }
});

describe('who may call', () => {
  const calls = (id: string) => [
    (a: request.Agent | ReturnType<typeof visitor>) => a.patch(`/api/battlers/${id}/profile`).send({ tagline: 'x' }),
    (a: request.Agent | ReturnType<typeof visitor>) => a.post(`/api/battlers/${id}/profile-image`).attach('profileImage', PNG_1x1, 'p.png'),
    (a: request.Agent | ReturnType<typeof visitor>) => a.delete(`/api/battlers/${id}/profile-image`),
    (a: request.Agent | ReturnType<typeof visitor>) => a.post(`/api/battlers/${id}/cover-image`).attach('coverImage', PNG_1x1, 'c.png'),
    (a: request.Agent | ReturnType<typeof visitor>) => a.delete(`/api/battlers/${id}/cover-image`),
  ];

  it('answers 401 to a visitor, 403 to another user and to an admin, on every owner call', async () => {
    const id = await battler();
    for (const call of calls(id)) {
      const anon = await call(visitor());
      expect(anon.status).toBe(401);
      expect(anon.body.message).toBe('Not authenticated');
      const stranger = await call(other);
      expect(stranger.status).toBe(403);
      expect(stranger.body.message).toBe('This battler is claimed by another user');
      expect((await call(admin)).status).toBe(403);
    }
    expect((await visitor().get(`/api/battlers/${id}`)).body).toMatchObject({ tagline: null, profileImageUrl: null, coverImageUrl: null });
  });

  it('answers 403 on a battler nobody claimed, and 404 on an unknown battler', async () => {
    const id = await battler(false);
    for (const call of calls(id)) {
      const res = await call(owner);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You can only edit a battler you have claimed');
    }
    for (const call of calls('no-such-battler')) {
      const res = await call(owner);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Battler not found');
    }
  });
});

describe('the admin on a claimed battler', () => {
  it('is refused the tagline, quote and image (409) but still sets the flags', async () => {
    const id = await battler();
    await owner.patch(`/api/battlers/${id}/profile`).send({ tagline: 'Mine' });
    for (const body of [{ tagline: 'Admin says' }, { quote: 'Admin says' }, { tagline: null }]) {
      const res = await admin.patch(`/api/admin/battlers/${id}`).send(body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This battler is managed by its owner');
    }
    const img = await admin.post(`/api/admin/battlers/${id}/profile-image`).attach('profileImage', PNG_1x1, 'p.png');
    expect(img.status).toBe(409);
    expect(img.body.message).toBe("This battler's profile image is managed by its owner");
    expect((await admin.delete(`/api/admin/battlers/${id}/profile-image`)).status).toBe(409);

    const flags = await admin.patch(`/api/admin/battlers/${id}`).send({ isHallOfFame: true });
    expect(flags.status).toBe(200);
    expect(flags.body).toMatchObject({ isHallOfFame: true, tagline: 'Mine', userId: ownerId });
  });

  it('keeps no file of a refused upload', async () => {
    const id = await battler();
    const before = { head: await h.running.deps.events.headPosition(), files: storedFiles() };
    expect((await admin.post(`/api/admin/battlers/${id}/profile-image`).attach('profileImage', PNG_1x1, 'p.png')).status).toBe(409);
    expect((await other.post(`/api/battlers/${id}/cover-image`).attach('coverImage', PNG_1x1, 'c.png')).status).toBe(403);
    expect((await owner.post('/api/battlers/nobody/cover-image').attach('coverImage', PNG_1x1, 'c.png')).status).toBe(404);
    expect({ head: await h.running.deps.events.headPosition(), files: storedFiles() }).toEqual(before);
  });
});

describe('deletion and audit', () => {
  it('deletes the photo and the cover with the battler', async () => {
    const id = await battler();
    const photo = (await owner.post(`/api/battlers/${id}/profile-image`).attach('profileImage', PNG_1x1, 'p.png')).body.profileImageUrl;
    const cover = (await owner.post(`/api/battlers/${id}/cover-image`).attach('coverImage', PNG_1x1, 'c.png')).body.coverImageUrl;
    expect((await admin.delete(`/api/admin/battlers/${id}`)).status).toBe(200);
    expect(await served(photo)).toBe(false);
    expect(await served(cover)).toBe(false);
  });

  it('shows each owner edit in the admin audit log, naming the owner', async () => {
    const id = await battler();
    await owner.patch(`/api/battlers/${id}/profile`).send({ tagline: 'Audited' });
    await owner.post(`/api/battlers/${id}/profile-image`).attach('profileImage', PNG_1x1, 'p.png');
    await owner.post(`/api/battlers/${id}/cover-image`).attach('coverImage', PNG_1x1, 'c.png');
    const log = (await admin.get('/api/admin/audit')).body as { action: string; targetId: string; actorId: string; details: string }[];
    const mine = log.filter((e) => e.targetId === id).map((e) => [e.action, e.actorId, e.details]);
    expect(mine).toEqual(expect.arrayContaining([
      ['battler_profile_updated', ownerId, 'Tagline "Audited", quote none (by the owner)'],
      ['battler_photo_changed', ownerId, 'Profile photo added by the owner'],
      ['battler_cover_changed', ownerId, 'Cover image added by the owner'],
    ]));
  });
});
