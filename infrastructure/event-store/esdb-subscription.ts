import { excludeSystemEvents } from '@eventstore/db-client';
import type { AllStreamSubscription, EventStoreDBClient } from '@eventstore/db-client';
import type { SubscribeOptions, Subscription } from '../../application/ports/event-store';
import type { EsdbEventStoreOptions } from './esdb-event-store';
import { fromPosition, isSystem, toNumber, toRecorded } from './esdb-mapping';

/**
 * A catch-up subscription to $all that survives drops: on an error or an end it
 * did not ask for, it subscribes again from the last delivered position after a
 * backoff. Events are handed over one at a time (the async iterator pulls the next
 * only after onEvent has settled) and never twice (positions at or below the last
 * delivered one are skipped).
 */
export class EsdbSubscription implements Subscription {
  private last: number;
  private closed = false;
  private current: { unsubscribe(): Promise<void>; destroy(): unknown } | null = null;
  private sleeper: { timer: NodeJS.Timeout; wake: () => void } | null = null;
  private done: Promise<void> = Promise.resolve();

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: SubscribeOptions,
    private readonly config: EsdbEventStoreOptions,
    private readonly onFinished: () => void,
  ) {
    this.last = options.from;
  }

  start(): void {
    this.done = this.run().finally(this.onFinished);
  }

  private async run(): Promise<void> {
    const initialDelay = this.config.resubscribe?.initialDelayMs ?? 200;
    const maxDelay = this.config.resubscribe?.maxDelayMs ?? 5000;
    const maxAttempts = this.config.resubscribe?.maxAttempts ?? Number.POSITIVE_INFINITY;
    let attempt = 0;
    while (!this.closed) {
      let failure: unknown = new Error('EventStoreDB ended the subscription');
      let handlerFailed = false;
      let sub: AllStreamSubscription | null = null;
      try {
        sub = this.client.subscribeToAll({
          fromPosition: fromPosition(this.last),
          filter: excludeSystemEvents(),
          resolveLinkTos: false,
        });
      } catch (err) {
        failure = err;
      }
      if (sub) {
        this.current = sub;
        sub.once('confirmation', () => {
          attempt = 0;
        });
        try {
          for await (const resolved of sub) {
            if (this.closed) break;
            const e = resolved.event;
            if (!e) continue;
            const position = toNumber(e.position.commit);
            if (position <= this.last) continue;
            attempt = 0;
            if (!isSystem(e)) {
              try {
                await this.options.onEvent(toRecorded(e));
              } catch (err) {
                failure = err;
                handlerFailed = true;
                break;
              }
            }
            this.last = position;
          }
        } catch (err) {
          failure = err;
        } finally {
          this.current = null;
          await this.drop(sub);
        }
      }
      if (this.closed) return;
      if (handlerFailed) return this.fail(failure);
      attempt++;
      if (attempt > maxAttempts) return this.fail(failure);
      const delay = Math.min(maxDelay, initialDelay * 2 ** Math.min(attempt - 1, 20));
      try {
        this.config.onDrop?.(failure, attempt, delay);
      } catch {
        /* a logger must not stop the retry */
      }
      await this.sleep(delay);
    }
  }

  private fail(error: unknown): void {
    this.closed = true;
    try {
      this.options.onError?.(error);
    } catch {
      /* nothing more to tell */
    }
  }

  private async drop(sub: { unsubscribe(): Promise<void>; destroy(): unknown }): Promise<void> {
    try {
      await sub.unsubscribe();
    } catch {
      /* already gone */
    }
    sub.destroy();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleeper = null;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.sleeper = { timer, wake };
    });
  }

  /**
   * Stops delivery; resolves once the event being handled (if any) has settled.
   * Do not await it from inside onEvent (that would wait for itself).
   */
  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.sleeper?.wake();
      const current = this.current;
      if (current) await this.drop(current);
    }
    await this.done;
  }
}
