import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';

/** The container's key for the shared counters (bound only when RATE_LIMIT_STORE is shared). */
export const SHARED_COUNTERS = Symbol.for('SharedCounters');

/**
 * Hit counters that several instances share (RATE_LIMIT_STORE=shared): each limiter
 * gets its own store under its own prefix (express-rate-limit refuses one store
 * instance in two limiters). A fixed window per key, as express-rate-limit's own
 * MemoryStore counts.
 */
export interface SharedCounters {
  store(prefix: string): Store;
  close(): Promise<void>;
}

/** The few operations an adapter provides; the window comes from the limiter's options. */
export interface CounterBackend {
  increment(key: string, windowMs: number, now: number): Promise<{ hits: number; resetAt: number }>;
  get(key: string, now: number): Promise<{ hits: number; resetAt: number } | null>;
  decrement(key: string, now: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export class BackendStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(private readonly backend: CounterBackend, readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const found = await this.backend.get(this.prefix + key, Date.now());
    return found ? { totalHits: found.hits, resetTime: new Date(found.resetAt) } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { hits, resetAt } = await this.backend.increment(this.prefix + key, this.windowMs, Date.now());
    return { totalHits: hits, resetTime: new Date(resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.backend.decrement(this.prefix + key, Date.now());
  }

  async resetKey(key: string): Promise<void> {
    await this.backend.reset(this.prefix + key);
  }
}
