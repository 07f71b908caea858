/** Refused because the queue is full: the caller answers busy (or does without) rather than wait without bound. */
export class QueueFull extends Error {
  constructor() {
    super('queue full');
    this.name = 'QueueFull';
  }
}

/**
 * At most `slots` tasks at once, at most `queue` more waiting in order; a task beyond
 * both is refused at once with QueueFull. A waiting task costs one closure, so the
 * bound is about how long a caller may wait, not memory alone. Framework-free, so the
 * application's own heavy work (image jobs) is bounded the way the password hasher is.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly slots: number, readonly queue: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error(`slots must be a positive integer, got ${slots}`);
    if (!Number.isInteger(queue) || queue < 0) throw new Error(`queue must be a non-negative integer, got ${queue}`);
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queue) return Promise.reject(new QueueFull());
    // the slot passes straight to the next waiter, so `running` never dips between them
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
