import { execFile } from 'node:child_process';
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventMetadata, NewEvent, RecordedEvent } from '../../application/ports/event-store';
import { WrongExpectedRevisionError } from '../../application/ports/event-store';
import { eventStoreContract } from './event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ubr-events-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

eventStoreContract('SQLite', async () => {
  const dir = tempDir();
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  return {
    store,
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const metadata: EventMetadata = { actorId: 'u1', at: '2024-01-01T00:00:00.000Z', correlationId: 'c1', causationId: null };
const ev = (type: string, data: unknown = {}): NewEvent => ({ type, data, metadata });

const childScript = join(__dirname, 'testing', 'append-from-child.js');
function appendFromChild(file: string, streamId: string, type: string, data: unknown) {
  return new Promise<{ position: number; at: number }>((resolve, reject) => {
    execFile(process.execPath, [childScript, file, streamId, type, JSON.stringify(data)], (err, stdout, stderr) => {
      if (err) reject(new Error(`child failed: ${err.message}\n${stderr}`));
      else resolve(JSON.parse(stdout.trim()) as { position: number; at: number });
    });
  });
}

describe('SqliteEventStore (SQLite only)', () => {
  let dir: string;
  let file: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    dir = tempDir();
    file = join(dir, 'nested', 'data', 'events.sqlite');
    store = new SqliteEventStore(file);
  });
  afterEach(async () => {
    await store.close();
  });

  const positions = async () => {
    const out: number[] = [];
    for await (const e of store.readAll(0)) out.push(e.position);
    return out;
  };

  it('creates the directory, uses WAL', () => {
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(true);
  });

  it('positions are gap-free 1, 2, 3... across streams', async () => {
    await store.append('a', [ev('A'), ev('B')], 'no_stream');
    await store.append('b', [ev('C')], 'no_stream');
    await store.append('a', [ev('D'), ev('E'), ev('F')], 1);
    expect(await positions()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await store.headPosition()).toBe(6);
  });

  it('positions stay gap-free after failed appends (wrong revision, and a failure half-way through a batch)', async () => {
    await store.append('a', [ev('A')], 'no_stream');
    await expect(store.append('a', [ev('X'), ev('Y')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.append('a', [ev('X')], 7)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    // the second event cannot be serialised: the first one's insert must be rolled back
    await expect(store.append('a', [ev('Ok'), ev('Bad', { n: BigInt(1) })], 0)).rejects.toThrow(/BigInt/);
    expect((await store.readStream('a')).map((e) => e.type)).toEqual(['A']);
    const next = await store.append('b', [ev('B')], 'no_stream');
    expect(next).toEqual({ revision: 0, position: 2 });
    await store.append('a', [ev('C')], 0);
    expect(await positions()).toEqual([1, 2, 3]);
  });

  it('appends made in one turn commit together, each with its own check and answer', async () => {
    await store.append('g', [ev('G0')], 'no_stream');
    const answers = await Promise.allSettled([
      store.append('g', [ev('G1')], 0),
      store.append('g', [ev('Late')], 0), // the first one moved the stream on: a conflict, alone
      store.append('h', [ev('H0'), ev('H1')], 'no_stream'),
      store.append('h', [ev('Bad', { n: BigInt(1) })], 'any'),
      store.append('g', [ev('G2')], 1), // sees the first one's event in the same transaction
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((answers[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect(String((answers[3] as PromiseRejectedResult).reason)).toMatch(/BigInt/);
    expect((answers[4] as PromiseFulfilledResult<unknown>).value).toEqual({ revision: 2, position: 5 });
    expect((await store.readStream('g')).map((e) => e.type)).toEqual(['G0', 'G1', 'G2']);
    expect(await positions()).toEqual([1, 2, 3, 4, 5]);
  });

  it('commits appends still waiting when it is closed', async () => {
    const pending = store.append('w', [ev('W')], 'no_stream');
    await store.close();
    await expect(pending).resolves.toEqual({ revision: 0, position: 1 });
    store = new SqliteEventStore(file);
    expect((await store.readStream('w')).map((e) => e.type)).toEqual(['W']);
  });

  it('an empty store has head 0 and reads nothing', async () => {
    expect(await store.headPosition()).toBe(0);
    expect(await positions()).toEqual([]);
  });

  it('keeps everything across close and reopen, and continues the positions', async () => {
    await store.append('a', [ev('A', { n: 1 }), ev('B', { n: 2 })], 'no_stream');
    await store.close();
    store = new SqliteEventStore(file);
    const events = await store.readStream('a');
    expect(events.map((e) => [e.type, e.data, e.revision, e.position])).toEqual([
      ['A', { n: 1 }, 0, 1],
      ['B', { n: 2 }, 1, 2],
    ]);
    expect(events[0].metadata).toEqual(metadata);
    await expect(store.append('a', [ev('C')], 0)).rejects.toMatchObject({ actual: 1 });
    expect(await store.append('a', [ev('C')], 1)).toEqual({ revision: 2, position: 3 });
  });

  it('readAll is lazy: breaking off early reads only the batches it needs', async () => {
    for (let i = 0; i < 50; i++) await store.append(`s${i}`, Array.from({ length: 100 }, (_, j) => ev('E', { i, j })), 'no_stream');
    let n = 0;
    for await (const e of store.readAll(0, { batchSize: 100 })) {
      n++;
      expect(e.position).toBe(n);
      if (n === 250) break;
    }
    expect(n).toBe(250);
    let count = 0;
    let last = 0;
    for await (const e of store.readAll(1234, { batchSize: 333 })) {
      expect(e.position).toBe(last === 0 ? 1235 : last + 1);
      last = e.position;
      count++;
    }
    expect(count).toBe(5000 - 1234);
  });

  it('delivers an append of this process to a waiting subscriber at once, without polling', async () => {
    await store.close();
    store = new SqliteEventStore(file, { pollIntervalMs: 60_000 });
    const got: { e: RecordedEvent; at: number }[] = [];
    const sub = store.subscribe({ from: 0, onEvent: (e) => void got.push({ e, at: Date.now() }) });
    await new Promise((r) => setTimeout(r, 20));
    const before = Date.now();
    await store.append('live', [ev('Now')], 'no_stream');
    await new Promise((r) => setImmediate(r));
    expect(got.map((g) => g.e.type)).toEqual(['Now']);
    expect(got[0].at - before).toBeLessThan(50);
    await sub.close();
  });

  it('delivers an append made by another process on the same file within a second', async () => {
    await store.append('local', [ev('Before')], 'no_stream');
    const got: { e: RecordedEvent; at: number }[] = [];
    let arrived!: () => void;
    const arrival = new Promise<void>((r) => (arrived = r));
    const sub = store.subscribe({
      from: await store.headPosition(),
      onEvent: (e) => {
        got.push({ e, at: Date.now() });
        arrived();
      },
    });
    const child = await appendFromChild(file, 'cli-stream', 'CliDidIt', { text: 'from the CLI ✓' });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([arrival, new Promise((r) => (timer = setTimeout(r, 1500)))]);
    clearTimeout(timer);
    expect(got).toHaveLength(1);
    const [{ e, at }] = got;
    expect(at - child.at).toBeLessThan(1000);
    expect(e).toMatchObject({ streamId: 'cli-stream', type: 'CliDidIt', revision: 0, position: 2, data: { text: 'from the CLI ✓' } });
    expect(e.metadata.actorId).toBe('cli');
    expect(child.position).toBe(2);
    // this process continues after the other one's position, and the subscriber follows
    expect(await store.append('local', [ev('After')], 0)).toEqual({ revision: 1, position: 3 });
    await new Promise((r) => setImmediate(r));
    expect(got.map((g) => g.e.type)).toEqual(['CliDidIt', 'After']);
    await sub.close();
  }, 15_000);

  it('reads a stream appended by another process even after this one read it to the end', async () => {
    await store.append('shared', [ev('Mine')], 'no_stream');
    expect((await store.readStream('shared', 1))).toEqual([]);
    await appendFromChild(file, 'shared', 'Theirs', { n: 1 });
    expect((await store.readStream('shared', 1)).map((e) => e.type)).toEqual(['Theirs']);
    expect((await store.readStream('shared')).map((e) => e.type)).toEqual(['Mine', 'Theirs']);
  }, 15_000);

  it("another connection's commit in the same turn as a read: the append on that read is a conflict, never a lost write", async () => {
    await store.append('raced', [ev('Mine')], 'no_stream');
    await new Promise((r) => setImmediate(r));
    expect(await store.readStream('raced', 1)).toEqual([]);
    const other = new Database(file);
    other.prepare('INSERT INTO events (stream_id, revision, type, data, metadata, id) VALUES (?, 1, ?, ?, ?, ?)')
      .run('raced', 'Theirs', '{}', JSON.stringify(ev('x').metadata), 'other-1');
    other.close();
    // other processes' commits are looked for once per turn: this read, in the same turn, may not show it yet
    await store.readStream('raced', 1);
    await expect(store.append('raced', [ev('Late')], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    // the next turn's read shows it
    await new Promise((r) => setImmediate(r));
    expect((await store.readStream('raced')).map((e) => e.type)).toEqual(['Mine', 'Theirs']);
  });

  it("an append to a stream another process moved on, whatever this one knew of it, lands after theirs", async () => {
    await store.append('known', [ev('Mine')], 'no_stream');
    const other = new Database(file);
    other.prepare('INSERT INTO events (stream_id, revision, type, data, metadata, id) VALUES (?, 1, ?, ?, ?, ?)')
      .run('known', 'Theirs', '{}', JSON.stringify(ev('x').metadata), 'other-1');
    other.close();
    // no read in between: the revision this process knew is found stale under the write lock
    expect(await store.append('known', [ev('Any')], 'any')).toEqual({ revision: 2, position: 3 });
    await expect(store.append('known', [ev('Stale')], 1)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect((await store.readStream('known')).map((e) => e.type)).toEqual(['Mine', 'Theirs', 'Any']);
  });

  it('calls a synchronous onEvent only after subscribe() has returned', async () => {
    await store.append('a', [ev('A')], 'no_stream');
    const calls: boolean[] = [];
    let returned = false;
    const sub = store.subscribe({ from: 0, onEvent: () => void calls.push(returned) });
    returned = true;
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual([true]);
    await sub.close();
  });

  it('a subscriber whose onEvent throws is stopped and told through onError', async () => {
    await store.append('a', [ev('A'), ev('B'), ev('C')], 'no_stream');
    const seen: string[] = [];
    const failed = new Promise<unknown>((resolve) => {
      store.subscribe({
        from: 0,
        onEvent: (e) => {
          seen.push(e.type);
          if (e.type === 'B') throw new Error('projector bug');
        },
        onError: resolve,
      });
    });
    await expect(failed).resolves.toMatchObject({ message: 'projector bug' });
    await store.append('a', [ev('D')], 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual(['A', 'B']);
  });

  it('catches up across many subscription batches in order', async () => {
    await store.close();
    store = new SqliteEventStore(file, { subscriptionBatchSize: 7 });
    for (let i = 0; i < 10; i++) await store.append(`s${i}`, Array.from({ length: 10 }, () => ev('E')), 'no_stream');
    const seen: number[] = [];
    let done!: () => void;
    const all = new Promise<void>((r) => (done = r));
    const sub = store.subscribe({
      from: 5,
      onEvent: async (e) => {
        await Promise.resolve();
        seen.push(e.position);
        if (e.position === 100) done();
      },
    });
    await all;
    expect(seen).toEqual(Array.from({ length: 95 }, (_, i) => i + 6));
    await sub.close();
  });

  it('refuses bad expected revisions and a closed store', async () => {
    await expect(store.append('a', [ev('A')], 1.5)).rejects.toThrow(TypeError);
    await expect(store.append('a', [ev('A')], -2)).rejects.toThrow(TypeError);
    expect(await store.append('a', [ev('A')], -1)).toEqual({ revision: 0, position: 1 });
    await store.close();
    await expect(store.append('a', [ev('B')], 0)).rejects.toThrow(/closed/);
  });
});
