import type { ReadStore } from '../../application/ports/read-store';
import { AuditLogReads } from '../../application/users/audit-log';
import { AUDIT_LOG, type AuditEntry } from '../../application/users/read-model';
import type { ReadStoreUnderTest } from './read-store.contract';

/** An entry of the log at a log position; `at` in UTC (the league's day begins at 07:00Z). */
const entry = (position: number, at: string, action: string, actorId: string | null, actorName = actorId ?? 'visitor'): AuditEntry => ({
  id: String(position), at, action, actorId, actorName, targetId: 't', targetName: 'T', details: '', _position: position,
});

// written out of log order, as a rebuild may write them: the log's order is the position's
const ENTRIES = [
  entry(5, '2026-03-02T06:59:59.999Z', 'role_changed', 'a1', 'alice'), // still 1 March in Arizona
  entry(1, '2026-02-28T12:00:00.000Z', 'role_changed', 'cli'),
  entry(3, '2026-03-01T07:00:00.000Z', 'password_reset_by_admin', 'a1', 'alice'), // 1 March begins
  entry(2, '2026-03-01T06:59:59.999Z', 'sponsorship_application_submitted', null), // still 28 February
  entry(4, '2026-03-01T20:00:00.000Z', 'role_changed', 'b2', 'Bob'),
  entry(7, '2026-03-03T09:00:00.000Z', 'comment_removed', 'a1', 'alice_renamed'),
  entry(6, '2026-03-02T07:00:00.000Z', 'role_changed', 'b2', 'Bob'), // 2 March
];

const ids = (entries: AuditEntry[]) => entries.map((e) => e.id);

/**
 * The audit log's reads (application/users/audit-log.ts) on each ReadStore adapter: the
 * page, the filters and the count are the store's own query, so each adapter answers them.
 */
export function auditLogContract(name: string, make: () => Promise<ReadStoreUnderTest>): void {
  describe(`audit log reads: ${name}`, () => {
    let store: ReadStore;
    let cleanup: () => Promise<void>;
    let reads: AuditLogReads;

    beforeEach(async () => {
      ({ store, cleanup } = await make());
      const log = store.collection<AuditEntry>(AUDIT_LOG);
      for (const e of ENTRIES) await log.upsert(e);
      reads = new AuditLogReads(store);
    });
    afterEach(async () => {
      await cleanup();
    });

    it('pages newest first by log position, with the total', async () => {
      const first = await reads.page({ limit: 3, page: 1 });
      expect(ids(first.entries)).toEqual(['7', '6', '5']);
      expect(first.total).toBe(7);
      expect(ids((await reads.page({ limit: 3, page: 3 })).entries)).toEqual(['1']);
      expect(await reads.page({ limit: 3, page: 4 })).toEqual({ entries: [], total: 7 });
      expect((await reads.page({ limit: 3, page: 2 })).entries[0]).toEqual(ENTRIES[4]);
    });

    it('filters by action and by actor, alone and together', async () => {
      const roles = await reads.page({ limit: 2, page: 1, action: 'role_changed' });
      expect(ids(roles.entries)).toEqual(['6', '5']);
      expect(roles.total).toBe(4);
      const alice = await reads.page({ limit: 10, page: 1, actorId: 'a1' });
      expect(ids(alice.entries)).toEqual(['7', '5', '3']);
      const both = await reads.page({ limit: 10, page: 1, actorId: 'a1', action: 'role_changed' });
      expect(both).toEqual({ entries: [ENTRIES[0]], total: 1 });
      expect(await reads.page({ limit: 10, page: 1, action: 'battler_deleted' })).toEqual({ entries: [], total: 0 });
    });

    it('filters by league day (Arizona), both ends included', async () => {
      const march1 = await reads.page({ limit: 10, page: 1, from: '2026-03-01', to: '2026-03-01' });
      expect(ids(march1.entries)).toEqual(['5', '4', '3']);
      expect(march1.total).toBe(3);
      expect(ids((await reads.page({ limit: 10, page: 1, to: '2026-02-28' })).entries)).toEqual(['2', '1']);
      expect(ids((await reads.page({ limit: 10, page: 1, from: '2026-03-02' })).entries)).toEqual(['7', '6']);
      const range = await reads.page({ limit: 1, page: 2, from: '2026-02-28', to: '2026-03-01', actorId: 'a1' });
      expect(range).toEqual({ entries: [ENTRIES[2]], total: 2 });
      expect((await reads.page({ limit: 10, page: 1, from: '9999-12-31', to: '9999-12-31' })).total).toBe(0);
      expect((await reads.page({ limit: 10, page: 1, from: '0001-01-01', to: '9999-12-31' })).total).toBe(7);
    });

    it('lists the actors by name with their entries, by their newest name, visitors left out', async () => {
      expect(await reads.actors()).toEqual([
        { id: 'a1', name: 'alice_renamed', entries: 3 },
        { id: 'b2', name: 'Bob', entries: 2 },
        { id: 'cli', name: 'cli', entries: 1 },
      ]);
    });

    it('reads the actors again once the log changes, or is dropped', async () => {
      expect(await reads.actors()).toHaveLength(3);
      await store.collection<AuditEntry>(AUDIT_LOG).upsert(entry(8, '2026-03-04T09:00:00.000Z', 'role_changed', 'c3', 'carol'));
      expect((await reads.actors()).map((a) => a.id)).toEqual(['a1', 'b2', 'c3', 'cli']);
      await store.dropAll();
      expect(await reads.actors()).toEqual([]);
    });
  });
}
