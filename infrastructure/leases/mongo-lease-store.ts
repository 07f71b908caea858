import { type Collection, type Db, MongoServerError } from 'mongodb';
import type { Lease, LeaseStore } from '../../application/ports/leases';

interface LeaseDoc {
  _id: string;
  owner: string;
  token: number;
  expiresAt: Date;
}

/**
 * Leases in MongoDB (production, several instances): one document per lease in
 * `leases`. Taking one is a single findOneAndUpdate that matches only an expired
 * (or absent) lease and bumps its token; while it is held the upsert collides with
 * the existing _id, which is the answer "held by another".
 */
export class MongoLeaseStore implements LeaseStore {
  private readonly docs: Collection<LeaseDoc>;

  constructor(db: Db, collection = 'leases', private readonly now: () => number = Date.now) {
    this.docs = db.collection<LeaseDoc>(collection);
  }

  async acquire(name: string, owner: string, ttlMs: number): Promise<Lease | null> {
    const now = this.now();
    try {
      const doc = await this.docs.findOneAndUpdate(
        { _id: name, expiresAt: { $lte: new Date(now) } },
        { $set: { owner, expiresAt: new Date(now + ttlMs) }, $inc: { token: 1 } },
        { upsert: true, returnDocument: 'after' },
      );
      return doc ? { name, owner, token: doc.token } : null;
    } catch (err) {
      if (err instanceof MongoServerError && err.code === 11000) return null;
      throw err;
    }
  }

  async renew(lease: Lease, ttlMs: number): Promise<boolean> {
    const res = await this.docs.updateOne({ _id: lease.name, token: lease.token }, { $set: { expiresAt: new Date(this.now() + ttlMs) } });
    return res.matchedCount === 1;
  }

  async release(lease: Lease): Promise<void> {
    await this.docs.updateOne({ _id: lease.name, token: lease.token }, { $set: { expiresAt: new Date(0) } });
  }
}
