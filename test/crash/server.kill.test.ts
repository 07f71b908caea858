import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { startServer } from '../../api/server';
import type { ReactorRunner } from '../../application/reactors/reactor-runner';
import { TOKENS } from '../../application/tokens';
import { loadConfig } from '../../infrastructure/config';
import { CHUNK_BYTES } from '../../infrastructure/files/chunked-upload-store';
import { makeRole, registerUser, uploadVideo } from '../api-harness';
import { eventually } from '../eventually';
import { bigVideo, sha256 } from '../fixtures/big-video';
import { crashEnv, killHard, logEvents, outbox, serveChild, startChunk } from './server-process';

/**
 * `kill -9` of the server under load, three times at different moments, each time
 * restarted on the same data directory:
 * 1. mid-chunk of a chunked upload, just after a claim request (its two mails due);
 * 2. mid-chunk again, just after the claim's approval (its result mail due);
 * 3. as the claim's mails go out (the first is in the outbox), under the vote load.
 * After each: every vote the server acknowledged is in the log; the live read models
 * equal a fresh replay of a copy of the log; the upload resumes from the chunks the
 * server lists as missing to a byte-identical file; each mail is in the outbox once.
 */
const BASE = '/api/admin/videos/upload-chunked';
const VOTERS = 12;

interface Member { id: string; cookie: string; ballot: string | null; acked: string[] }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signIn(url: string, user: { id: string; username: string; password: string }): Promise<Member> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user.username, password: user.password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { id: user.id, cookie, ballot: null, acked: [] };
}

const call = (url: string, who: { cookie: string }, method: string, p: string, body?: unknown) => fetch(`${url}${p}`, {
  method, headers: { cookie: who.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
  ...(body ? { body: JSON.stringify(body) } : {}),
});

/** The answers that come from the read models: tallies and battler stats. */
async function modelAnswers(url: string, video: { id: string; eventId: string; battlerAId: string; battlerBId: string }) {
  const paths = [`/api/videos/${video.id}/votes`, `/api/battlers/${video.battlerAId}`, `/api/battlers/${video.battlerBId}`,
    '/api/battlers-with-stats', `/api/events/${video.eventId}/videos`];
  return Promise.all(paths.map(async (p) => [p, await (await fetch(`${url}${p}`)).json()]));
}

describe('the server killed with SIGKILL under load', () => {
  it('keeps every acknowledged vote, replays to the same read models, resumes the upload byte-identical and sends each mail once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ubr-crash-'));
    const copies: string[] = [];
    let child: ChildProcess | null = null;
    try {
      // accounts, a video to vote on, and a chunked upload begun: made in-process first
      const setup = await startServer(loadConfig({ ...crashEnv(dataDir), PORT: '0' }));
      const setupUrl = `http://127.0.0.1:${setup.port}`;
      const adminAgent = request.agent(setupUrl);
      const adminUser = await registerUser(adminAgent);
      await makeRole({ running: setup } as never, adminUser.id, 'admin');
      const ev = await adminAgent.post('/api/admin/events').field('title', 'Crash Night');
      const video = await uploadVideo(adminAgent, ev.body.id, { title: 'Crash Clash', battlerA: 'Kill Nine', battlerB: 'Sig Term' });
      const users = [];
      for (let i = 0; i < VOTERS + 1; i++) users.push(await registerUser(request.agent(setupUrl)));
      const admin = await signIn(setupUrl, adminUser);
      // sessions are durable (sessions.sqlite): the same cookies serve every restarted process
      const voters = await Promise.all(users.slice(0, VOTERS).map((u) => signIn(setupUrl, u)));
      const claimant = await signIn(setupUrl, users[VOTERS]);
      const file = bigVideo(Math.round(CHUNK_BYTES * 2.5));
      const slice = (i: number) => file.subarray(i * CHUNK_BYTES, Math.min(file.length, (i + 1) * CHUNK_BYTES));
      const uploadId = `crash_${process.pid}_upload`;
      expect((await call(setupUrl, admin, 'POST', `${BASE}/init`, {
        uploadId, fileName: 'big.mp4', fileSize: file.length, totalChunks: 3, mimeType: 'video/mp4', sha256: sha256(file),
        metadata: { title: 'Crash Upload', description: '', eventId: video.eventId, battlerAName: 'Kill Nine', battlerBName: 'Sig Term',
          isMainEvent: false, requiresAuth: false },
      })).status).toBe(200);
      const reactors = setup.composition.container.get<ReactorRunner>(TOKENS.ReactorRunner).health().map((h) => h.name);
      expect(reactors).toContain('claim_mails');
      await setup.stop();

      const sendChunk = async (url: string, i: number) => {
        const form = new FormData();
        form.set('uploadId', uploadId);
        form.set('chunkIndex', String(i));
        form.set('totalChunks', '3');
        form.set('chunk', new Blob([slice(i)]), 'blob');
        return fetch(`${url}${BASE}/chunk`, { method: 'POST', headers: { cookie: admin.cookie }, body: form });
      };
      /** Holds part of chunk `i` in the server, the connection open: the server is mid-chunk. */
      const midChunk = async (url: string, i: number) => {
        const inFlight = startChunk(url, admin.cookie, uploadId, i, 3, slice(i), CHUNK_BYTES / 2);
        const dir = path.join(dataDir, 'uploads', 'chunks', uploadId);
        await eventually(() => expect(readdirSync(dir).some((f) => f.startsWith(`.${String(i).padStart(6, '0')}.`) && f.endsWith('.tmp'))).toBe(true), 10_000, 20);
        return inFlight;
      };

      /** Every voter votes again and again, each time for the other battler, until the server is gone or the load is stopped. */
      let stopped = false;
      type Tally = { battlerAVotes: number; battlerBVotes: number; totalVotes: number };
      const acknowledged: Tally[] = [];
      /** answers other than 200 from a live server: none expected */
      const refusals: string[] = [];
      const voteLoad = (url: string) => voters.map(async (m) => {
        while (!stopped) {
          const battlerId = m.ballot === video.battlerAId ? video.battlerBId : video.battlerAId;
          let res: Response;
          try {
            res = await call(url, m, 'POST', `/api/videos/${video.id}/vote`, { battlerId });
          } catch {
            return; // the server died under this request: unacknowledged
          }
          const body = await res.json().catch(() => null);
          if (res.status !== 200 || !body) {
            refusals.push(`${res.status} ${JSON.stringify(body)}`);
            return;
          }
          m.ballot = battlerId;
          m.acked.push(battlerId);
          acknowledged.push(body as Tally);
        }
      });
      const loadFor = async (url: string, ms: number) => {
        stopped = false;
        const loops = voteLoad(url);
        await sleep(ms);
        stopped = true;
        await Promise.all(loops);
      };
      /** After a restart: each voter's vote as the log has it (a vote in flight at the kill may have been kept). */
      const resync = async (url: string) => {
        for (const m of voters) {
          const mine = (await (await call(url, m, 'GET', `/api/videos/${video.id}/user-vote`)).json()) as { votedBattlerId: string | null };
          m.ballot = mine.votedBattlerId;
        }
      };

      /** Every acknowledged vote is in the log, in the order the server acknowledged them. */
      const expectAcknowledgedInLog = async () => {
        const events = await logEvents(dataDir);
        for (const m of voters) {
          const logged = events.filter((e) => (e.type === 'VoteCast' || e.type === 'VoteChanged') && (e.data as { userId: string }).userId === m.id)
            .map((e) => (e.data as { battlerId: string }).battlerId);
          let at = 0;
          for (const b of logged) if (at < m.acked.length && b === m.acked[at]) at++;
          expect([m.id, at]).toEqual([m.id, m.acked.length]);
        }
      };

      /** The live answers equal those of a second server replaying a copy of the log into a fresh read store. */
      const expectReplayEqual = async (url: string) => {
        const copy = mkdtempSync(path.join(os.tmpdir(), 'ubr-crash-copy-'));
        copies.push(copy);
        const target = path.join(copy, 'events.sqlite');
        // the live answers before and after a consistent snapshot of the file (WAL included) are the same:
        // no reactor of the live server (a claim taking effect) wrote in between
        let live: unknown;
        for (let tries = 0; ; tries++) {
          const before = await modelAnswers(url, video);
          rmSync(target, { force: true });
          const db = new Database(path.join(dataDir, 'events.sqlite'), { readonly: true });
          db.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
          db.close();
          live = await modelAnswers(url, video);
          if (JSON.stringify(live) === JSON.stringify(before)) break;
          if (tries === 10) throw new Error('the live answers never held still');
          await sleep(200);
        }
        // the replay only reads: its reactors find their leases held (else they would act on the copy's log meanwhile)
        const frozen = new Database(target);
        const hold = frozen.prepare('INSERT OR REPLACE INTO leases (name, owner, token, expires_at) VALUES (?, ?, ?, ?)');
        for (const name of reactors) hold.run(name, 'replay-0-frozen', 1_000_000, Date.now() + 3_600_000);
        frozen.close();
        const replay = await startServer(loadConfig({ ...crashEnv(copy), PORT: '0' }));
        try {
          expect(await modelAnswers(`http://127.0.0.1:${replay.port}`, video)).toEqual(live);
        } finally {
          await replay.stop();
        }
      };

      /** The data of the first event of `type` once the running server has committed it (polled from the file, ~1 ms). */
      const whenLogged = async (type: string) => {
        const db = new Database(path.join(dataDir, 'events.sqlite'), { readonly: true });
        const find = db.prepare<[string], { data: string }>('SELECT data FROM events WHERE type = ? ORDER BY position LIMIT 1');
        try {
          for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 1))) {
            const row = find.get(type);
            if (row) return JSON.parse(row.data) as { requestId: string };
          }
          throw new Error(`${type} never reached the log`);
        } finally {
          db.close();
        }
      };

      const kills: string[] = [];
      let claimId = '';
      for (let round = 1; round <= 3; round++) {
        const served = await serveChild(dataDir);
        child = served.child;
        const { url } = served;
        if (round > 1) {
          await resync(url);
          await loadFor(url, 500);
          await expectReplayEqual(url);
        }
        stopped = false;
        const loops = voteLoad(url);
        await sleep(300);
        let inFlight: ReturnType<typeof startChunk> | null = null;
        if (round === 1) {
          expect((await sendChunk(url, 2)).status).toBe(200);
          inFlight = await midChunk(url, 0);
          // killed as soon as the claim is in the log: its answer and its two mails are still due
          void call(url, claimant, 'POST', `/api/battlers/${video.battlerAId}/claim-request`, {
            contactEmail: 'spitter@example.com', battleHistory: 'Ten years of battles across the Phoenix circuit, forty wins.',
            battleVideos: ['https://youtu.be/one'], socialMediaLinks: { instagram: 'https://instagram.com/s' },
          }).catch(() => undefined);
          claimId = (await whenLogged('ClaimRequestSubmitted')).requestId;
          kills.push('mid-chunk 0, as a claim request reached the log');
        } else if (round === 2) {
          const state = (await (await call(url, admin, 'GET', `${BASE}/${uploadId}`)).json()) as { missingChunks: number[] };
          expect(state.missingChunks).toEqual([0, 1]);
          expect((await sendChunk(url, 0)).status).toBe(200);
          inFlight = await midChunk(url, 1);
          void call(url, admin, 'PATCH', `/api/admin/claim-requests/${claimId}/status`, { status: 'approved' }).catch(() => undefined);
          await whenLogged('ClaimRequestReviewed');
          kills.push('mid-chunk 1, as the claim approval reached the log');
        } else {
          // once the restarted process holds the mail reactor's lease (the killed one's has to expire first) and the
          // first mail is out: the kill falls while the claim's mails are being sent
          await eventually(() => expect(outbox(dataDir).length).toBeGreaterThan(0), 30_000, 2);
          await sleep(Math.round(Math.random() * 20));
          kills.push('as the claim mails go out, under the vote load');
        }
        await killHard(child);
        inFlight?.destroy();
        stopped = true;
        await Promise.all(loops);
        await expectAcknowledgedInLog();
        const flagged = (await logEvents(dataDir)).filter((e) => e.type === 'ClaimMailSent').length;
        kills[kills.length - 1] += ` (mails then: ${outbox(dataDir).length} in the outbox, ${flagged} flagged)`;
      }

      // the last restart: the upload resumes from what the server lists as missing
      const served = await serveChild(dataDir);
      child = served.child;
      const { url } = served;
      await resync(url);
      await loadFor(url, 500);
      await expectReplayEqual(url);
      // the tally is the members' own votes, each counted once, and every acknowledged answer's tally added up
      await resync(url);
      const tally = await (await fetch(`${url}/api/videos/${video.id}/votes`)).json();
      const forA = voters.filter((m) => m.ballot === video.battlerAId).length;
      const forB = voters.filter((m) => m.ballot === video.battlerBId).length;
      expect(tally).toEqual({ battlerAVotes: forA, battlerBVotes: forB, totalVotes: forA + forB });
      expect(refusals).toEqual([]);
      for (const t of acknowledged) {
        expect(t.battlerAVotes + t.battlerBVotes).toBe(t.totalVotes);
        expect(t.totalVotes).toBeLessThanOrEqual(VOTERS);
      }
      const state = (await (await call(url, admin, 'GET', `${BASE}/${uploadId}`)).json()) as { receivedChunks: number[]; missingChunks: number[]; status: string };
      expect(state).toMatchObject({ receivedChunks: [0, 2], missingChunks: [1], status: 'uploading' });
      for (const i of state.missingChunks) expect((await sendChunk(url, i)).status).toBe(200);
      const done = await call(url, admin, 'POST', `${BASE}/complete`, { uploadId });
      expect(done.status).toBe(200);
      const videoId = ((await done.json()) as { id: string }).id;

      // each of the claim's three mails once: sent or flagged, never lost, never twice
      await eventually(async () => {
        expect(outbox(dataDir)).toHaveLength(3);
      }, 20_000, 100);
      await sleep(1000);
      await killHard(child);
      child = null;
      const mails = outbox(dataDir).map((m) => /^Subject: (.*)$/m.exec(m)?.[1]);
      expect(new Set(mails).size).toBe(3);
      const events = await logEvents(dataDir);
      expect(events.filter((e) => e.type === 'ClaimMailSent').map((e) => (e.data as { kind: string }).kind).sort())
        .toEqual(['admin_notification', 'result', 'submission']);

      // byte-identical: the stored file's sha256 is the original's
      const uploaded = events.find((e) => (e.data as { videoId?: string; fileKey?: string }).videoId === videoId && (e.data as { fileKey?: string }).fileKey);
      const fileKey = (uploaded?.data as { fileKey: string }).fileKey;
      const stored = readFileSync(path.join(dataDir, 'uploads', ...fileKey.split('/')));
      expect(createHash('sha256').update(stored).digest('hex')).toBe(sha256(file));
      const votes = voters.reduce((n, m) => n + m.acked.length, 0);
      process.stdout.write(`crash: ${kills.length} kills (${kills.join('; ')}); ${votes} acknowledged votes, all in the log\n`);
      expect(votes).toBe(acknowledged.length);
    } finally {
      if (child) await killHard(child);
      rmSync(dataDir, { recursive: true, force: true });
      for (const c of copies) rmSync(c, { recursive: true, force: true });
    }
  }, 240_000);
});
