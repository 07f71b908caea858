/** A held lease: `token` grows by one at every change of holder (the fencing token). */
export interface Lease {
  name: string;
  owner: string;
  token: number;
}

/**
 * Leases (DESIGN §6, more than one instance): a reactor, or a projector writing a
 * shared read model, works only in the instance holding its lease. A lease ends
 * when its holder stops renewing it (a killed process) and `ttlMs` has passed;
 * whoever takes it then gets a bigger token, and stores refuse writes carrying an
 * older one (fencing), so a holder that was paused past its expiry cannot undo
 * the new holder's work.
 */
export interface LeaseStore {
  /** Takes the lease when nobody holds it or its holder's time is up; null while another holds it. */
  acquire(name: string, owner: string, ttlMs: number): Promise<Lease | null>;
  /** Extends a held lease; false when it has passed to another holder (the token moved on). */
  renew(lease: Lease, ttlMs: number): Promise<boolean>;
  /** Gives it up at once (a clean stop), so another instance need not wait for the expiry. */
  release(lease: Lease): Promise<void>;
}

/** A write refused because its fencing token is not the newest: the writer lost its lease. */
export class LeaseLostError extends Error {
  constructor(readonly lease: string, readonly token: number) {
    super(`Lease ${lease} has passed to another instance (token ${token} is stale)`);
    this.name = 'LeaseLostError';
  }
}
