import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { RecordedEvent } from '../../application/ports/event-store';
import { SqliteEventStore } from '../../infrastructure/event-store/sqlite-event-store';
import { eventually } from '../eventually';

const ROOT = path.resolve(__dirname, '../..');

/** The server's settings for a crash test: one process, its own data directory, mails to the outbox. */
export const crashEnv = (dataDir: string) => ({
  DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', RENDITIONS: 'off',
  PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(dataDir, 'no-web'),
  CLAIMS_NOTIFY_EMAIL: 'league@ubr.test',
});

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

/** The server as production runs it (api/main.ts), in its own process, so it can be SIGKILLed. */
export async function serveChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn('node', ['scripts/run-ts.js', 'api/main.ts'], {
    cwd: ROOT, env: { ...process.env, ...crashEnv(dataDir), PORT: String(port) }, stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => expect((await fetch(`${url}/healthz`)).status).toBe(200), 30_000, 200);
  return { child, url };
}

export const exited = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) resolve();
  else child.once('exit', () => resolve());
});

/** `kill -9`, and wait until the process is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited(child);
}

/** Every event of the log, read from its SQLite file as a restarted server would (no server may run). */
export async function logEvents(dataDir: string): Promise<RecordedEvent[]> {
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'), { checkpointOnWorker: true });
  try {
    const all: RecordedEvent[] = [];
    for await (const e of store.readAll(0)) all.push(e);
    return all;
  } finally {
    await store.close();
  }
}

/** The mails in the outbox (temporary files, dot-named, are not mails). */
export const outbox = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')).map((f) => readFileSync(path.join(dir, f), 'utf8')) : [];
};

/** Sends chunk `index` as multipart by hand, stopping after `sent` bytes of it: the connection stays open. */
export function startChunk(url: string, cookie: string, uploadId: string, index: number, total: number, bytes: Buffer, sent: number) {
  const boundary = 'crashtestboundary';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const preamble = field('uploadId', uploadId) + field('chunkIndex', String(index)) + field('totalChunks', String(total))
    + `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const ending = `\r\n--${boundary}--\r\n`;
  const req = http.request(`${url}/api/admin/videos/upload-chunked/chunk`, {
    method: 'POST',
    headers: {
      cookie, 'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(Buffer.byteLength(preamble) + bytes.length + Buffer.byteLength(ending)),
    },
  });
  req.on('error', () => undefined);
  req.write(preamble);
  req.write(bytes.subarray(0, sent));
  return req;
}
