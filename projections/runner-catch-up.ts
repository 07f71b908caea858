import type { RecordedEvent } from '../application/ports/event-store';
import { backoffMs, Sleeper } from '../application/processing/backoff';
import type { Feed } from './runner-feed';
import type { Member } from './runner-member';
import { ReplaySlice } from './replay-slice';

/**
 * The projectors behind the shared feed: one that failed stops at its event and is
 * retried with backoff, reading the log from its own position. It reads only its own
 * collections, so no other waits for it. One loop catches them all up and brings them
 * back to the shared feed.
 */
export class CatchUp {
  /** the one loop that catches up every projector behind the shared feed (null: none is) */
  private catchingUp: Promise<void> | null = null;
  /** its sleep between passes: a new failure, an operator's retry or stop ends it */
  private readonly sleeper = new Sleeper();
  /** the projectors the catch-up's pass under way must leave alone (a failure on the shared feed adds to it) */
  private passBlocked: Set<Member> | null = null;

  /** `rejoined`: some projectors are back on the shared feed (their checkpoints and waits move on) */
  constructor(private readonly feed: Feed, private readonly rejoined: () => void) {}

  /** The projector stays at the event before this one and retries. */
  fail(m: Member, event: RecordedEvent, err: unknown): void {
    m.position = Math.max(m.position, this.feed.processed);
    this.noteError(m, event, err);
    // the pass under way (if any) read past its position: the next one takes it
    this.passBlocked?.add(m);
    this.start();
    // a read-your-writes wait behind it would only time out: answer it now
    this.feed.wake();
  }

  /** An operator's "retry now" for a retrying projector: it tries again at once. */
  retryNow(m: Member): void {
    m.retryAt = 0;
    this.sleeper.wake();
  }

  /** Stopping: the sleep between passes ends. */
  interrupt(): void {
    this.sleeper.wake();
  }

  /** Resolves when the loop under way (if any) has ended. */
  async finished(): Promise<void> {
    await this.catchingUp;
  }

  /** Starts the catch-up loop, or wakes it from its sleep. */
  start(): void {
    if (this.feed.stopped) return;
    if (this.catchingUp) return this.sleeper.wake();
    const run = this.loop().catch((err) => this.feed.log?.error({ err }, 'projection catch-up failed')).finally(() => {
      this.catchingUp = null;
      // one that fell behind as the loop was ending
      if (this.feed.members.some((m) => m.state === 'retrying')) this.start();
    });
    this.catchingUp = run;
  }

  private noteError(m: Member, event: RecordedEvent, err: unknown): void {
    m.failed(event, err);
    m.retryAt = Date.now() + backoffMs(m.attempts);
    this.feed.log?.error({ err, projector: m.projector.name, position: event.position, type: event.type, attempts: m.attempts },
      'projector failed; it stops at this event and retries');
  }

  /**
   * Brings every projector behind the shared feed back to it, in passes over the log.
   * A failed one whose backoff has not run out waits; the others in a pass apply each
   * event, and those caught up at its end rejoin the shared feed together.
   */
  private async loop(): Promise<void> {
    let readFailures = 0;
    while (!this.feed.stopped) {
      const behind = this.feed.members.filter((m) => m.state === 'retrying');
      if (behind.length === 0) return;
      const now = Date.now();
      const blocked = new Set<Member>();
      for (const m of behind) if (m.retryAt > now) blocked.add(m);
      const ready = behind.filter((m) => !blocked.has(m));
      if (ready.length === 0) {
        await this.sleeper.sleep(Math.min(...behind.filter((m) => m.retryAt > now).map((m) => m.retryAt)) - now);
        continue;
      }
      try {
        await this.pass(blocked, Math.min(...ready.map((m) => m.position)));
        readFailures = 0;
      } catch (err) {
        // the log could not be read: every projector in the pass stays where it got to
        readFailures++;
        this.feed.log?.error({ err, attempts: readFailures }, 'projection catch-up could not read the log; it tries again');
        await this.sleeper.sleep(backoffMs(readFailures));
      }
    }
  }

  private async pass(blocked: Set<Member>, from: number): Promise<void> {
    const { feed } = this;
    this.passBlocked = blocked;
    try {
      const slice = new ReplaySlice();
      for await (const event of feed.events.readAll(from)) {
        if (slice.spent()) await slice.turn();
        if (feed.stopped) return;
        let moving = false;
        for (const m of feed.members) {
          if (m.state !== 'retrying' || blocked.has(m)) continue;
          moving = true;
          if (event.position <= m.position) continue;
          if (m.types.has(event.type)) {
            try {
              await m.projector.apply(event, feed.readStore);
            } catch (err) {
              this.noteError(m, event, err);
              blocked.add(m);
              continue;
            }
            if (m.succeeded()) feed.log?.info({ projector: m.projector.name, position: event.position }, 'projector recovered');
          }
          m.position = event.position;
        }
        if (!moving) break;
      }
      if (feed.stopped) return;
      // rejoin only past what the shared feed has delivered, the event in flight included
      const live = Math.max(feed.processed, feed.inFlight);
      for (const m of feed.members) if (m.state === 'retrying' && m.position < live) blocked.add(m);
      let rejoined = false;
      for (const m of feed.members) {
        if (m.state !== 'retrying' || blocked.has(m)) continue;
        m.reset();
        rejoined = true;
      }
      if (rejoined) this.rejoined();
    } finally {
      this.passBlocked = null;
    }
  }
}
