import type { Collection, Db } from 'mongodb';
import { BackendStore, type CounterBackend, type SharedCounters } from './shared-counters';

interface CounterDoc {
  _id: string;
  hits: number;
  resetAt: Date;
}

/**
 * Shared counters in MongoDB (`rate_limits`): one findOneAndUpdate per increment, an
 * update pipeline that starts a new window when the old one has ended; a TTL index
 * removes ended windows.
 */
export class MongoCounters implements CounterBackend, SharedCounters {
  private readonly docs: Collection<CounterDoc>;
  private indexed: Promise<unknown> | null = null;

  constructor(db: Db, collection = 'rate_limits') {
    this.docs = db.collection<CounterDoc>(collection);
  }

  store(prefix: string) {
    this.indexed ??= this.docs.createIndex({ resetAt: 1 }, { expireAfterSeconds: 0 }).catch(() => { this.indexed = null; });
    return new BackendStore(this, prefix);
  }

  async increment(key: string, windowMs: number, now: number) {
    const live = { $gt: ['$resetAt', new Date(now)] };
    const doc = await this.docs.findOneAndUpdate({ _id: key }, [{
      $set: {
        hits: { $cond: [live, { $add: ['$hits', 1] }, 1] },
        resetAt: { $cond: [live, '$resetAt', new Date(now + windowMs)] },
      },
    }], { upsert: true, returnDocument: 'after' });
    return { hits: doc?.hits ?? 1, resetAt: doc?.resetAt.getTime() ?? now + windowMs };
  }

  async get(key: string, now: number) {
    const doc = await this.docs.findOne({ _id: key, resetAt: { $gt: new Date(now) } });
    return doc ? { hits: doc.hits, resetAt: doc.resetAt.getTime() } : null;
  }

  async decrement(key: string, now: number) {
    await this.docs.updateOne({ _id: key, resetAt: { $gt: new Date(now) }, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  async reset(key: string) {
    await this.docs.deleteOne({ _id: key });
  }

  async close() {
    // the client belongs to the read store
  }
}
