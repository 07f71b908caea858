/**
 * Servers under test in their own processes: the app (a setup of
 * bench/server-child.ts, run through scripts/run-ts.js) or a bare node:http server
 * (bench/bare-server.js, plain JS). The bench process only drives wrk and asks the
 * child for figures it keeps (projection lag, per-stage times) over IPC.
 *
 * Every app child also answers `profile` (start V8's CPU profiler) and `profiled`
 * (stop it and write the .cpuprofile to the given path): a bench profiles just its
 * measured window (BENCH_CPU_PROF=<dir>), not the set-up.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

export interface ServerChild<I> {
  pid: number;
  port: number;
  info: I;
  /** runs one of the child's commands and resolves with its answer */
  ask<T>(command: string, arg?: unknown): Promise<T>;
  stop(): Promise<void>;
}

interface Reply { id: number; result?: unknown; error?: string }

function connect<I>(child: ChildProcess): Promise<ServerChild<I>> {
  let next = 0;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      reject(new Error(`server child exited (${code}) before it was ready`));
      for (const p of pending.values()) p.reject(new Error(`server child exited (${code})`));
    });
    child.on('message', (m: { type: 'ready'; port: number; info: I } | Reply) => {
      if ('type' in m) {
        resolve({
          pid: child.pid!, port: m.port, info: m.info,
          ask: <T>(command: string, arg?: unknown) => new Promise<T>((res, rej) => {
            const id = ++next;
            pending.set(id, { resolve: res as (v: unknown) => void, reject: rej });
            child.send({ id, command, arg });
          }),
          stop: () => new Promise<void>((res) => {
            if (child.exitCode !== null) return res();
            child.once('exit', () => res());
            child.send({ id: 0, command: 'stop' });
          }),
        });
        return;
      }
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error));
      else p?.resolve(m.result);
    });
  });
}

const root = path.resolve(__dirname, '..');

/** The app, set up by the named setup of bench/server-child.ts with `args`. */
export function forkApp<I>(setup: string, args: object = {}): Promise<ServerChild<I>> {
  const child = fork(path.join(root, 'scripts/run-ts.js'), [path.join(root, 'bench/server-child.ts'), setup, JSON.stringify(args)], {
    // BENCH_APP_FLAGS: node/V8 flags for the app's process only, to try one (e.g. a GC setting) against the default
    execArgv: (process.env.BENCH_APP_FLAGS ?? '').split(' ').filter(Boolean),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return connect<I>(child);
}

export type BareSpec =
  /** `headers`: a flat name, value list sent besides the type, length and encoding, with a counted X-Request-Id */
  | { kind: 'bytes'; body: string; contentType?: string; headers?: string[] }
  | { kind: 'post'; body: string }
  | { kind: 'range'; file: string };

/** A bare node:http server (bench/bare-server.js): the baseline. */
export function forkBare(spec: BareSpec): Promise<ServerChild<Record<string, never>>> {
  const child = fork(path.join(root, 'bench/bare-server.js'), [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // by IPC, not argv: a body may be larger than a command line may be
  child.send({ spec });
  return connect(child);
}

export interface Served {
  port: number;
  info?: unknown;
  commands?: Record<string, (arg: unknown) => unknown>;
  stop(): Promise<void>;
}

/** BENCH_HEAP_PROF=1: the profile commands sample allocations (a .heapprofile) instead of CPU time. */
const HEAP = process.env.BENCH_HEAP_PROF === '1';

function profilerCommands(): Record<string, (arg: unknown) => unknown> {
  let session: Session | null = null;
  const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) =>
    session!.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result))));
  return {
    profile: async () => {
      session = new Session();
      session.connect();
      if (HEAP) {
        // every 4 KB allocated, those a GC already took included: where the garbage comes from
        await post('HeapProfiler.enable');
        await post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
        return;
      }
      await post('Profiler.enable');
      await post('Profiler.start');
    },
    profiled: async (file) => {
      const { profile } = await post(HEAP ? 'HeapProfiler.stopSampling' : 'Profiler.stop') as { profile: unknown };
      session!.disconnect();
      session = null;
      writeFileSync(String(file), JSON.stringify(profile));
      return file;
    },
  };
}

/** The child's side: announce the server, answer commands, stop and exit on 'stop'. */
export function serveOverIpc(served: Served): void {
  served.commands = { ...profilerCommands(), ...served.commands };
  process.on('message', (m: { id: number; command: string; arg?: unknown }) => {
    if (m.command === 'stop') {
      void served.stop().finally(() => process.exit(0));
      return;
    }
    Promise.resolve()
      .then(() => {
        const command = served.commands?.[m.command];
        if (!command) throw new Error(`unknown command ${m.command}`);
        return command(m.arg);
      })
      .then((result) => process.send!({ id: m.id, result }), (err: Error) => process.send!({ id: m.id, error: String(err?.stack ?? err) }));
  });
  // the parent gone: nothing left to serve
  process.on('disconnect', () => void served.stop().finally(() => process.exit(0)));
  process.send!({ type: 'ready', port: served.port, info: served.info ?? null });
}
