import { type Collection, type Db, MongoServerError } from 'mongodb';
import { LeaseLostError } from '../../application/ports/leases';
import type { CheckpointStore } from '../../application/ports/processing';

interface CheckpointDoc {
  _id: string;
  position: number;
  updatedAt: Date;
  /** the highest lease token that wrote it */
  fence?: number;
}

/** The reactors' checkpoints in MongoDB (production): one document per reactor. */
export class MongoCheckpointStore implements CheckpointStore {
  private readonly docs: Collection<CheckpointDoc>;

  constructor(db: Db, collection = 'reactor_checkpoints') {
    this.docs = db.collection<CheckpointDoc>(collection);
  }

  async get(name: string): Promise<number> {
    return (await this.docs.findOne({ _id: name }))?.position ?? 0;
  }

  async put(name: string, position: number, fence?: number): Promise<void> {
    if (fence === undefined) {
      await this.docs.updateOne({ _id: name }, { $set: { position, updatedAt: new Date() } }, { upsert: true });
      return;
    }
    try {
      // a newer holder's token in the document makes the filter miss: the upsert then collides on _id
      await this.docs.updateOne({ _id: name, $or: [{ fence: { $exists: false } }, { fence: { $lte: fence } }] },
        { $set: { position, updatedAt: new Date(), fence } }, { upsert: true });
    } catch (err) {
      if (err instanceof MongoServerError && err.code === 11000) throw new LeaseLostError(name, fence);
      throw err;
    }
  }
}
