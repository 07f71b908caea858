/**
 * Events per second over the last minute, in one-second buckets: what the admin's
 * Projections view shows per projector and reactor. Constant memory, O(1) per mark.
 */
export class RateMeter {
  private readonly counts: number[];
  private readonly seconds: number[];

  constructor(private readonly windowSeconds = 60, private readonly now: () => number = Date.now) {
    this.counts = new Array<number>(windowSeconds).fill(0);
    this.seconds = new Array<number>(windowSeconds).fill(-1);
  }

  mark(n = 1): void {
    const second = Math.floor(this.now() / 1000);
    const slot = second % this.windowSeconds;
    if (this.seconds[slot] !== second) {
      this.seconds[slot] = second;
      this.counts[slot] = 0;
    }
    this.counts[slot] += n;
  }

  /** the mean over the window's whole seconds before this one (the current second is still filling) */
  perSecond(): number {
    const current = Math.floor(this.now() / 1000);
    let total = 0;
    for (let i = 0; i < this.windowSeconds; i++) {
      const age = current - this.seconds[i];
      if (age >= 1 && age <= this.windowSeconds) total += this.counts[i];
    }
    return Math.round((total / this.windowSeconds) * 10) / 10;
  }
}
