import { MongoClient } from 'mongodb';
import type { Collection as MongoCollection, Db, Document, IndexDirection, CreateIndexesOptions, MongoClientOptions } from 'mongodb';
import type { ChangeListener, Collection, Filter, FindOptions, ReadStore, Sort } from '../../application/ports/read-store';
import { ChangeListeners } from './change-listeners';

export interface MongoReadStoreOptions {
  /** collections dropAll leaves alone (the session store may share the database); default ['sessions', 'reactor_checkpoints']: what a rebuild must not lose */
  keepOnDrop?: string[];
}

type IndexSpec = Record<string, IndexDirection>;

/**
 * The production read store on MongoDB. A document is stored with `_id` = our
 * `id` (no separate `id` field): filters, sorts and index specs naming `id` are
 * rewritten to `_id`, and documents read back get `id` again and never `_id`.
 * `undefined` fields are not stored (ignoreUndefined), and `update` with an
 * undefined value unsets the field: the same as the in-memory store.
 */
export class MongoReadStore implements ReadStore {
  private readonly db: Db;
  private readonly collections = new Map<string, MongoCollectionAdapter<{ id: string }>>();
  private readonly indexes: { collection: string; spec: IndexSpec; options: CreateIndexesOptions }[] = [];
  private readonly keepOnDrop: Set<string>;
  private readonly ownsClient: boolean;
  private readonly changes = new ChangeListeners();

  constructor(
    private readonly client: MongoClient,
    dbName: string,
    options: MongoReadStoreOptions & { ownsClient?: boolean } = {},
  ) {
    this.db = client.db(dbName, { ignoreUndefined: true });
    this.keepOnDrop = new Set(options.keepOnDrop ?? ['sessions', 'reactor_checkpoints']);
    this.ownsClient = options.ownsClient ?? false;
  }

  /** The database, for stores that share it (sessions, the reactors' checkpoints). */
  get database(): Db {
    return this.db;
  }

  /** Connect (failing fast when the server is unreachable) and own the client: close() closes it. */
  static async connect(
    url: string,
    dbName: string,
    options: MongoReadStoreOptions & { client?: MongoClientOptions } = {},
  ): Promise<MongoReadStore> {
    const client = new MongoClient(url, { ignoreUndefined: true, ...options.client });
    await client.connect();
    return new MongoReadStore(client, dbName, { ...options, ownsClient: true });
  }

  onChange(listener: ChangeListener): () => void {
    return this.changes.add(listener);
  }

  collection<T extends { id: string }>(name: string): Collection<T> {
    let c = this.collections.get(name);
    if (!c) {
      c = new MongoCollectionAdapter(this.db.collection(name), () => this.changes.fire(name));
      this.collections.set(name, c);
    }
    return c as unknown as Collection<T>;
  }

  /** Create an index (idempotent); remembered and re-created after dropAll. `id` means `_id`. */
  async ensureIndex(collection: string, spec: IndexSpec, options: CreateIndexesOptions = {}): Promise<void> {
    const mapped: IndexSpec = {};
    for (const [k, v] of Object.entries(spec)) mapped[k === 'id' ? '_id' : k] = v;
    if (!this.indexes.some((i) => i.collection === collection && JSON.stringify(i.spec) === JSON.stringify(mapped))) {
      this.indexes.push({ collection, spec: mapped, options });
    }
    await this.db.collection(collection).createIndex(mapped, options);
  }

  async dropAll(): Promise<void> {
    const names = await this.db.listCollections({}, { nameOnly: true }).toArray();
    for (const { name } of names) {
      if (name.startsWith('system.') || this.keepOnDrop.has(name)) continue;
      await this.db.collection(name).drop().catch((err: { codeName?: string }) => {
        if (err.codeName !== 'NamespaceNotFound') throw err;
      });
    }
    for (const i of this.indexes) await this.db.collection(i.collection).createIndex(i.spec, i.options);
    this.changes.fire('*');
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }
}

class MongoCollectionAdapter<T extends { id: string }> implements Collection<T> {
  /** `changed` runs once a write is acknowledged, before its promise resolves (see ReadStore.onChange) */
  constructor(private readonly c: MongoCollection<Document>, private readonly changed: () => void) {}

  async get(id: string): Promise<T | null> {
    const raw = await this.c.findOne({ _id: id as unknown as Document['_id'] });
    return raw ? fromMongo<T>(raw) : null;
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.c.find(toMongoFilter(filter));
    if (options.sort && Object.keys(options.sort).length > 0) cursor = cursor.sort(toMongoSort(options.sort));
    if (options.skip && options.skip > 0) cursor = cursor.skip(options.skip);
    if (options.limit && options.limit > 0) cursor = cursor.limit(options.limit);
    const raws = await cursor.toArray();
    return raws.map((raw) => fromMongo<T>(raw));
  }

  async count(filter?: Filter): Promise<number> {
    return this.c.countDocuments(toMongoFilter(filter));
  }

  async upsert(doc: T): Promise<void> {
    const { id, _id, ...rest } = doc as { id: string; _id?: unknown } & Record<string, unknown>;
    await this.c.replaceOne({ _id: id as unknown as Document['_id'] }, rest, { upsert: true });
    this.changed();
  }

  put(doc: T): Promise<void> {
    return this.upsert(doc);
  }

  async update(id: string, patch: Partial<T>): Promise<boolean> {
    const $set: Document = {};
    const $unset: Document = {};
    for (const [key, value] of Object.entries(patch)) {
      if (key === 'id' || key === '_id') continue;
      if (value === undefined) $unset[key] = '';
      else $set[key] = value;
    }
    const byId = { _id: id as unknown as Document['_id'] };
    const change: Document = {};
    if (Object.keys($set).length > 0) change.$set = $set;
    if (Object.keys($unset).length > 0) change.$unset = $unset;
    if (Object.keys(change).length === 0) return (await this.c.countDocuments(byId, { limit: 1 })) > 0;
    const result = await this.c.updateOne(byId, change);
    if (result.matchedCount > 0) this.changed();
    return result.matchedCount > 0;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.c.deleteOne({ _id: id as unknown as Document['_id'] });
    if (result.deletedCount > 0) this.changed();
    return result.deletedCount > 0;
  }

  async deleteMany(filter?: Filter): Promise<number> {
    const result = await this.c.deleteMany(toMongoFilter(filter));
    if (result.deletedCount > 0) this.changed();
    return result.deletedCount;
  }
}

function fromMongo<T>(raw: Document): T {
  const { _id, ...rest } = raw;
  return { id: _id as string, ...rest } as T;
}

const LOGICAL = new Set(['$or', '$and', '$nor']);

/** `id` → `_id`, at the top level and inside $or / $and / $nor. */
function toMongoFilter(filter: Filter | undefined): Document {
  if (!filter) return {};
  const out: Document = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'id') out._id = value;
    else if (LOGICAL.has(key) && Array.isArray(value)) out[key] = value.map((f) => toMongoFilter(f as Filter));
    else out[key] = value;
  }
  return out;
}

function toMongoSort(sort: Sort): Record<string, 1 | -1> {
  const out: Record<string, 1 | -1> = {};
  for (const [key, dir] of Object.entries(sort)) out[key === 'id' ? '_id' : key] = dir;
  return out;
}
