import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { BattlerCommands } from '../../../application/catalogue/battler-commands';
import { loadConfig } from '../../../infrastructure/config';
import { SqliteEventStore } from '../../../infrastructure/event-store/sqlite-event-store';
import { makeRole, registerUser } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';
import { testVideo } from '../../../test/fixtures/videos';
import { startServer } from '../../server';

const ROOT = path.resolve(__dirname, '../../..');

/** Both instances and the setup share the data directory; leases expire fast so a takeover is quick. */
const env = (dataDir: string) => ({
  DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', RENDITIONS: 'on',
  PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(dataDir, 'no-web'),
  RATE_LIMIT_STORE: 'shared', LEASE_TTL_MS: '1500', LEASE_RENEW_MS: '200', CLAIMS_NOTIFY_EMAIL: 'league@ubr.test',
});

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

/** An instance as production runs it (api/main.ts), in its own process, so it can be SIGKILLed. */
async function instance(dataDir: string) {
  const port = await freePort();
  const child = spawn('node', ['scripts/run-ts.js', 'api/main.ts'], {
    cwd: ROOT, env: { ...process.env, ...env(dataDir), PORT: String(port) }, stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => expect((await request(url).get('/healthz')).status).toBe(200), 30_000, 200);
  return { child, url };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve();
  else child.once('exit', () => resolve());
});

/** The pid in a lease's owner (`host-pid-random`). */
function holderPid(dataDir: string, lease: string): number | null {
  const db = new Database(path.join(dataDir, 'events.sqlite'), { readonly: true });
  try {
    const row = db.prepare<[string, number], { owner: string }>('SELECT owner FROM leases WHERE name = ? AND expires_at > ?').get(lease, Date.now());
    return row ? Number(row.owner.split('-').at(-2)) : null;
  } finally {
    db.close();
  }
}

async function eventsOf(dataDir: string, type: string) {
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  try {
    const found = [];
    for await (const e of store.readAll(0)) if (e.type === type) found.push(e);
    return found;
  } finally {
    await store.close();
  }
}

async function headOf(dataDir: string) {
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  try {
    return await store.headPosition();
  } finally {
    await store.close();
  }
}

const outbox = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')).map((f) => readFileSync(path.join(dir, f), 'utf8')) : [];
};

/** A transcoding under way in the data directory's scratch space. */
const transcoding = (dataDir: string) => {
  const tmp = path.join(dataDir, 'tmp');
  return existsSync(tmp) && readdirSync(tmp).some((d) => d.startsWith('ubr-rendition-') && existsSync(path.join(tmp, d, 'out.mp4')));
};

const claimForm = {
  contactEmail: 'spitter@example.com', battleHistory: 'Ten years of battles across the Phoenix circuit, forty wins.',
  battleVideos: ['https://youtu.be/one'], socialMediaLinks: { instagram: 'https://instagram.com/s' },
};

describe('two server processes on one data directory', () => {
  it('serve the same answers; renditions and claim mails happen once, also when the lease holder is killed mid-transcoding', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-two-instances-'));
    const children: ChildProcess[] = [];
    try {
      // the admin, two members and two battlers, made in-process first
      const setup = await startServer(loadConfig({ ...env(dataDir), PORT: '0' }));
      const setupAgent = request.agent(`http://127.0.0.1:${setup.port}`);
      const admin = await registerUser(setupAgent);
      await makeRole({ running: setup } as never, admin.id, 'admin');
      const members = [await registerUser(setupAgent), await registerUser(setupAgent)];
      const battlers = [];
      for (const name of ['Lease Holder', 'Fence Post']) {
        const made = await setup.deps.get(BattlerCommands).resolveByName(name, { actorId: 'cli', correlationId: 'test', at: new Date() });
        battlers.push(made.id);
      }
      await setup.stop();

      const a = await instance(dataDir);
      children.push(a.child);
      // a takes every lease first; b stands by
      await eventually(() => expect(holderPid(dataDir, 'claim_mails')).toBe(a.child.pid), 10_000);
      const b = await instance(dataDir);
      children.push(b.child);
      const signIn = async (url: string, u: { username: string; password: string }) => {
        const agent = request.agent(url);
        expect((await agent.post('/api/login').send({ username: u.username, password: u.password })).status).toBe(200);
        return agent;
      };

      // a claim made and approved through b: a (the holder) sends its three mails, once each
      const member = await signIn(b.url, members[0]);
      const submitted = await member.post(`/api/battlers/${battlers[0]}/claim-request`).send(claimForm);
      expect([submitted.status, submitted.body]).toEqual([201, expect.anything()]);
      const adminB = await signIn(b.url, admin);
      expect((await adminB.patch(`/api/admin/claim-requests/${submitted.body.id}/status`).send({ status: 'approved' })).status).toBe(200);
      await eventually(() => expect(outbox(dataDir)).toHaveLength(3), 10_000);

      // the same answers from both, whichever took the write
      const adminA = await signIn(a.url, admin);
      const ev = await adminA.post('/api/admin/events').field('title', 'Two Instance Night').field('eventDate', '2024-01-01');
      expect(ev.status).toBe(201);
      const up = await adminB.post('/api/admin/videos').field('title', 'Lease Clash').field('eventId', ev.body.id)
        .field('battlerAName', 'Lease Holder').field('battlerBName', 'Fence Post').field('requiresAuth', 'false')
        .attach('video', testVideo(8, '640x360'), 'v.mp4');
      expect(up.status).toBe(201);
      for (const p of [`/api/battlers/${battlers[0]}`, `/api/events/${ev.body.id}/videos`]) {
        await eventually(async () => {
          const [fromA, fromB] = await Promise.all([request(a.url).get(p), request(b.url).get(p)]);
          expect(fromA.status).toBe(200);
          expect(fromB.body).toEqual(fromA.body);
        }, 5000);
      }

      // a dies mid-transcoding: b takes the renditions over once a's lease has expired
      expect(holderPid(dataDir, 'renditions')).toBe(a.child.pid);
      await eventually(() => expect(transcoding(dataDir)).toBe(true), 30_000, 20);
      a.child.kill('SIGKILL');
      await exited(a.child);
      const killedAt = await headOf(dataDir);
      expect(await eventsOf(dataDir, 'RenditionCompleted')).toHaveLength(0);
      await eventually(() => expect(holderPid(dataDir, 'renditions')).toBe(b.child.pid), 15_000);
      await eventually(async () => expect((await eventsOf(dataDir, 'RenditionCompleted')).length).toBe(1), 60_000, 250);
      // made by b after the kill (a died before recording it)
      const [completed] = await eventsOf(dataDir, 'RenditionCompleted');
      expect(completed.position).toBeGreaterThan(killedAt);
      expect(await eventsOf(dataDir, 'RenditionFailed')).toHaveLength(0);

      // b, the holder now, sends the next claim's mails, once each
      const second = await signIn(b.url, members[1]);
      const next = await second.post(`/api/battlers/${battlers[1]}/claim-request`).send(claimForm);
      expect(next.status).toBe(201);
      expect((await adminB.patch(`/api/admin/claim-requests/${next.body.id}/status`).send({ status: 'rejected' })).status).toBe(200);
      await eventually(() => expect(outbox(dataDir)).toHaveLength(6), 10_000);
      // nothing more comes: no mail and no rendition twice
      await new Promise((r) => setTimeout(r, 1000));
      expect(outbox(dataDir)).toHaveLength(6);
      expect((await eventsOf(dataDir, 'ClaimMailSent')).map((e) => (e.data as { kind: string }).kind).sort())
        .toEqual(['admin_notification', 'admin_notification', 'result', 'result', 'submission', 'submission']);
      expect(await eventsOf(dataDir, 'RenditionCompleted')).toHaveLength(1);
      // the survivor still answers what a wrote
      expect((await request(b.url).get(`/api/battlers/${battlers[0]}`)).status).toBe(200);
    } finally {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await Promise.all(children.map(exited));
      // a killed instance's ffmpeg may still be writing there
      try { execFileSync('sleep', ['0.2']); } catch { /* only a pause */ }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
