import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BATTLERS } from '../../../application/catalogue/read-model';
import { CLAIM_REQUESTS } from '../../../application/claims/read-model';
import type { ReadStore } from '../../../application/ports/read-store';
import { AUDIT_LOG } from '../../../application/users/read-model';
import { loadConfig } from '../../../infrastructure/config';
import { type Harness, makeRole, registerUser, startHarness, uniqueName } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';
import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { type RunningServer, startServer } from '../../server';

let h: Harness;
let restarted: RunningServer | null = null;
beforeAll(async () => { h = await startHarness(); }, 30_000);
afterAll(async () => {
  await restarted?.stop();
  rmSync(h.dataDir, { recursive: true, force: true });
});

async function snapshot(reads: ReadStore) {
  const all = async (name: string) => [...await reads.collection<{ id: string }>(name).find({})].sort((a, b) => a.id.localeCompare(b.id));
  return {
    requests: await all(CLAIM_REQUESTS),
    owners: (await all(BATTLERS)).map((b) => [b.id, (b as { userId?: string | null }).userId]),
    audit: (await all(AUDIT_LOG)).filter((e) => /claim/.test(String((e as { action?: string }).action))),
  };
}
const outboxFiles = () => readdirSync(path.join(h.dataDir, 'outbox')).filter((f) => !f.startsWith('.')).length;

describe('replaying the log of claims', () => {
  it('gives the same owners, requests and flags, and sends no mail again, even with the reactors\' checkpoints lost', async () => {
    const admin = h.agent() as unknown as request.Agent;
    await makeRole(h, (await registerUser(admin as never)).id, 'admin');
    const members = [h.agent(), h.agent(), h.agent()] as unknown as request.Agent[];
    for (const m of members) await registerUser(m as never);
    const { id: battlerId, position } = await h.running.deps.get(BattlerCommands)
      .resolveByName(uniqueName('Battler'), { actorId: 'cli', correlationId: 'test', at: new Date() });
    await h.running.deps.runner.waitFor(position);
    const ids: string[] = [];
    for (const m of members) {
      const res = await m.post(`/api/battlers/${battlerId}/claim-request`).send({
        contactEmail: 'c@example.com', battleHistory: 'b'.repeat(60), battleVideos: ['https://youtu.be/v'],
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    expect((await admin.delete(`/api/admin/claim-requests/${ids[2]}`)).status).toBe(200);
    expect((await admin.patch(`/api/admin/claim-requests/${ids[0]}/status`).send({ status: 'approved', reviewNotes: 'Yours' })).status).toBe(200);
    await eventually(async () => {
      const rows = (await admin.get('/api/admin/claim-requests')).body as { id: string; resultEmailSent: boolean }[];
      expect(rows.map((r) => r.resultEmailSent)).toEqual([true, true]);
    });
    const before = await snapshot(h.running.deps.reads);
    const mails = outboxFiles();
    await h.running.stop();
    // the reactors start again from the beginning of the log
    rmSync(path.join(h.dataDir, 'checkpoints.sqlite'), { force: true });
    for (const suffix of ['-wal', '-shm']) rmSync(path.join(h.dataDir, `checkpoints.sqlite${suffix}`), { force: true });

    restarted = await startServer(loadConfig({
      DATA_DIR: h.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test',
      PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(h.dataDir, 'no-web'),
    }));
    const head = await restarted.deps.events.headPosition();
    await eventually(() => {
      for (const r of restarted!.deps.reactors.health()) expect(r.position).toBeGreaterThanOrEqual(head);
    });
    expect(await restarted.deps.events.headPosition()).toBe(head);
    expect(await snapshot(restarted.deps.reads)).toEqual(before);
    expect(outboxFiles()).toBe(mails);
  });
});
