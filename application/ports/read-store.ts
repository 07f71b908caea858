/**
 * The read store port: document collections shaped for the screens.
 * Filters are the MongoDB query language subset both adapters support:
 * equality, $in, $nin, $ne, $gt, $gte, $lt, $lte, $exists, $regex (with $options),
 * $or, $and, and dotted paths.
 * Documents returned are read-only snapshots: never mutate them, write through
 * upsert / update.
 */
export type Doc = { id: string } & Record<string, unknown>;

export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: Sort;
  limit?: number;
  skip?: number;
}

export interface Collection<T extends { id: string }> {
  get(id: string): Promise<T | null>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /** insert or replace the whole document with this id */
  upsert(doc: T): Promise<void>;
  /**
   * upsert, handing the document over: the caller never touches it, or anything
   * in it, again. The in-memory store keeps it without a copy (projectors write
   * through this, via applyOnce; the documents they build are fresh).
   */
  put(doc: T): Promise<void>;
  /** set these fields on an existing document; false when there is none */
  update(id: string, patch: Partial<T>): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  deleteMany(filter?: Filter): Promise<number>;
}

/** Told the name of a collection a write may have changed; '*' after dropAll. */
export type ChangeListener = (collection: string) => void;

export interface ReadStore {
  collection<T extends { id: string }>(name: string): Collection<T>;
  /** drop every collection (rebuild by replay) */
  dropAll(): Promise<void>;
  /**
   * Called for every write (put, upsert, update, delete, deleteMany, dropAll) before
   * the write's promise resolves, so a cache of read models is dropped before the
   * writer (the projection runner) moves on and a read-your-writes waiter wakes.
   * It may fire for a write that changed nothing. Listeners must not throw.
   */
  onChange(listener: ChangeListener): () => void;
  /**
   * Another instance has written this collection (shared read models): tells the
   * onChange listeners as if this store had written it, so this instance's caches drop it.
   */
  changedElsewhere?(collection: string): void;
  /**
   * A scratch namespace in the same store, empty, whose collections live beside the
   * live ones under other names: a rebuild fills it while readers keep the live model,
   * then swaps some of its collections in. Writes to it fire no live onChange.
   */
  shadow(): ShadowReadStore;
  close(): Promise<void>;
}

export interface ShadowReadStore extends ReadStore {
  /**
   * Make these collections of the shadow the live ones (a name the shadow never wrote
   * becomes empty), so that no read sees some of them swapped and others not, then drop
   * the whole shadow. onChange fires for each name before it resolves. The caller keeps
   * writers of those collections still meanwhile.
   */
  swapInto(names: readonly string[]): Promise<void>;
  /** drop the shadow's collections, swapping nothing */
  discard(): Promise<void>;
}
