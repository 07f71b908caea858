import { PasswordHasherBusy, type PasswordHasher } from '../../application/ports/services';
import { QueueFull, Semaphore } from '../../application/processing/semaphore';

/**
 * Every hash and verify of the inner hasher through one semaphore: fewer at once than
 * libuv has threads, so a file read always finds a free one, and a bounded queue
 * behind them; beyond it the caller gets PasswordHasherBusy (503) at once.
 */
export class BoundedPasswordHasher implements PasswordHasher {
  readonly gate: Semaphore;

  constructor(private readonly inner: PasswordHasher, concurrency: number, queue: number) {
    this.gate = new Semaphore(concurrency, queue);
  }

  hash(password: string): Promise<string> {
    return this.bounded(() => this.inner.hash(password));
  }

  verify(stored: string, password: string): Promise<boolean> {
    return this.bounded(() => this.inner.verify(stored, password));
  }

  needsRehash(stored: string): boolean {
    return this.inner.needsRehash(stored);
  }

  private async bounded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.gate.run(work);
    } catch (err) {
      throw err instanceof QueueFull ? new PasswordHasherBusy() : err;
    }
  }
}
