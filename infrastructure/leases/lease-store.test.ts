import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describeWithContainers, useMongoContainer } from '../../test/containers';
import { leaseStoreContract } from './lease-store.contract';
import { MongoLeaseStore } from './mongo-lease-store';
import { SqliteLeaseStore } from './sqlite-lease-store';

const clock = () => {
  let now = 1_700_000_000_000;
  return { now: () => now, advance: (ms: number) => { now += ms; } };
};

leaseStoreContract('sqlite (two connections on one file)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leases-'));
  const file = path.join(dir, 'events.sqlite');
  const c = clock();
  const store = new SqliteLeaseStore(file, c.now);
  const other = new SqliteLeaseStore(file, c.now);
  return {
    store, other, advance: c.advance,
    cleanup: async () => {
      await store.close();
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describeWithContainers('MongoLeaseStore on mongo:7', () => {
  const mongo = useMongoContainer();
  leaseStoreContract('mongodb', async () => {
    const db = mongo.client.db(`lease_${randomUUID().replace(/-/g, '')}`);
    const c = clock();
    return {
      store: new MongoLeaseStore(db, 'leases', c.now),
      other: new MongoLeaseStore(mongo.client.db(db.databaseName), 'leases', c.now),
      advance: c.advance,
      cleanup: async () => { await db.dropDatabase(); },
    };
  });
});
