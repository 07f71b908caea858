import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../infrastructure/event-store/sqlite-event-store';
import { MemoryReadStore } from '../infrastructure/read-store/memory-read-store';

/** A fresh SQLite event store and in-memory read store, as the embedded default has. */
export function embeddedStores() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-stores-'));
  const events = new SqliteEventStore(path.join(dir, 'events.sqlite'));
  const reads = new MemoryReadStore();
  return {
    events, reads, dir,
    async close() {
      await events.close();
      await reads.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const ctx = (actorId: string | null = 'tester') => ({ actorId, correlationId: 'corr-1', at: new Date('2026-11-21T12:00:00Z') });
