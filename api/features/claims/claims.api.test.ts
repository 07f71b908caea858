import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { handleCommand } from '../../../application/command-handling';
import { battlerDecider, battlerStream } from '../../../domain/battler/battler';
import {
  APPROVAL_USER_HAS_BATTLER, AUTO_REJECTED_NOTE, BATTLE_HISTORY_TOO_SHORT, BATTLE_VIDEOS_REQUIRED, BATTLER_ALREADY_CLAIMED, CLAIM_ALREADY_PENDING,
  CLAIM_ALREADY_REQUESTED, CLAIM_NOT_PENDING, CONTACT_EMAIL_INVALID, USER_HAS_BATTLER,
} from '../../../domain/claim-request/limits';
import { type Harness, makeRole, registerUser, startHarness, uniqueName } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';
import type { AdminClaimRequestWire, ClaimRequestWire } from './wire-types';

let h: Harness;
let admin: request.Agent;
let adminEmail: string;
beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  const a = await registerUser(admin as never);
  adminEmail = a.email;
  await makeRole(h, a.id, 'admin');
}, 30_000);
afterAll(async () => { await h.stop(); });

const visitor = () => request(h.url) as unknown as request.Agent;
async function member() {
  const agent = h.agent() as unknown as request.Agent;
  const user = await registerUser(agent as never);
  return { agent, user };
}
async function battler(name = uniqueName('Battler')) {
  const { id, position } = await h.running.deps.get(BattlerCommands)
    .resolveByName(name, { actorId: 'cli', correlationId: 'test', at: new Date() });
  await h.running.deps.runner.waitFor(position);
  return { id, name };
}
const form = (overrides: Record<string, unknown> = {}) => ({
  contactEmail: 'spitter@example.com', contactPhone: '', battleHistory: 'Ten years of battles across the Phoenix circuit, forty wins.',
  additionalInfo: '  ', battleVideos: ['https://youtu.be/one', '  '], socialMediaLinks: { instagram: 'https://instagram.com/s', tiktok: '' },
  ...overrides,
});
async function claim(agent: request.Agent, battlerId: string, overrides: Record<string, unknown> = {}) {
  const res = await agent.post(`/api/battlers/${battlerId}/claim-request`).send(form(overrides));
  expect(res.status).toBe(201);
  return res.body as ClaimRequestWire;
}
const review = (id: string, status: string, reviewNotes?: string) =>
  admin.patch(`/api/admin/claim-requests/${id}/status`).send({ status, reviewNotes });
const adminList = async () => (await admin.get('/api/admin/claim-requests')).body as AdminClaimRequestWire[];
const outbox = () => {
  const dir = path.join(h.dataDir, 'outbox');
  try {
    return readdirSync(dir).filter((f) => !f.startsWith('.')).sort().map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};

describe('requesting a claim', () => {
  it('answers 201 with the pending request, blank fields dropped; the claimant sees it as pending', async () => {
    const { agent, user } = await member();
    const b = await battler();
    const res = await agent.post(`/api/battlers/${b.id}/claim-request`).send(form({ battlerId: b.id }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), battlerId: b.id, userId: user.id, contactEmail: 'spitter@example.com', contactPhone: null,
      socialMediaLinks: { instagram: 'https://instagram.com/s' }, battleVideos: ['https://youtu.be/one'],
      battleHistory: 'Ten years of battles across the Phoenix circuit, forty wins.', additionalInfo: null,
      status: 'pending', reviewNotes: null, reviewedAt: null, createdAt: expect.any(String),
    } satisfies Record<keyof ClaimRequestWire, unknown>);
    expect((await agent.get('/api/user/pending-claim-request')).body).toEqual(res.body);
    expect((await agent.get('/api/user/claimed-battler')).body).toBeNull();
  });

  it('omits the social links when none is left', async () => {
    const { agent } = await member();
    const r = await claim(agent, (await battler()).id, { socialMediaLinks: { youtube: ' ' } });
    expect(r).not.toHaveProperty('socialMediaLinks');
  });

  it('refuses bad input with 400 and its message, and a body battlerId other than the path\'s', async () => {
    const { agent } = await member();
    const b = await battler();
    const post = (body: Record<string, unknown>) => agent.post(`/api/battlers/${b.id}/claim-request`).send(form(body));
    expect((await post({ battleHistory: 'short' })).body.message).toBe(BATTLE_HISTORY_TOO_SHORT);
    expect((await post({ battleVideos: [' '] })).body.message).toBe(BATTLE_VIDEOS_REQUIRED);
    const email = await post({ contactEmail: 'nope' });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe(CONTACT_EMAIL_INVALID);
    expect((await post({ battleVideos: ['ftp://x.test/v'] })).status).toBe(400);
    const link = await post({ socialMediaLinks: { website: 'javascript:alert(1)' } });
    expect(link.status).toBe(400);
    expect(link.body.message).toBe('The website link must be a web address starting with http:// or https://');
    expect((await post({ socialMediaLinks: { myspace: 'https://myspace.com/x' } })).status).toBe(400);
    const other = await post({ battlerId: 'someone-else' });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/battlerId/);
  });

  it('answers 401 for visitors on every member call, and 404 for an unknown battler', async () => {
    const b = await battler();
    expect((await visitor().post(`/api/battlers/${b.id}/claim-request`).send(form())).status).toBe(401);
    expect((await visitor().get('/api/user/claimed-battler')).status).toBe(401);
    expect((await visitor().get('/api/user/pending-claim-request')).status).toBe(401);
    const { agent } = await member();
    const res = await agent.post('/api/battlers/no-such-battler/claim-request').send(form());
    expect(res.status).toBe(404);
  });

  it('allows one pending request at a time, and one per battler until an admin deletes it', async () => {
    const { agent } = await member();
    const [b1, b2] = [await battler(), await battler()];
    const first = await claim(agent, b1.id);
    const again = await agent.post(`/api/battlers/${b1.id}/claim-request`).send(form());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CLAIM_ALREADY_REQUESTED);
    const elsewhere = await agent.post(`/api/battlers/${b2.id}/claim-request`).send(form());
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(CLAIM_ALREADY_PENDING);

    expect((await review(first.id, 'rejected', 'Show us more')).status).toBe(200);
    const afterRejection = await agent.post(`/api/battlers/${b1.id}/claim-request`).send(form());
    expect(afterRejection.body.message).toBe(CLAIM_ALREADY_REQUESTED);
    expect((await admin.delete(`/api/admin/claim-requests/${first.id}`)).status).toBe(200);
    await claim(agent, b1.id);
  });
});

describe('the admin\'s review', () => {
  it('answers 401 for visitors and 403 for members on every admin call', async () => {
    const { agent } = await member();
    const r = await claim(agent, (await battler()).id);
    for (const a of [visitor(), agent]) {
      const expected = a === agent ? 403 : 401;
      expect((await a.get('/api/admin/claim-requests')).status).toBe(expected);
      expect((await a.patch(`/api/admin/claim-requests/${r.id}/status`).send({ status: 'approved' })).status).toBe(expected);
      expect((await a.delete(`/api/admin/claim-requests/${r.id}`)).status).toBe(expected);
    }
  });

  it('lists requests newest first with the claimant, the battler and the mail flags', async () => {
    const { agent, user } = await member();
    const b = await battler();
    const r = await claim(agent, b.id);
    await eventually(async () => {
      const row = (await adminList())[0];
      expect(row).toEqual({
        ...r, socialMediaLinks: { instagram: 'https://instagram.com/s' }, user: { firstName: user.firstName, lastName: user.lastName, username: user.username, email: user.email },
        battler: { name: b.name }, submissionEmailSent: true, adminNotificationSent: true, resultEmailSent: false,
      } satisfies Record<keyof AdminClaimRequestWire, unknown>);
    });
  });

  it('approval makes the claimant the owner, rejects the other pending requests, and refuses a second review', async () => {
    const b = await battler();
    const winner = await member();
    const loser = await member();
    const won = await claim(winner.agent, b.id);
    const lost = await claim(loser.agent, b.id);

    const res = await review(won.id, 'approved');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: won.id, status: 'approved', reviewNotes: null, reviewedAt: expect.any(String) });
    expect((await visitor().get(`/api/battlers/${b.id}`)).body.userId).toBe(winner.user.id);
    expect((await winner.agent.get('/api/user/claimed-battler')).body).toMatchObject({ id: b.id, name: b.name, userId: winner.user.id });
    expect((await winner.agent.get('/api/user/pending-claim-request')).body).toBeNull();
    await eventually(async () => expect((await adminList()).find((r) => r.id === lost.id))
      .toMatchObject({ status: 'rejected', reviewNotes: AUTO_REJECTED_NOTE }));

    const second = await review(won.id, 'rejected');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(CLAIM_NOT_PENDING);
    // approving the other claim now (the battler is claimed meanwhile): 409, and the owner stays
    const late = await review(lost.id, 'approved');
    expect(late.status).toBe(409);
    expect((await visitor().get(`/api/battlers/${b.id}`)).body.userId).toBe(winner.user.id);
    expect((await loser.agent.get('/api/user/claimed-battler')).body).toBeNull();

    // a claimed battler refuses new requests; its owner may claim no other
    const third = await member();
    const refused = await third.agent.post(`/api/battlers/${b.id}/claim-request`).send(form());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BATTLER_ALREADY_CLAIMED);
    const owns = await winner.agent.post(`/api/battlers/${(await battler()).id}/claim-request`).send(form());
    expect(owns.status).toBe(409);
    expect(owns.body.message).toBe(USER_HAS_BATTLER);

    // the three mails, once each: confirmation and admin notice on submission, the result with the approval
    await eventually(async () => {
      const list = await adminList();
      for (const id of [won.id, lost.id])
        expect(list.find((r) => r.id === id)).toMatchObject({ submissionEmailSent: true, adminNotificationSent: true, resultEmailSent: true });
    });
    const about = outbox().filter((m) => m.includes(b.name));
    expect(about.filter((m) => m.includes(`Subject: UBR: your claim request for ${b.name} was approved`))).toHaveLength(1);
    expect(about.filter((m) => m.includes(`Subject: UBR: your claim request for ${b.name} was rejected`))).toHaveLength(1);
    expect(about.filter((m) => m.includes(`Subject: UBR: we received your claim request for ${b.name}`))).toHaveLength(2);
    expect(about.filter((m) => m.includes('Subject: UBR: new claim request') && m.includes(adminEmail))).toHaveLength(2);

    // each step in the audit log, with its actor
    await eventually(async () => {
      const audit = (await admin.get('/api/admin/audit')).body as { action: string; targetId: string; targetName: string; actorId: string | null }[];
      const of = (id: string) => audit.filter((e) => e.targetId === id).map((e) => e.action).sort();
      expect(of(won.id)).toEqual(['claim_mail_sent', 'claim_mail_sent', 'claim_mail_sent', 'claim_request_approved', 'claim_request_submitted']);
      expect(of(lost.id)).toEqual(['claim_mail_sent', 'claim_mail_sent', 'claim_mail_sent', 'claim_request_auto_rejected', 'claim_request_submitted']);
      expect(audit.find((e) => e.targetId === b.id && e.action === 'battler_claimed')).toMatchObject({ targetName: b.name });
    });
  });

  it('a request reaching a battler claimed since answers 409', async () => {
    const b = await battler();
    const a = await member();
    const c = await member();
    const first = await claim(a.agent, b.id);
    expect((await review(first.id, 'approved')).status).toBe(200);
    const late = await c.agent.post(`/api/battlers/${b.id}/claim-request`).send(form());
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BATTLER_ALREADY_CLAIMED);
  });

  it('answers 409 to an approval when the user owns another battler meanwhile, and changes nothing', async () => {
    const { agent, user } = await member();
    const [wanted, owned] = [await battler(), await battler()];
    const r = await claim(agent, wanted.id);
    // an ownership the claimant's stream does not know of (made on the battler's stream only)
    const { position } = await handleCommand(h.running.deps.events, battlerStream(owned.id), battlerDecider,
      { type: 'ClaimBattler', userId: user.id, claimRequestId: 'elsewhere' }, { actorId: 'cli', correlationId: 'test', at: new Date() });
    await h.running.deps.runner.waitFor(position);
    const res = await review(r.id, 'approved');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(APPROVAL_USER_HAS_BATTLER);
    expect((await adminList()).find((x) => x.id === r.id)).toMatchObject({ status: 'pending', reviewedAt: null });
    expect((await visitor().get(`/api/battlers/${wanted.id}`)).body.userId).toBeNull();
  });

  it('frees the owner of a battler an admin deleted: they may claim and be given another', async () => {
    const { agent, user } = await member();
    const [gone, next] = [await battler(), await battler()];
    expect((await review((await claim(agent, gone.id)).id, 'approved')).status).toBe(200);
    expect((await admin.delete(`/api/admin/battlers/${gone.id}`)).status).toBe(200);
    expect((await agent.get('/api/user/claimed-battler')).body).toBeNull();
    const again = await claim(agent, next.id);
    expect((await review(again.id, 'approved')).status).toBe(200);
    expect((await visitor().get(`/api/battlers/${next.id}`)).body.userId).toBe(user.id);
    // and owning that one, no third
    const third = await agent.post(`/api/battlers/${(await battler()).id}/claim-request`).send(form());
    expect(third.body.message).toBe(USER_HAS_BATTLER);
  });

  it('frees them too when the battler their claimed one was merged into is deleted', async () => {
    const { agent } = await member();
    const [source, target] = [await battler(), await battler()];
    expect((await review((await claim(agent, source.id)).id, 'approved')).status).toBe(200);
    expect((await admin.post('/api/admin/battlers/merge').send({ sourceId: source.id, targetId: target.id })).status).toBe(200);
    await eventually(async () => expect((await agent.get('/api/user/claimed-battler')).body).toMatchObject({ id: target.id }));
    // the merged battler is no longer one to claim
    expect((await (await member()).agent.post(`/api/battlers/${source.id}/claim-request`).send(form())).status).toBe(404);
    expect((await agent.post(`/api/battlers/${(await battler()).id}/claim-request`).send(form())).body.message).toBe(USER_HAS_BATTLER);
    expect((await admin.delete(`/api/admin/battlers/${target.id}`)).status).toBe(200);
    await claim(agent, (await battler()).id);
  });

  it('frees them when their battler was merged into one that kept another owner (a merge racing a claim)', async () => {
    const { agent } = await member();
    const [source, target] = [await battler(), await battler()];
    expect((await review((await claim(agent, source.id)).id, 'approved')).status).toBe(200);
    const at = { actorId: 'cli', correlationId: 'test', at: new Date() };
    await handleCommand(h.running.deps.events, battlerStream(target.id), battlerDecider,
      { type: 'ClaimBattler', userId: 'someone-else', claimRequestId: 'elsewhere' }, at);
    // the merge decided on a copy of the target from before its claim; the absorption then keeps the target's owner
    const { position } = await handleCommand(h.running.deps.events, battlerStream(source.id), battlerDecider, {
      type: 'MergeBattlers', target: { battlerId: target.id, name: target.name, exists: true, mergedInto: null, userId: null },
    }, at);
    await h.running.deps.runner.waitFor(position);
    await eventually(async () => expect((await visitor().get(`/api/battlers/${target.id}`)).body.userId).toBe('someone-else'));
    expect((await agent.get('/api/user/claimed-battler')).body).toBeNull();
    await claim(agent, (await battler()).id);
  });

  it('refuses an unknown status with 400 and an unknown request with 404', async () => {
    expect((await review('no-such-request', 'approved')).status).toBe(404);
    expect((await admin.delete('/api/admin/claim-requests/no-such-request')).status).toBe(404);
    const { agent } = await member();
    const r = await claim(agent, (await battler()).id);
    expect((await review(r.id, 'pending')).status).toBe(400);
  });

  it('deletes in any state; the request leaves the lists', async () => {
    const { agent } = await member();
    const r = await claim(agent, (await battler()).id);
    expect((await review(r.id, 'rejected', 'No videos of you')).body).toMatchObject({ status: 'rejected', reviewNotes: 'No videos of you' });
    expect((await admin.delete(`/api/admin/claim-requests/${r.id}`)).body).toEqual({ message: 'Claim request deleted' });
    expect((await adminList()).some((x) => x.id === r.id)).toBe(false);
    expect((await admin.delete(`/api/admin/claim-requests/${r.id}`)).status).toBe(404);
  });
});
