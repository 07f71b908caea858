import { MongoStore } from 'connect-mongo';
import { MongoClient } from 'mongodb';
import type { Collection, Document, Filter } from 'mongodb';
import type { SessionRegistry } from './session-registry';

export interface MongoSessionStoreOptions {
  /** lifetime of a session whose cookie has no expiry, in seconds; default 1 day */
  ttlSeconds?: number;
  collectionName?: string;
}

/**
 * express-session store on MongoDB (production): connect-mongo, storing the
 * session as a document (`stringify: false`) so `session.userId` can be queried
 * and indexed; expired sessions are removed by connect-mongo's TTL index on
 * `expires`. Adds `destroyUserSessions`.
 */
export class MongoSessionStore extends MongoStore implements SessionRegistry {
  private readonly indexed: Promise<void>;

  constructor(client: MongoClient, dbName: string, options: MongoSessionStoreOptions = {}) {
    super({
      client,
      dbName,
      collectionName: options.collectionName ?? 'sessions',
      stringify: false,
      ttl: options.ttlSeconds ?? 24 * 3600,
      autoRemove: 'native',
    });
    this.indexed = this.sessions().then(async (c) => {
      await c.createIndex({ 'session.userId': 1 });
    });
    // reported by the next destroyUserSessions; never an unhandled rejection
    this.indexed.catch(() => undefined);
  }

  private async sessions(): Promise<Collection<Document>> {
    return (await this.collectionP) as unknown as Collection<Document>;
  }

  async destroyUserSessions(userId: string, exceptSid?: string): Promise<number> {
    await this.indexed;
    const filter: Filter<Document> = exceptSid
      ? { 'session.userId': userId, _id: { $ne: exceptSid as unknown as Document['_id'] } }
      : { 'session.userId': userId };
    const result = await (await this.sessions()).deleteMany(filter);
    return result.deletedCount;
  }
}

/** Connect (failing fast) and build the store; its close() closes the client. */
export async function createMongoSessionStore(
  url: string,
  dbName: string,
  options: MongoSessionStoreOptions = {},
): Promise<MongoSessionStore> {
  const client = new MongoClient(url);
  await client.connect();
  return new MongoSessionStore(client, dbName, options);
}
