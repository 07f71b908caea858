import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { startServer, type RunningServer } from '../../api/server';
import { CatalogueQueries } from '../../application/catalogue/catalogue-queries';
import { STORAGE_FULL, STORAGE_READ_ONLY } from '../../domain/storage/limits';
import { loadConfig } from '../../infrastructure/config';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { CHUNK_BYTES } from '../../infrastructure/files/chunked-upload-store';
import { makeRole, registerUser, uniqueName, uploadVideo } from '../api-harness';
import { bigVideo, sha256 } from '../fixtures/big-video';
import { PNG_1x1 } from '../fixtures/images';
import { testVideo } from '../fixtures/videos';
import { failingPut, fill, remount, smallDisk, sqliteError, systemError } from './small-disk';

/**
 * Writes on a full disk answer 507, on a read-only one 503, both with a clear
 * message; reads go on; the server takes writes again by itself once the disk
 * has room (no restart), and its log replays to the same answers.
 *
 * Full: real tmpfs disks filled to their last page where mounting is allowed (the
 * data directory, and uploads/ and tmp/ each its own), else a failing adapter
 * stand-in (the log and the blob storage throw what the system would). Read-only:
 * uploads/ and tmp/ by a real `mount -o remount,ro`; the SQLite files' disk is tried
 * too, but Linux refuses it (EBUSY) while the server holds them open for writing, so
 * the log is the stand-in's. The test prints which it used.
 */
const BASE = '/api/admin/videos/upload-chunked';
const DISK_MB = 16;
/** blob files and temporary uploads on disks of their own, which can turn read-only under the server */
const OWN_DISKS = { uploads: 48, tmp: 40 };

const env = (dataDir: string) => ({
  DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', RENDITIONS: 'off',
  PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(dataDir, 'no-web'),
});

const disk = smallDisk(DISK_MB, OWN_DISKS);
let running: RunningServer;
let url: string;
let admin: TestAgent;
let adminUser: { id: string; username: string; password: string };
let members: TestAgent[];
let video: { id: string; eventId: string; battlerAId: string; battlerBId: string };
const file = bigVideo(Math.round(CHUNK_BYTES * 1.5));
const uploadId = `disk_${process.pid}_upload`;
const slice = (i: number) => file.subarray(i * CHUNK_BYTES, Math.min(file.length, (i + 1) * CHUNK_BYTES));
/** every vote the server acknowledged */
const acknowledged: string[] = [];
/** each member's vote as the server last acknowledged it */
const ballots: (string | null)[] = [null, null];
/** the chunked upload whose chunk 1 the writes send */
let chunked = uploadId;

beforeAll(async () => {
  running = await startServer(loadConfig(env(disk.dir)));
  url = `http://127.0.0.1:${running.port}`;
  admin = request.agent(url);
  adminUser = await registerUser(admin);
  await makeRole({ running } as never, adminUser.id, 'admin');
  video = await uploadVideo(admin, (await admin.post('/api/admin/events').field('title', 'Disk Night')).body.id,
    { title: 'Full Clash', battlerA: 'Disk Filler', battlerB: 'Space Taker' });
  members = [request.agent(url), request.agent(url)];
  for (const m of members) await registerUser(m);
  const init = await admin.post(`${BASE}/init`).send({
    uploadId, fileName: 'big.mp4', fileSize: file.length, totalChunks: 2, mimeType: 'video/mp4', sha256: sha256(file),
    metadata: { title: 'Chunked On Full', description: '', eventId: video.eventId, battlerAName: 'Disk Filler',
      battlerBName: 'Space Taker', isMainEvent: false, requiresAuth: false },
  });
  expect(init.status).toBe(200);
  expect((await sendChunk(0)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await running?.stop();
  disk.remove();
});

function sendChunk(i: number) {
  return admin.post(`${BASE}/chunk`).field('uploadId', chunked).field('chunkIndex', String(i)).field('totalChunks', '2')
    .attach('chunk', slice(i), 'blob');
}

let turn = 0;
async function castVote() {
  const who = turn++ % 2;
  // always a change of vote, so that every acknowledged one is an event
  const battlerId = ballots[who] === video.battlerAId ? video.battlerBId : video.battlerAId;
  const vote = await members[who].post(`/api/videos/${video.id}/vote`).send({ battlerId });
  if (vote.status === 200) {
    ballots[who] = battlerId;
    acknowledged.push(battlerId);
  }
  return vote;
}

/** One of each kind of write: the log (a vote, a registration), a file (an image, a video) and a chunk. */
async function writes() {
  const vote = await castVote();
  const name = uniqueName('disk');
  const registration = await request(url).post('/api/register').send({
    username: name, email: `${name}@example.com`, firstName: 'Disk', lastName: 'Test', password: 'password123',
  });
  const image = await members[0].post('/api/profile/avatar').attach('profilePicture', PNG_1x1, 'a.png');
  const upload = await admin.post('/api/admin/videos').field('title', `Upload ${turn}`).field('eventId', video.eventId)
    .field('battlerAName', 'Disk Filler').field('battlerBName', 'Space Taker').field('requiresAuth', 'false')
    .attach('video', testVideo(), 'v.mp4');
  const chunk = await sendChunk(1);
  return { vote, registration, image, upload, chunk };
}

const answers = (w: Awaited<ReturnType<typeof writes>>) =>
  Object.fromEntries(Object.entries(w).map(([k, res]) => [k, [res.status, res.body.message]]));

/** Reads a visitor and a member make: all still answered while writes are refused. */
async function reads() {
  const got = await Promise.all([
    request(url).get(`/api/videos/${video.id}/votes`), request(url).get(`/api/battlers/${video.battlerAId}`),
    request(url).get('/api/events'), request(url).get(`/api/events/${video.eventId}/videos`),
    members[0].get(`/api/videos/${video.id}/user-vote`), admin.get(`${BASE}/${chunked}`),
  ]);
  for (const res of got) expect(res.status).toBe(200);
  return got;
}

/** The answers that come from the read models, to compare with a replay. */
async function modelAnswers(base: string) {
  const paths = [`/api/videos/${video.id}/votes`, `/api/battlers/${video.battlerAId}`, `/api/battlers/${video.battlerBId}`,
    '/api/battlers-with-stats', `/api/events/${video.eventId}/videos`];
  return Promise.all(paths.map(async (p) => [p, (await request(base).get(p)).body]));
}

/** Temporary files of uploads and blob writes under the data directory. */
const leftovers = (dir: string) => (readdirSync(dir, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.part') || f.endsWith('.tmp') || f.endsWith('.tmp.meta'));

function expectAllRefused(w: Awaited<ReturnType<typeof writes>>, status: number, message: string) {
  const expected = Object.fromEntries(Object.keys(w).map((k) => [k, [status, message]]));
  expect(answers(w)).toEqual(expected);
}

describe('a data directory that fills up or turns read-only', () => {
  it('refuses every kind of write with 507 while the disk is full, keeps reading, and takes writes again once space returns', async () => {
    expect((await castVote()).status).toBe(200);
    let free: () => void;
    const spies: jest.SpyInstance[] = [];
    if (disk.real) {
      // the log's WAL would otherwise keep room for a few appends: empty it, then fill the disk
      for (const file of ['events.sqlite', 'sessions.sqlite']) {
        const db = new Database(path.join(disk.dir, file));
        db.pragma('wal_checkpoint(TRUNCATE)');
        db.close();
      }
      free = fill(disk.mounts);
      process.stdout.write(`disk full: real tmpfs disks (the data directory ${DISK_MB} MB, uploads/ and tmp/ their own) filled to their last page\n`);
    } else {
      spies.push(jest.spyOn(running.deps.events, 'append').mockRejectedValue(sqliteError('SQLITE_FULL')));
      spies.push(jest.spyOn(running.deps.blobs, 'put').mockImplementation(failingPut(systemError('ENOSPC'))));
      free = () => spies.forEach((s) => s.mockRestore());
      process.stdout.write('disk full: a failing adapter stand-in (no tmpfs mounted: refused here, or DISK_STAND_IN=1)\n');
    }
    const before = (await reads()).map((r) => r.body);
    const acked = acknowledged.length;
    // twice: a refused write leaves the server as it found it
    for (let i = 0; i < 2; i++) expectAllRefused(await writes(), 507, STORAGE_FULL);
    // a sign-in writes its session (SQLite): on the real disk it is refused as well
    const signIn = await request(url).post('/api/login').send({ username: adminUser.username, password: adminUser.password });
    if (disk.real) expect([signIn.status, signIn.body.message]).toEqual([507, STORAGE_FULL]);
    expect(acknowledged.length).toBe(acked);
    expect((await reads()).map((r) => r.body)).toEqual(before);
    // no half-written file is left behind: temporary uploads and blobs were removed
    expect(leftovers(disk.dir)).toEqual([]);
    expect((await admin.get(`${BASE}/${uploadId}`)).body).toMatchObject({ receivedChunks: [0], missingChunks: [1] });

    free();
    const w = await writes();
    expect(Object.fromEntries(Object.entries(w).map(([k, res]) => [k, res.status])))
      .toEqual({ vote: 200, registration: 201, image: 200, upload: 201, chunk: 200 });
    const done = await admin.post(`${BASE}/complete`).send({ uploadId });
    expect(done.status).toBe(200);
    const doc = await running.deps.get(CatalogueQueries).video(done.body.id);
    const hash = createHash('sha256');
    await pipeline(await running.deps.blobs.read((doc as unknown as { fileKey: string }).fileKey), hash);
    expect(hash.digest('hex')).toBe(sha256(file));
  }, 120_000);

  it('refuses writes with 503 while the data directory is read-only, keeps reading, and takes writes again once writable', async () => {
    // a fresh chunked upload, so that its chunk 1 is a write to refuse
    chunked = `${uploadId}_ro`;
    expect((await admin.post(`${BASE}/init`).send({
      uploadId: chunked, fileName: 'big.mp4', fileSize: file.length, totalChunks: 2, mimeType: 'video/mp4', sha256: sha256(file),
      metadata: { title: 'Chunked On Read Only', description: '', eventId: video.eventId, battlerAName: 'Disk Filler',
        battlerBName: 'Space Taker', isMainEvent: false, requiresAuth: false },
    })).status).toBe(200);
    const [root, ...files] = disk.mounts;
    // the SQLite files are open for writing: Linux refuses their disk a remount (EBUSY); files' disks take it
    const realLog = disk.real && remount([root], 'ro');
    const realFiles = disk.real && remount(files, 'ro');
    const spies: jest.SpyInstance[] = [];
    if (!realLog) spies.push(jest.spyOn(running.deps.events, 'append').mockRejectedValue(sqliteError('SQLITE_READONLY')));
    if (!realFiles) spies.push(jest.spyOn(running.deps.blobs, 'put').mockImplementation(failingPut(systemError('EROFS'))));
    process.stdout.write(`read-only: the log ${realLog ? 'on a real remount,ro' : `through a failing adapter stand-in (${disk.real
      ? 'remount,ro refused while the server holds its SQLite files open' : 'no tmpfs mounted'})`}; files ${realFiles
      ? 'on real remount,ro disks (uploads/ and tmp/)' : 'through a failing adapter stand-in'}\n`);
    const before = (await reads()).map((r) => r.body);
    expectAllRefused(await writes(), 503, STORAGE_READ_ONLY);
    expect((await reads()).map((r) => r.body)).toEqual(before);

    if (realLog) expect(remount([root], 'rw')).toBe(true);
    if (realFiles) expect(remount(files, 'rw')).toBe(true);
    spies.forEach((s) => s.mockRestore());
    const w = await writes();
    expect(w.vote.status).toBe(200);
    expect(w.registration.status).toBe(201);
    expect(w.image.status).toBe(200);
    expect(w.upload.status).toBe(201);
  }, 60_000);

  it('leaves a log that is intact and replays to the answers the server gave', async () => {
    const live = await modelAnswers(url);
    await running.stop();
    const events = path.join(disk.dir, 'events.sqlite');
    const db = new Database(events, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    const store = new SqliteEventStore(events);
    let votes = 0;
    for await (const e of store.readAll(0)) if (e.type === 'VoteCast' || e.type === 'VoteChanged') votes++;
    await store.close();
    // every acknowledged vote is in the log, and nothing a refused one tried
    expect(votes).toBe(acknowledged.length);

    running = await startServer(loadConfig(env(disk.dir)));
    expect(await modelAnswers(`http://127.0.0.1:${running.port}`)).toEqual(live);
  }, 60_000);
});
