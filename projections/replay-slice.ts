/**
 * A replay of the log inside the serving process (a rebuild, a projector catching up)
 * gives the event loop back now and then. The SQLite store answers each next() from a
 * page it read synchronously and the in-memory read store resolves at once, so a
 * `for await` over the log runs on microtasks alone: without a turn it holds every
 * request, timer and I/O callback until the replay ends (a 35 000-event rebuild held
 * the site for 0.9 s, and rebuilds asked for meanwhile queued behind it instead of
 * being refused).
 *
 * By time rather than by count alone: a slice of a few milliseconds keeps a replay's
 * throughput whatever one event costs, and bounds what it adds to a read's latency.
 * The count is a ceiling for cheap events, so that a long replay always takes turns.
 */
export const REPLAY_SLICE_MS = 10;
export const REPLAY_SLICE_EVENTS = 1000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ReplaySlice {
  private since = performance.now();
  private events = 0;

  /** Called after each event: true when the slice is used up (then `await turn()`). */
  spent(): boolean {
    return ++this.events >= REPLAY_SLICE_EVENTS || performance.now() - this.since >= REPLAY_SLICE_MS;
  }

  /** Timers and I/O run; the next slice starts when the replay is given the loop again. */
  async turn(): Promise<void> {
    await nextTurn();
    this.since = performance.now();
    this.events = 0;
  }
}
