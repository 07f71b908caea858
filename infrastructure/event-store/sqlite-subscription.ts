import type { SubscribeOptions, Subscription } from '../../application/ports/event-store';
import type { SqliteEventStore } from './sqlite-event-store';

/**
 * One subscriber: a loop that reads the rows after its cursor in batches, awaits
 * onEvent for each in order, and sleeps until woken when it has reached the head.
 */
export class SqliteSubscription implements Subscription {
  private cursor: number;
  private closed = false;
  private wait: { cancel: () => void } | null = null;
  private done: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: SqliteEventStore,
    private readonly options: SubscribeOptions,
  ) {
    this.cursor = options.from;
  }

  start(): void {
    this.done = this.run();
  }

  private async run(): Promise<void> {
    const { onEvent, onPassed, types } = this.options;
    const read = this.store.pageReader(types ?? null);
    const size = this.store.subscriptionBatchSize;
    // never call onEvent before subscribe() has returned the subscription
    await Promise.resolve();
    try {
      while (!this.closed && !this.store.isClosed) {
        // The read and the registration of the waiter happen in one synchronous
        // stretch: an append of this process cannot fall between them.
        const page = this.cursor < this.store.knownHead ? read(this.cursor, size) : null;
        if (!page || page.last <= this.cursor) {
          const wait = this.store.waitForAppend();
          this.wait = wait;
          await wait.promise;
          this.wait = null;
          continue;
        }
        for (const event of page.events) {
          if (this.closed) return;
          const pending = onEvent(event);
          // a synchronous handler costs no extra microtask; a promise is awaited
          if (pending && typeof (pending as Promise<void>).then === 'function') await pending;
          this.cursor = event.position;
        }
        if (this.closed) return;
        if (this.cursor < page.last) {
          // the page ended with rows of unwanted types: say how far the read got
          this.cursor = page.last;
          onPassed?.(page.last);
        }
        // let timers and I/O in between catch-up batches
        if (page.full) await new Promise((r) => setImmediate(r));
      }
    } catch (err) {
      if (this.closed) return;
      this.closed = true;
      try {
        this.options.onError?.(err);
      } catch {
        /* the subscriber's error handler failed: nothing more to tell */
      }
    } finally {
      this.store.forget(this);
    }
  }

  /**
   * Stops delivery; resolves once the event being handled (if any) has settled.
   * Do not await it from inside onEvent (that would wait for itself).
   */
  async close(): Promise<void> {
    this.closed = true;
    this.wait?.cancel();
    await this.done;
  }
}
