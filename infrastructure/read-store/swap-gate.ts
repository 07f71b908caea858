/**
 * Lets operations through, except while a swap runs: `closeWhile` waits for the
 * operations in flight to finish, holds new ones back, runs the swap, then lets
 * them go. Readers wait a moment instead of seeing a half-swapped set.
 */
export class SwapGate {
  private inFlight = 0;
  private closed: Promise<void> | null = null;
  private drained: (() => void) | null = null;

  async pass<R>(op: () => Promise<R>): Promise<R> {
    while (this.closed) await this.closed;
    this.inFlight++;
    try {
      return await op();
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.drained?.();
    }
  }

  async closeWhile(swap: () => Promise<void>): Promise<void> {
    while (this.closed) await this.closed;
    let open!: () => void;
    this.closed = new Promise<void>((resolve) => { open = resolve; });
    try {
      if (this.inFlight > 0) await new Promise<void>((resolve) => { this.drained = resolve; });
      this.drained = null;
      await swap();
    } finally {
      this.closed = null;
      open();
    }
  }
}
