import { LeaseLostError } from '../../application/ports/leases';
import type { CheckpointStore } from '../../application/ports/processing';

/** What every CheckpointStore adapter must do; run against each. */
export function checkpointStoreContract(name: string, open: () => Promise<{ store: CheckpointStore; reopen?: () => Promise<CheckpointStore>; cleanup(): Promise<void> }>) {
  describe(`CheckpointStore contract: ${name}`, () => {
    let opened: Awaited<ReturnType<typeof open>>;
    beforeEach(async () => { opened = await open(); });
    afterEach(async () => { await opened.cleanup(); });

    it('answers 0 for a reactor it has never seen', async () => {
      expect(await opened.store.get('never')).toBe(0);
    });

    it('keeps the last position put, per name', async () => {
      await opened.store.put('mails', 5);
      await opened.store.put('mails', 9);
      await opened.store.put('renditions', 3);
      expect(await opened.store.get('mails')).toBe(9);
      expect(await opened.store.get('renditions')).toBe(3);
    });

    it('keeps positions beyond 2^32 exactly (EventStoreDB log positions)', async () => {
      await opened.store.put('big', 2 ** 40 + 7);
      expect(await opened.store.get('big')).toBe(2 ** 40 + 7);
    });

    it('refuses a put fenced by an older lease token than one it has seen, and keeps the newer position', async () => {
      await opened.store.put('mails', 5, 1);
      await opened.store.put('mails', 8, 2);
      await expect(opened.store.put('mails', 6, 1)).rejects.toBeInstanceOf(LeaseLostError);
      expect(await opened.store.get('mails')).toBe(8);
      await opened.store.put('mails', 9, 2);
      await opened.store.put('mails', 10, 3);
      expect(await opened.store.get('mails')).toBe(10);
    });

    it('survives reopening where the adapter is durable', async () => {
      if (!opened.reopen) return;
      await opened.store.put('mails', 42);
      expect(await (await opened.reopen()).get('mails')).toBe(42);
    });
  });
}
