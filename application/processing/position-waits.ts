/**
 * Waits on a processor's position: read-your-writes for projectors and reactors alike. The
 * processor calls `pass` as it moves; each wait ends once its position is passed, or with
 * false after its timeout.
 */
export class PositionWaits {
  private waiting: { position: number; end(reached: boolean): void }[] = [];

  /**
   * Ends every wait at or before `position`, each with `reached(its position)`: whether what
   * it waited for is really in (a projector that failed on it has not applied it).
   */
  pass(position: number, reached: (waited: number) => boolean = () => true): void {
    if (this.waiting.length === 0) return;
    const still: typeof this.waiting = [];
    for (const w of this.waiting) {
      if (w.position <= position) w.end(reached(w.position));
      else still.push(w);
    }
    this.waiting = still;
  }

  /** `then` runs once `position` is passed (the caller has checked it is not yet). */
  onPassing(position: number, then: () => void): void {
    this.waiting.push({ position, end: () => then() });
  }

  /** Resolves with the pass's answer, or false after `timeoutMs` (the caller has checked it is not yet passed). */
  wait(position: number, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter = {
        position,
        end: (reached: boolean) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs);
      timer.unref();
      this.waiting.push(waiter);
    });
  }
}
