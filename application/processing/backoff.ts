/** Waits before retry n (1, 2, …): 0.25 s doubling, capped, with ±20 % jitter so retries do not march in step. */
export function backoffMs(attempt: number, capMs = 30_000, baseMs = 250): number {
  const plain = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(plain * (0.8 + Math.random() * 0.4));
}

/** A sleep that `wake()` ends early (stop, an operator's retry). */
export class Sleeper {
  private timer: NodeJS.Timeout | null = null;
  private done: (() => void) | null = null;

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.done = resolve;
      this.timer = setTimeout(() => this.wake(), ms);
      this.timer.unref();
    });
  }

  wake(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const done = this.done;
    this.done = null;
    done?.();
  }
}
