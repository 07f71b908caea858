import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { adminAgent, eventWithVideo, type Harness, makeRole, signedInMember, startHarness } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';

let h: Harness;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let video: { id: string; eventId: string };

beforeAll(async () => {
  h = await startHarness();
  admin = await adminAgent(h);
  video = await eventWithVideo(admin, { event: 'Mod Night', title: 'Mod Bout', battlerA: 'Mod Ace', battlerB: 'Mod Blaze' });
}, 30_000);
afterAll(async () => { await h.stop(); });

const removal = (id: string) => `/api/admin/comments/${id}/removal`;
const list = async () => (await request(h.url).get(`/api/videos/${video.id}/comments`).expect(200)).body as { id: string }[];
const comment = async (agent: request.Agent, content: string, parentCommentId?: string) => {
  const res = await agent.post(`/api/videos/${video.id}/comments`).send({ content, parentCommentId });
  expect(res.status).toBe(201);
  return res.body as { id: string };
};
const outbox = () => {
  const dir = path.join(h.dataDir, 'outbox');
  try {
    return readdirSync(dir).filter((f) => !f.startsWith('.')).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};

describe('an admin removes a comment', () => {
  it('answers 200 once the list no longer shows it or its replies; the author is mailed once; the audit log shows it', async () => {
    const { agent: author, user } = await signedInMember(h);
    const { agent: other } = await signedInMember(h);
    const top = await comment(author, 'You are all trash');
    const reply = await comment(other, 'Calm down');
    const answer = await comment(other, 'Reply to top', top.id);
    const before = (await list()).length;

    const res = await admin.post(removal(top.id)).send({ reason: '  Insults are not allowed  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: top.id, removed: true, removedIds: [top.id, answer.id] });
    const after = (await list()).map((c) => c.id);
    expect(after).not.toContain(top.id);
    expect(after).not.toContain(answer.id);
    expect(after).toContain(reply.id);
    expect(after).toHaveLength(before - 2);

    await eventually(() => {
      const mails = outbox().filter((m) => m.includes(`To: ${user.email}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Subject: UBR: your comment on Mod Bout was removed');
      expect(mails[0]).toContain('Insults are not allowed');
      expect(mails[0]).toContain('You are all trash');
    });
    await eventually(async () => {
      const audit = (await admin.get('/api/admin/audit')).body as { action: string; targetId: string; actorName: string; targetName: string; details: string; at: string }[];
      const line = audit.find((e) => e.targetId === top.id && e.action === 'comment_removed');
      expect(line).toMatchObject({ targetName: 'Mod Bout', details: `Comment by ${user.username} removed: Insults are not allowed`, at: expect.any(String) });
      expect(line?.actorName).not.toBe(user.username);
      expect(audit.filter((e) => e.targetId === top.id && e.action === 'comment_removal_notice_sent')).toHaveLength(1);
    });

    // gone for its author too, and a second removal finds nothing
    expect((await author.patch(`/api/comments/${top.id}`).send({ content: 'edited' })).status).toBe(404);
    expect((await author.delete(`/api/comments/${top.id}`)).status).toBe(404);
    const again = await admin.post(removal(top.id)).send({ reason: 'Twice' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Comment not found');
    expect(outbox().filter((m) => m.includes(`To: ${user.email}`))).toHaveLength(1);
  });

  it('lets a super admin remove a reply, which goes alone', async () => {
    const { agent: author } = await signedInMember(h);
    const { agent: superAdmin, user: su } = await signedInMember(h);
    await makeRole(h, su.id, 'super_admin');
    const top = await comment(author, 'Top');
    const reply = await comment(author, 'Nasty reply', top.id);
    const res = await superAdmin.post(removal(reply.id)).send({ reason: 'Spam' });
    expect(res.status).toBe(200);
    expect(res.body.removedIds).toEqual([reply.id]);
    const ids = (await list()).map((c) => c.id);
    expect(ids).toContain(top.id);
    expect(ids).not.toContain(reply.id);
  });

  it('refuses a visitor (401) and a plain user (403), even on their own comment', async () => {
    const { agent: author } = await signedInMember(h);
    const c = await comment(author, 'Mine');
    const visitor = await request(h.url).post(removal(c.id)).send({ reason: 'Because' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Not authenticated');
    const plain = await author.post(removal(c.id)).send({ reason: 'Because' });
    expect(plain.status).toBe(403);
    expect(typeof plain.body.message).toBe('string');
    expect((await list()).map((x) => x.id)).toContain(c.id);
  });

  it('answers 404 for an unknown or deleted comment, 400 naming a missing, short or long reason', async () => {
    const unknown = await admin.post(removal('no-such-comment')).send({ reason: 'Because' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Comment not found');
    const { agent: author } = await signedInMember(h);
    const gone = await comment(author, 'Soon gone');
    expect((await author.delete(`/api/comments/${gone.id}`)).status).toBe(200);
    expect((await admin.post(removal(gone.id)).send({ reason: 'Because' })).status).toBe(404);

    const c = await comment(author, 'Still here');
    for (const [body, message] of [
      [{}, 'A reason is required'],
      [{ reason: '   ' }, 'A reason is required'],
      [{ reason: 42 }, 'A reason is required'],
      [{ reason: ' ab ' }, 'The reason must be at least 3 characters'],
      [{ reason: 'r'.repeat(501) }, 'The reason must be 500 characters or less'],
    ] as const) {
      const res = await admin.post(removal(c.id)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await list()).map((x) => x.id)).toContain(c.id);
  });
});
