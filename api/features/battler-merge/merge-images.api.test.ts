import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { handleCommand } from '../../../application/command-handling';
import { battlerDecider, battlerStream } from '../../../domain/battler/battler';
import { MemoryReadStore } from '../../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../projectors';
import { ProjectionRunner } from '../../../projections/runner';
import { type Harness, makeRole, registerUser, startHarness, uniqueName } from '../../../test/api-harness';
import { PNG_1x1 } from '../../../test/fixtures/images';
import type { MergePreviewWire } from './wire-types';

// A merge and the battlers' own images (issue 13 follow-up): the target takes the photo and
// cover it lacks (the same files), and the source's files it does not take are deleted.

let h: Harness;
let admin: request.Agent;
let owner: request.Agent;
let ownerId: string;
let owner2: request.Agent;
let owner2Id: string;
beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  await makeRole(h, (await registerUser(admin as never)).id, 'admin');
  owner = h.agent() as unknown as request.Agent;
  ownerId = (await registerUser(owner as never)).id;
  owner2 = h.agent() as unknown as request.Agent;
  owner2Id = (await registerUser(owner2 as never)).id;
}, 30_000);
afterAll(async () => { await h.stop(); });

const visitor = () => request(h.url);
const ctx = () => ({ actorId: 'cli', correlationId: 'test', at: new Date() });

/** A new battler, claimed by `userId` when given (the claim reactor's command, appended directly). */
async function battler(userId?: string): Promise<string> {
  const { deps } = h.running;
  const { id } = await deps.get(BattlerCommands).resolveByName(uniqueName('Merge Pic'), ctx());
  if (userId) {
    await handleCommand(deps.events, battlerStream(id), battlerDecider, { type: 'ClaimBattler', userId, claimRequestId: `claim-${id}` }, ctx());
  }
  await deps.runner.waitFor(await deps.events.headPosition());
  return id;
}

/** The stored files of a picture: the original and its resized copies, on disk under uploads/battlers. */
const filesOf = (url: string) => {
  const dir = path.join(h.dataDir, 'uploads', 'battlers');
  const stem = path.basename(url, path.extname(url));
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(`${stem}.`) || f.startsWith(`${stem}-`)) : [];
};
const served = async (url: string) => (await visitor().get(url)).status === 200;
const page = async (id: string) => (await visitor().get(`/api/battlers/${id}`)).body as Record<string, unknown>;

async function ownerImage(agent: request.Agent, id: string, kind: 'profile-image' | 'cover-image'): Promise<string> {
  const field = kind === 'profile-image' ? 'profileImage' : 'coverImage';
  const res = await agent.post(`/api/battlers/${id}/${kind}`).attach(field, PNG_1x1, 'p.png');
  expect(res.status).toBe(200);
  return res.body[kind === 'profile-image' ? 'profileImageUrl' : 'coverImageUrl'] as string;
}
async function adminPhoto(id: string): Promise<string> {
  const res = await admin.post(`/api/admin/battlers/${id}/profile-image`).attach('profileImage', PNG_1x1, 'p.png');
  expect(res.status).toBe(200);
  return res.body.profileImageUrl as string;
}
const preview = async (sourceId: string, targetId: string) =>
  (await admin.get('/api/admin/battlers/merge-preview').query({ sourceId, targetId })).body as MergePreviewWire;
async function merge(sourceId: string, targetId: string) {
  const res = await admin.post('/api/admin/battlers/merge').send({ sourceId, targetId });
  expect(res.status).toBe(200);
}

describe("a merge and the source's photo and cover", () => {
  it('a target without them shows them after the merge, the files still serve, and a replay gives the same target', async () => {
    const source = await battler(ownerId);
    const photo = await ownerImage(owner, source, 'profile-image');
    const cover = await ownerImage(owner, source, 'cover-image');
    await owner.patch(`/api/battlers/${source}/profile`).send({ tagline: 'Source line' });
    const target = await battler();
    const copies = filesOf(photo).length;
    expect(copies).toBeGreaterThan(1);

    expect((await preview(source, target)).profile).toEqual({ takes: ['profileImageUrl', 'coverImageUrl', 'tagline'], keepsOwn: [], ownerManaged: [] });
    await merge(source, target);

    expect(await page(target)).toMatchObject({ profileImageUrl: photo, coverImageUrl: cover, tagline: 'Source line', userId: ownerId });
    expect([await served(photo), await served(cover)]).toEqual([true, true]);
    expect([filesOf(photo).length, filesOf(cover).length]).toEqual([copies, copies]);
    // the owner, now the target's, manages them: replacing the photo deletes the file the target took
    const replaced = await ownerImage(owner, target, 'profile-image');
    expect(await served(photo)).toBe(false);
    expect(await served(replaced)).toBe(true);

    const { deps } = h.running;
    await deps.runner.waitFor(await deps.events.headPosition());
    const fresh = new MemoryReadStore();
    const replay = new ProjectionRunner(deps.events, fresh, allProjectors);
    await replay.start();
    await replay.stop();
    expect(await fresh.collection('battlers').get(target)).toEqual(await deps.reads.collection('battlers').get(target));
  }, 30_000);

  it("a target with its own keeps them untouched, and the source's files and their copies are gone", async () => {
    // a claimed target with its owner's photo and cover; the source's admin photo goes
    const target = await battler(owner2Id);
    const ownPhoto = await ownerImage(owner2, target, 'profile-image');
    const ownCover = await ownerImage(owner2, target, 'cover-image');
    const source = await battler();
    const photo = await adminPhoto(source);
    const copies = filesOf(photo).length;
    expect(await preview(source, target)).toMatchObject({ profile: { takes: [], keepsOwn: ['profileImageUrl'], ownerManaged: [] } });

    await merge(source, target);
    expect(await page(target)).toMatchObject({ profileImageUrl: ownPhoto, coverImageUrl: ownCover, userId: owner2Id });
    expect(await served(photo)).toBe(false);
    expect(filesOf(photo)).toEqual([]);
    expect([await served(ownPhoto), await served(ownCover)]).toEqual([true, true]);
    expect([filesOf(ownPhoto).length, filesOf(ownCover).length]).toEqual([copies, copies]);
  }, 30_000);

  it("a claimed source into an unclaimed target with its own photo: the target's photo stays, the source's goes, its cover comes", async () => {
    const source = await battler(ownerId);
    const photo = await ownerImage(owner, source, 'profile-image');
    const cover = await ownerImage(owner, source, 'cover-image');
    const target = await battler();
    const own = await adminPhoto(target);

    await merge(source, target);
    expect(await page(target)).toMatchObject({ profileImageUrl: own, coverImageUrl: cover, userId: ownerId });
    expect(filesOf(photo)).toEqual([]);
    expect([await served(photo), await served(own), await served(cover)]).toEqual([false, true, true]);
  }, 30_000);
});
