import type { Collection, Db } from 'mongodb';
import type { CheckpointStore } from '../../application/ports/processing';

interface CheckpointDoc {
  _id: string;
  position: number;
  updatedAt: Date;
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

  async put(name: string, position: number): Promise<void> {
    await this.docs.updateOne({ _id: name }, { $set: { position, updatedAt: new Date() } }, { upsert: true });
  }
}
