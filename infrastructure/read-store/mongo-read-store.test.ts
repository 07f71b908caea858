import { randomUUID } from 'node:crypto';
import type { MongoClient } from 'mongodb';
import { describeWithContainers, useMongoContainer } from '../../test/containers';
import { auditLogContract } from './audit-log.contract';
import { MongoReadStore } from './mongo-read-store';
import { readStoreContract } from './read-store.contract';

describeWithContainers('MongoReadStore on mongo:7', () => {
  const mongo = useMongoContainer({ ignoreUndefined: true });
  let client: MongoClient;
  beforeAll(() => { client = mongo.client; });

  readStoreContract('mongodb', async () => {
    const dbName = `rs_${randomUUID().replace(/-/g, '')}`;
    const store = new MongoReadStore(client, dbName);
    return {
      store,
      cleanup: async () => {
        await client.db(dbName).dropDatabase();
        await store.close();
      },
    };
  });

  auditLogContract('mongodb', async () => {
    const dbName = `rs_${randomUUID().replace(/-/g, '')}`;
    const store = new MongoReadStore(client, dbName);
    return {
      store,
      cleanup: async () => {
        await client.db(dbName).dropDatabase();
        await store.close();
      },
    };
  });

  describe('MongoReadStore specifics', () => {
    it('stores id as _id, with no id field', async () => {
      const dbName = `rs_${randomUUID().replace(/-/g, '')}`;
      const store = new MongoReadStore(client, dbName);
      await store.collection<{ id: string; n: number }>('c').upsert({ id: 'a', n: 1 });
      expect(await client.db(dbName).collection('c').findOne({})).toEqual({ _id: 'a', n: 1 });
      await client.db(dbName).dropDatabase();
    });

    it('dropAll keeps the sessions collection and re-creates ensured indexes', async () => {
      const dbName = `rs_${randomUUID().replace(/-/g, '')}`;
      const store = new MongoReadStore(client, dbName);
      await client.db(dbName).collection('sessions').insertOne({ _id: 's1' as never, session: {} });
      await store.ensureIndex('videos', { eventId: 1, at: -1 });
      await store.collection<{ id: string; eventId: string }>('videos').upsert({ id: 'v', eventId: 'e' });
      await store.dropAll();
      expect(await client.db(dbName).collection('sessions').countDocuments()).toBe(1);
      const indexes = await client.db(dbName).collection('videos').indexes();
      expect(indexes.map((i) => i.key)).toContainEqual({ eventId: 1, at: -1 });
      await client.db(dbName).dropDatabase();
    });

    it('a shadow lives in <name>__rebuild_<n> collections with the live indexes, renamed over the live ones at the swap', async () => {
      const dbName = `rs_${randomUUID().replace(/-/g, '')}`;
      const store = new MongoReadStore(client, dbName);
      const db = client.db(dbName);
      await store.ensureIndex('videos', { eventId: 1 });
      await store.collection<{ id: string; eventId: string }>('videos').upsert({ id: 'old', eventId: 'e' });
      const shadow = store.shadow();
      await shadow.collection<{ id: string; eventId: string }>('videos').upsert({ id: 'new', eventId: 'e' });
      const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
      const physical = names.find((n) => n.startsWith('videos__rebuild_'));
      expect(physical).toBeDefined();
      expect((await db.collection(physical!).indexes()).map((i) => i.key)).toContainEqual({ eventId: 1 });
      await shadow.swapInto(['videos']);
      const after = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
      expect(after.filter((n) => n.includes('__rebuild_'))).toEqual([]);
      expect(await db.collection('videos').find().toArray()).toEqual([{ _id: 'new', eventId: 'e' }]);
      expect((await db.collection('videos').indexes()).map((i) => i.key)).toContainEqual({ eventId: 1 });
      await db.dropDatabase();
    });

    it('connect owns its client and close closes it', async () => {
      const store = await MongoReadStore.connect(mongo.url, `rs_${randomUUID().replace(/-/g, '')}`);
      await store.collection('c').upsert({ id: 'x' });
      await store.dropAll();
      await store.close();
    });
  });
});
