import { randomUUID } from 'node:crypto';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { MongoClient } from 'mongodb';
import { describeWithContainers } from '../../test/containers';
import { createMongoSessionStore, MongoSessionStore } from './mongo-session-store';
import { get, sessionOf, sessionStoreContract, set } from './session-store.contract';

describeWithContainers('MongoSessionStore on mongo:7', () => {
  let container: StartedMongoDBContainer;
  let url: string;

  beforeAll(async () => {
    container = await new MongoDBContainer('mongo:7').start();
    const u = new URL(container.getConnectionString());
    u.searchParams.set('directConnection', 'true');
    url = u.toString();
  }, 120_000);

  afterAll(async () => {
    await container?.stop();
  });

  sessionStoreContract('mongodb', async () => {
    const dbName = `sess_${randomUUID().replace(/-/g, '')}`;
    const client = new MongoClient(url);
    await client.connect();
    const store = new MongoSessionStore(client, dbName);
    return {
      store,
      cleanup: async () => {
        await client.db(dbName).dropDatabase();
        await store.close(); // closes the client
      },
    };
  });

  it('stores the session as a document with an index on session.userId', async () => {
    const dbName = `sess_${randomUUID().replace(/-/g, '')}`;
    const store = await createMongoSessionStore(url, dbName);
    await set(store, 's1', sessionOf('u1'));
    expect(await get(store, 's1')).toMatchObject({ userId: 'u1' });
    await store.destroyUserSessions('nobody'); // waits for the index
    const client = new MongoClient(url);
    const raw = await client.db(dbName).collection('sessions').findOne({});
    expect(raw).toMatchObject({ _id: 's1', session: { userId: 'u1' } });
    const keys = (await client.db(dbName).collection('sessions').indexes()).map((i) => i.key);
    expect(keys).toContainEqual({ 'session.userId': 1 });
    await client.db(dbName).dropDatabase();
    await client.close();
    await store.close();
  });
});
