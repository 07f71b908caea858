import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describeWithContainers, useMongoContainer } from '../../test/containers';
import { checkpointStoreContract } from './checkpoint-store.contract';
import { MemoryCheckpointStore } from './memory-checkpoint-store';
import { MongoCheckpointStore } from './mongo-checkpoint-store';
import { SqliteCheckpointStore } from './sqlite-checkpoint-store';

checkpointStoreContract('memory', async () => ({ store: new MemoryCheckpointStore(), cleanup: async () => undefined }));

checkpointStoreContract('sqlite', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'checkpoints-'));
  const file = path.join(dir, 'checkpoints.sqlite');
  const stores = [new SqliteCheckpointStore(file)];
  return {
    store: stores[0],
    reopen: async () => {
      const again = new SqliteCheckpointStore(file);
      stores.push(again);
      return again;
    },
    cleanup: async () => {
      for (const s of stores) await s.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describeWithContainers('MongoCheckpointStore on mongo:7', () => {
  const mongo = useMongoContainer();

  checkpointStoreContract('mongodb', async () => {
    const db = mongo.client.db(`cp_${randomUUID().replace(/-/g, '')}`);
    return {
      store: new MongoCheckpointStore(db),
      reopen: async () => new MongoCheckpointStore(mongo.client.db(db.databaseName)),
      cleanup: async () => { await db.dropDatabase(); },
    };
  });
});
