import { MongoClient } from 'mongodb';
import type { Collection as MongoCollection, Db, Document, IndexDirection, CreateIndexesOptions, MongoClientOptions } from 'mongodb';
import type { ChangeListener, Collection, Filter, FindOptions, ReadStore, ShadowReadStore, Sort } from '../../application/ports/read-store';
import { ChangeListeners } from './change-listeners';
import { SwapGate } from './swap-gate';

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
  /** held closed while a rebuild renames its collections in (see swapIn) */
  private readonly gate = new SwapGate();
  private shadows = 0;

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

  changedElsewhere(collection: string): void {
    this.changes.fire(collection);
  }

  collection<T extends { id: string }>(name: string): Collection<T> {
    let c = this.collections.get(name);
    if (!c) {
      c = new MongoCollectionAdapter(this.db.collection(name), () => this.changes.fire(name), this.gate);
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

  shadow(): ShadowReadStore {
    const suffix = `__rebuild_${Date.now().toString(36)}_${++this.shadows}`;
    return new MongoShadowStore(this, suffix);
  }

  /** The indexes ensured on a live collection, for its shadow (a rename keeps them). */
  async indexShadow(live: string, physical: string): Promise<void> {
    for (const i of this.indexes) if (i.collection === live) await this.db.collection(physical).createIndex(i.spec, i.options);
  }

  /**
   * Rename each shadow collection over its live one (dropTarget), or drop the live one
   * when the shadow has none. MongoDB renames one collection at a time, so this store's
   * reads and writes wait at the gate from before the first rename (and for those in
   * flight to finish) until after the last: in this process nobody sees a half-swapped
   * set, at the price of a pause of a few milliseconds. Another process reading the
   * same database could, between two renames; instances with in-memory read models do
   * not share them, and a shared MongoDB's projector runs in one instance (issue 14).
   */
  async swapIn(pairs: readonly { live: string; physical: string }[]): Promise<void> {
    const existing = new Set((await this.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
    await this.gate.closeWhile(async () => {
      for (const { live, physical } of pairs) {
        if (existing.has(physical)) await this.db.renameCollection(physical, live, { dropTarget: true });
        else if (existing.has(live)) await this.db.collection(live).drop();
      }
      // before the gate opens: no cached answer of the old set outlives it
      for (const { live } of pairs) this.changes.fire(live);
    });
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }
}

/** A rebuild's scratch namespace: `<name>__rebuild_<n>` collections beside the live ones. */
class MongoShadowStore implements ShadowReadStore {
  private readonly collections = new Map<string, MongoCollectionAdapter<{ id: string }>>();
  private readonly changes = new ChangeListeners();
  private readonly indexed = new Map<string, Promise<void>>();

  constructor(private readonly live: MongoReadStore, private readonly suffix: string) {}

  private physical(name: string): string {
    return `${name}${this.suffix}`;
  }

  collection<T extends { id: string }>(name: string): Collection<T> {
    let c = this.collections.get(name);
    if (!c) {
      const physical = this.physical(name);
      // the live collection's indexes, so the replay's own reads are not scans
      const ready = this.live.indexShadow(name, physical);
      this.indexed.set(name, ready);
      ready.catch(() => undefined);
      c = new MongoCollectionAdapter(this.live.database.collection(physical), () => this.changes.fire(name), null, ready);
      this.collections.set(name, c);
    }
    return c as unknown as Collection<T>;
  }

  onChange(listener: ChangeListener): () => void {
    return this.changes.add(listener);
  }

  changedElsewhere(collection: string): void {
    this.changes.fire(collection);
  }

  shadow(): ShadowReadStore {
    return this.live.shadow();
  }

  async dropAll(): Promise<void> {
    await this.discard();
    this.changes.fire('*');
  }

  async swapInto(names: readonly string[]): Promise<void> {
    await Promise.all(this.indexed.values());
    await this.live.swapIn(names.map((live) => ({ live, physical: this.physical(live) })));
    await this.discard();
  }

  async discard(): Promise<void> {
    const names = await this.live.database.listCollections({}, { nameOnly: true }).toArray();
    for (const { name } of names) {
      if (!name.endsWith(this.suffix)) continue;
      await this.live.database.collection(name).drop().catch((err: { codeName?: string }) => {
        if (err.codeName !== 'NamespaceNotFound') throw err;
      });
    }
    this.collections.clear();
    this.indexed.clear();
  }

  async close(): Promise<void> {
    // the live store owns the client
  }
}

class MongoCollectionAdapter<T extends { id: string }> implements Collection<T> {
  /** `changed` runs once a write is acknowledged, before its promise resolves (see ReadStore.onChange) */
  constructor(
    private readonly c: MongoCollection<Document>,
    private readonly changed: () => void,
    /** the live store's swap gate (null in a shadow, which nobody reads but its rebuild) */
    private readonly gate: SwapGate | null,
    /** a shadow's indexes being created */
    private readonly ready: Promise<void> | null = null,
  ) {}

  private pass<R>(op: () => Promise<R>): Promise<R> {
    if (this.ready) return this.ready.then(op);
    return this.gate ? this.gate.pass(op) : op();
  }

  get(id: string): Promise<T | null> {
    return this.pass(async () => {
      const raw = await this.c.findOne({ _id: id as unknown as Document['_id'] });
      return raw ? fromMongo<T>(raw) : null;
    });
  }

  find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.pass(async () => {
      let cursor = this.c.find(toMongoFilter(filter));
      if (options.sort && Object.keys(options.sort).length > 0) cursor = cursor.sort(toMongoSort(options.sort));
      if (options.skip && options.skip > 0) cursor = cursor.skip(options.skip);
      if (options.limit && options.limit > 0) cursor = cursor.limit(options.limit);
      const raws = await cursor.toArray();
      return raws.map((raw) => fromMongo<T>(raw));
    });
  }

  count(filter?: Filter): Promise<number> {
    return this.pass(() => this.c.countDocuments(toMongoFilter(filter)));
  }

  upsert(doc: T): Promise<void> {
    return this.pass(async () => {
      const { id, _id, ...rest } = doc as { id: string; _id?: unknown } & Record<string, unknown>;
      await this.c.replaceOne({ _id: id as unknown as Document['_id'] }, rest, { upsert: true });
      this.changed();
    });
  }

  put(doc: T): Promise<void> {
    return this.upsert(doc);
  }

  update(id: string, patch: Partial<T>): Promise<boolean> {
    return this.pass(() => this.updateNow(id, patch));
  }

  private async updateNow(id: string, patch: Partial<T>): Promise<boolean> {
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

  delete(id: string): Promise<boolean> {
    return this.pass(async () => {
      const result = await this.c.deleteOne({ _id: id as unknown as Document['_id'] });
      if (result.deletedCount > 0) this.changed();
      return result.deletedCount > 0;
    });
  }

  deleteMany(filter?: Filter): Promise<number> {
    return this.pass(async () => {
      const result = await this.c.deleteMany(toMongoFilter(filter));
      if (result.deletedCount > 0) this.changed();
      return result.deletedCount;
    });
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
