import type { LeaseStore } from '../../application/ports/leases';

export interface LeaseFixture {
  store: LeaseStore;
  /** a second handle on the same leases (another process's view) */
  other: LeaseStore;
  /** moves the stores' clock on */
  advance(ms: number): void;
  cleanup(): Promise<void>;
}

/** What every lease store does; run against each adapter. */
export function leaseStoreContract(label: string, make: () => Promise<LeaseFixture>) {
  describe(`LeaseStore contract: ${label}`, () => {
    let f: LeaseFixture;
    beforeEach(async () => { f = await make(); });
    afterEach(async () => { await f.cleanup(); });

    it('gives a free lease to the first asker and refuses it to the next while held', async () => {
      const a = await f.store.acquire('renditions', 'a', 1000);
      expect(a).toEqual({ name: 'renditions', owner: 'a', token: 1 });
      expect(await f.other.acquire('renditions', 'b', 1000)).toBeNull();
      // other names are other leases
      expect(await f.other.acquire('claim_mails', 'b', 1000)).toMatchObject({ owner: 'b', token: 1 });
    });

    it('passes an expired lease on with a bigger token; the old holder can no longer renew', async () => {
      const a = (await f.store.acquire('renditions', 'a', 1000))!;
      f.advance(500);
      expect(await f.store.renew(a, 1000)).toBe(true);
      f.advance(900);
      expect(await f.other.acquire('renditions', 'b', 1000)).toBeNull();
      f.advance(200);
      const b = await f.other.acquire('renditions', 'b', 1000);
      expect(b).toEqual({ name: 'renditions', owner: 'b', token: 2 });
      expect(await f.store.renew(a, 1000)).toBe(false);
      expect(await f.store.acquire('renditions', 'a', 1000)).toBeNull();
    });

    it('a release frees the lease at once, and the token still grows', async () => {
      const a = (await f.store.acquire('renditions', 'a', 60_000))!;
      await f.store.release(a);
      expect(await f.other.acquire('renditions', 'b', 60_000)).toMatchObject({ owner: 'b', token: 2 });
      // releasing a lease one no longer holds changes nothing
      await f.store.release(a);
      expect(await f.store.acquire('renditions', 'a', 60_000)).toBeNull();
    });

    it('two instances asking at once: exactly one gets it', async () => {
      const got = await Promise.all([f.store.acquire('x', 'a', 1000), f.other.acquire('x', 'b', 1000)]);
      expect(got.filter(Boolean)).toHaveLength(1);
    });
  });
}
