import request from 'supertest';
import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { AUTO_REJECTED_DELETED_NOTE, autoRejectedMergedIntoNote } from '../../../domain/claim-request/limits';
import { type Harness, makeRole, registerUser, startHarness, uniqueName, uploadVideo } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';
import type { AdminClaimRequestWire, ClaimRequestWire } from './wire-types';

/** A claim, the list and a vote after the battler was deleted or merged away (the deletes audit). */
let h: Harness;
let admin: request.Agent;
beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  await makeRole(h, (await registerUser(admin as never)).id, 'admin');
}, 30_000);
afterAll(async () => { await h.stop(); });

async function member() {
  const agent = h.agent() as unknown as request.Agent;
  const user = await registerUser(agent as never);
  return { agent, user };
}
async function battler(name = uniqueName('Gone')) {
  const { id, position } = await h.running.deps.get(BattlerCommands)
    .resolveByName(name, { actorId: 'cli', correlationId: 'test', at: new Date() });
  await h.running.deps.runner.waitFor(position);
  return { id, name };
}
const form = {
  contactEmail: 'spitter@example.com', battleHistory: 'Ten years of battles across the Phoenix circuit, forty wins.',
  battleVideos: ['https://youtu.be/one'],
};
async function claim(agent: request.Agent, battlerId: string) {
  const res = await agent.post(`/api/battlers/${battlerId}/claim-request`).send(form);
  expect(res.status).toBe(201);
  return res.body as ClaimRequestWire;
}
const inList = async (id: string) =>
  ((await admin.get('/api/admin/claim-requests')).body as AdminClaimRequestWire[]).find((r) => r.id === id);
const WIRE_KEYS = [
  'id', 'battlerId', 'userId', 'contactEmail', 'contactPhone', 'battleVideos', 'battleHistory', 'additionalInfo', 'status',
  'reviewNotes', 'reviewedAt', 'createdAt', 'user', 'battler', 'submissionEmailSent', 'adminNotificationSent', 'resultEmailSent',
].sort();

describe('a claim on a battler an admin deleted', () => {
  it('is rejected with a note, frees the claimant\'s pending slot, and is listed with no battler', async () => {
    const { agent } = await member();
    const z = await battler();
    const c = await claim(agent, z.id);
    expect((await admin.delete(`/api/admin/battlers/${z.id}`)).status).toBe(200);
    await eventually(async () => expect((await agent.get('/api/user/pending-claim-request')).body).toBeNull());
    const listed = await inList(c.id);
    expect(listed).toMatchObject({ status: 'rejected', reviewNotes: AUTO_REJECTED_DELETED_NOTE, battler: null });
    expect(Object.keys(listed ?? {}).sort()).toEqual(WIRE_KEYS);
    await claim(agent, (await battler()).id);
  });
});

describe('a claim on a battler merged into another', () => {
  it('is rejected naming the target, and the list shows the battler it went to', async () => {
    const { agent } = await member();
    const [src, tgt] = [await battler(), await battler()];
    const c = await claim(agent, src.id);
    const merged = await admin.post('/api/admin/battlers/merge').send({ sourceId: src.id, targetId: tgt.id });
    expect(merged.status).toBe(200);
    await eventually(async () => expect(await inList(c.id)).toMatchObject({
      status: 'rejected', reviewNotes: autoRejectedMergedIntoNote(tgt.name), battler: { name: tgt.name },
    }));
    expect(Object.keys((await inList(c.id)) ?? {}).sort()).toEqual(WIRE_KEYS);
  });
});

describe('a vote from a page opened before a merge', () => {
  it('names the merged-away battler and counts for the battler that took its side', async () => {
    const ev = await admin.post('/api/admin/events').field('title', uniqueName('Gone Night')).field('eventDate', '2024-01-01');
    const [srcName, oppName, tgtName] = [uniqueName('Src'), uniqueName('Opp'), uniqueName('Tgt')];
    const video = await uploadVideo(admin as never, ev.body.id, { title: 'v', battlerA: srcName, battlerB: oppName });
    const tgt = await battler(tgtName);
    expect((await admin.post('/api/admin/battlers/merge').send({ sourceId: video.battlerAId, targetId: tgt.id })).status).toBe(200);
    const { agent } = await member();
    const res = await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: video.battlerAId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ battlerAVotes: 1, battlerBVotes: 0, totalVotes: 1, votedBattlerId: tgt.id });
    // the same choice again, by either id, is the same vote
    const again = await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: tgt.id });
    expect(again.body).toMatchObject({ battlerAVotes: 1, totalVotes: 1, votedBattlerId: tgt.id });
  });
});
