import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { FastHistogram } from './fast-histogram';
import type { ProcessingStatus } from '../../application/processing/processing-status';

/** What the scrape reads from the running parts; each is asked only when Prometheus scrapes. */
export interface MetricsSources {
  processing(): Promise<ProcessingStatus>;
  /** events the mail reactors have still to handle */
  mailBacklog(): Promise<{ reactor: string; events: number }[]>;
  /** planned renditions by state; absent when RENDITIONS=off */
  renditions?(): Promise<{ status: 'pending' | 'running' | 'done' | 'failed' }[]>;
  uploads(): { inProgress: number; receivedBytes: number };
}

/** Seconds, from a few hundred microseconds (a kept read) to the slow tail of a command. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STORE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * This process's metrics, in its own registry (tests run several servers in one
 * process). Request and event-store timings are recorded as they happen; the state
 * of projectors, reactors, renditions, uploads and mail is read at scrape time only,
 * so none of it costs anything between scrapes.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new FastHistogram('ubr_http_request_duration_seconds',
    'HTTP requests by declared route (never the raw URL), method and status; lean: served before Express',
    ['method', 'route', 'status', 'lean'], HTTP_BUCKETS, this.registry);

  readonly appendDuration = new FastHistogram('ubr_event_store_append_duration_seconds',
    'Event store appends; outcome ok, conflict (wrong expected revision) or error', ['outcome'], STORE_BUCKETS, this.registry);

  readonly readDuration = new FastHistogram('ubr_event_store_read_duration_seconds',
    'Event store reads: a stream, the head position, or a whole readAll (time inside the store only)', ['operation'], STORE_BUCKETS, this.registry);

  private sources: MetricsSources | null = null;
  private readonly snapshot = new Snapshot(() => this.sources?.processing() ?? null);

  constructor() {
    processMetrics();
    const registers = [this.registry];
    const sources = () => this.sources;
    let uploadedSeen = 0;
    const snapshot = this.snapshot;
    new Gauge({
      name: 'ubr_log_head_position', help: 'Position of the newest event in the log', registers,
      async collect() {
        const s = await snapshot.get();
        if (s) this.set(s.head);
      },
    });
    new Gauge({
      name: 'ubr_processor_position', help: 'The last log position each projector and reactor has applied',
      labelNames: ['name', 'kind'] as const, registers,
      async collect() {
        this.reset();
        for (const p of (await snapshot.get())?.processors ?? []) this.set({ name: p.name, kind: p.kind }, p.position);
      },
    });
    new Gauge({
      name: 'ubr_processor_lag_events', help: 'Events in the log after each projector and reactor (counted up to 10 000)',
      labelNames: ['name', 'kind'] as const, registers,
      async collect() {
        this.reset();
        for (const p of (await snapshot.get())?.processors ?? []) this.set({ name: p.name, kind: p.kind }, p.lagEvents);
      },
    });
    new Gauge({
      name: 'ubr_processor_lag_seconds', help: 'Age of the oldest event each projector and reactor has not applied (0 when caught up)',
      labelNames: ['name', 'kind'] as const, registers,
      async collect() {
        this.reset();
        for (const p of (await snapshot.get())?.processors ?? []) this.set({ name: p.name, kind: p.kind }, p.lagSeconds);
      },
    });
    new Gauge({
      name: 'ubr_processor_up', help: '1 while a projector or reactor is running, 0 while it retries an event or has stopped',
      labelNames: ['name', 'kind', 'state'] as const, registers,
      async collect() {
        this.reset();
        for (const p of (await snapshot.get())?.processors ?? []) this.set({ name: p.name, kind: p.kind, state: p.state }, p.state === 'running' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'ubr_mail_backlog_events', help: 'Events the mail reactors have still to send mail for', labelNames: ['reactor'] as const, registers,
      async collect() {
        this.reset();
        for (const m of await sources()?.mailBacklog() ?? []) this.set({ reactor: m.reactor }, m.events);
      },
    });
    new Gauge({
      name: 'ubr_rendition_jobs', help: 'Planned renditions by state: queued, running, failed (done ones are not counted)',
      labelNames: ['state'] as const, registers,
      async collect() {
        const jobs = await sources()?.renditions?.() ?? [];
        const count = (status: string) => jobs.filter((j) => j.status === status).length;
        this.set({ state: 'queued' }, count('pending'));
        this.set({ state: 'running' }, count('running'));
        this.set({ state: 'failed' }, count('failed'));
      },
    });
    new Gauge({
      name: 'ubr_uploads_in_progress', help: 'Video uploads (chunked or streamed) this process is receiving', registers,
      collect() {
        this.set(sources()?.uploads().inProgress ?? 0);
      },
    });
    new Counter({
      name: 'ubr_upload_received_bytes_total', help: 'Bytes of video uploads received (chunks and streamed files)', registers,
      collect() {
        const now = sources()?.uploads().receivedBytes ?? 0;
        if (now > uploadedSeen) this.inc(now - uploadedSeen);
        uploadedSeen = now;
      },
    });
  }

  /** The running parts, once the server has them. */
  watch(sources: MetricsSources): void {
    this.sources = sources;
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text; the processing status is read once per scrape, not once per family. */
  text(): Promise<string> {
    this.snapshot.clear();
    return Registry.merge([this.registry, processMetrics()]).metrics();
  }
}

let processRegistry: Registry | null = null;

/**
 * prom-client's defaults (memory, CPU, heap, GC, event-loop delay) describe the process,
 * not a server: they are made once per process (their GC observer and event-loop monitor
 * cannot be stopped, and tests start many servers in one process).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One read of the processing status shared by the families of one scrape (they collect together). */
class Snapshot {
  private current: Promise<ProcessingStatus | null> | null = null;

  constructor(private readonly read: () => Promise<ProcessingStatus> | null) {}

  get(): Promise<ProcessingStatus | null> {
    this.current ??= Promise.resolve(this.read()).catch(() => null);
    return this.current;
  }

  clear(): void {
    this.current = null;
  }
}
