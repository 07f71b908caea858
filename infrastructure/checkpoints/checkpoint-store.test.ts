import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { MongoClient } from 'mongodb';
import { describeWithContainers } from '../../test/containers';
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
  let container: StartedMongoDBContainer;
  let client: MongoClient;

  beforeAll(async () => {
    container = await new MongoDBContainer('mongo:7').start();
    const url = new URL(container.getConnectionString());
    url.searchParams.set('directConnection', 'true');
    client = new MongoClient(url.toString());
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    await container?.stop();
  });

  checkpointStoreContract('mongodb', async () => {
    const db = client.db(`cp_${randomUUID().replace(/-/g, '')}`);
    return {
      store: new MongoCheckpointStore(db),
      reopen: async () => new MongoCheckpointStore(client.db(db.databaseName)),
      cleanup: async () => { await db.dropDatabase(); },
    };
  });
});
