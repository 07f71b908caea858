/**
 * The analysts' replay (issue 4): the vote and view history up to an instant, one
 * row per event, as CSV or NDJSON, and the tallies and views as of that instant:
 *   npm run replay -- --until 2026-06-01T00:00:00Z --out history.csv
 * It reads the event store only (DATA_DIR/events.sqlite or EVENTSTORE_URL), never the
 * server's read models, so it gives the same answer on a copy of the production log;
 * its tallies come from the site's own videos projector over a scratch in-memory store.
 * The fold is in scripts/replay/fold.ts (no I/O); this file does the I/O.
 */
import { once } from 'node:events';
import { createWriteStream, renameSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Writable } from 'node:stream';
import type { EventStore } from '../application/ports/event-store';
import { USAGE, parseReplayArgs } from './replay/args';
import { DAILY_HEADER, DailyFold, dailyLine } from './replay/daily';
import { ReplayFold, type ReplaySummary } from './replay/fold';
import { formatSummary, formatterFor } from './replay/format';
import { StoreNotFoundError, openEventStore } from './replay/store';

export interface ReplayIo {
  env: NodeJS.ProcessEnv;
  stdout: Writable;
  stderr: { write(text: string): unknown };
  /** the default cut-off */
  now?: () => Date;
  /** rows per readAll page */
  batchSize?: number;
  /** told the summary (tests) */
  onSummary?: (summary: ReplaySummary) => void;
}

const defaultIo = (): ReplayIo => ({ env: process.env, stdout: process.stdout, stderr: process.stderr });

/**
 * Buffers rows into ~64 KB chunks and respects the stream's backpressure: memory
 * stays at one chunk plus the stream's own buffer, whatever the size of the log.
 */
class Sink {
  private buffer = '';
  private failure: Error | null = null;

  constructor(
    private readonly stream: Writable,
    private readonly chunk = 64 * 1024,
  ) {
    stream.on('error', (err) => {
      this.failure ??= err;
    });
  }

  /** true when the buffer is full: await flush() then */
  push(text: string): boolean {
    this.buffer += text;
    return this.buffer.length >= this.chunk;
  }

  async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.buffer === '') return;
    const text = this.buffer;
    this.buffer = '';
    if (!this.stream.write(text)) await this.drain();
    if (this.failure) throw this.failure;
  }

  private drain(): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = (err?: Error) => {
        this.stream.off('drain', onDrain);
        this.stream.off('error', onError);
        this.stream.off('close', onClose);
        if (err) reject(err);
        else resolve();
      };
      const onDrain = () => done();
      const onError = (err: Error) => done(err);
      const onClose = () => done(this.failure ?? new Error('the output closed'));
      this.stream.on('drain', onDrain);
      this.stream.on('error', onError);
      this.stream.on('close', onClose);
    });
  }
}

interface Output {
  stream: Writable;
  label: string;
  /** resolves once everything is on disk (file) or handed to stdout */
  finish(): Promise<void>;
  /** removes a partial file */
  abort(): void;
}

/**
 * A file is written beside its final name and renamed at the end: a failed or
 * interrupted run never leaves a truncated history.csv behind (a device or a pipe
 * given as --out is written directly).
 */
async function openOutput(out: string | null, stdout: Writable): Promise<Output> {
  if (out === null) {
    return { stream: stdout, label: 'stdout', finish: async () => {}, abort: () => {} };
  }
  const target = path.resolve(out);
  let direct = false;
  try {
    direct = !statSync(target).isFile();
  } catch {
    /* does not exist yet */
  }
  const file = direct ? target : `${target}.${process.pid}.partial`;
  const stream = createWriteStream(file, { flags: direct ? 'a' : 'w' });
  await once(stream, 'open');
  return {
    stream,
    label: out,
    finish: async () => {
      stream.end();
      await once(stream, 'close');
      if (!direct) renameSync(file, target);
    },
    abort: () => {
      stream.destroy();
      if (!direct) {
        try {
          unlinkSync(file);
        } catch {
          /* never created or already gone */
        }
      }
    },
  };
}

const isEpipe = (err: unknown) => (err as { code?: string } | null)?.code === 'EPIPE';

export async function main(argv: string[], io: ReplayIo = defaultIo()): Promise<number> {
  const parsed = parseReplayArgs(argv, io.now ? io.now() : new Date());
  if (parsed.kind === 'help') {
    io.stdout.write(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.stderr.write(`${parsed.message}\n(npm run replay -- --help for the usage)\n`);
    return 2;
  }
  const args = parsed.args;
  const started = performance.now();

  let store: EventStore;
  try {
    store = openEventStore(io.env).store;
  } catch (err) {
    if (err instanceof StoreNotFoundError) {
      io.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }

  let output: Output | null = null;
  try {
    try {
      output = await openOutput(args.out, io.stdout);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      const why = e.code === 'ENOENT' ? 'its folder does not exist' : e.code === 'EACCES' ? 'permission denied' : e.message;
      io.stderr.write(`Cannot write ${args.out}: ${why}\n`);
      return 1;
    }
    const sink = new Sink(output.stream);
    if (args.daily) {
      const daily = new DailyFold(args.until);
      const head = await store.headPosition();
      if (head > 0) {
        for await (const event of store.readAll(0, { batchSize: io.batchSize ?? 2000 })) {
          if (event.position > head || (await daily.push(event)) === 'stop') break;
        }
      }
      const rows = await daily.rows();
      sink.push(DAILY_HEADER);
      for (const row of rows) if (sink.push(dailyLine(row))) await sink.flush();
      await sink.flush();
      await output.finish();
      const span = rows.length ? ` from ${rows[0].day} to ${rows[rows.length - 1].day}` : '';
      io.stderr.write(`Daily series: ${rows.length} days${span}, ${daily.eventsRead} events read up to ${args.until.toISOString()}, `
        + `${Math.round(performance.now() - started)} ms, written to ${output.label}\n`);
      return 0;
    }
    const format = formatterFor(args.format);
    const fold = new ReplayFold({ until: args.until, videoId: args.videoId });

    // the log as of now: events appended while the replay runs are not part of it
    const head = await store.headPosition();
    sink.push(format.header);
    if (head > 0) {
      for await (const event of store.readAll(0, { batchSize: io.batchSize ?? 2000 })) {
        if (event.position > head) break;
        const row = await fold.push(event);
        if (row === 'stop') break;
        if (row && sink.push(format.line(row))) await sink.flush();
      }
    }
    await sink.flush();
    await output.finish();

    const summary = await fold.summary();
    io.onSummary?.(summary);
    io.stderr.write(formatSummary(summary, { ms: performance.now() - started, output: output.label, format: args.format }));
    return 0;
  } catch (err) {
    output?.abort();
    if (args.out === null && isEpipe(err)) {
      io.stderr.write('stdout was closed before the end of the replay; stopped.\n');
      return 0;
    }
    io.stderr.write(`Replay failed: ${(err as Error).message}\n`);
    return 1;
  } finally {
    await store.close();
  }
}

if (require.main === module || path.resolve(process.argv[1] ?? '') === __filename) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (err) => {
    process.stderr.write(`${(err as Error).stack ?? err}\n`);
    process.exit(1);
  });
}
