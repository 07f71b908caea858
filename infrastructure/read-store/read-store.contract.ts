import type { ReadStore } from '../../application/ports/read-store';

export interface ReadStoreUnderTest {
  store: ReadStore;
  cleanup(): Promise<void>;
}

interface Battler {
  id: string;
  name: string;
  wins?: number;
  at?: string;
  tags?: string[];
  city?: string | null;
  stats?: { views: number; country?: string };
  _position?: number;
}

const battlers: Battler[] = [
  { id: 'b1', name: 'Alpha', wins: 5, at: '2024-01-05T10:00:00.000Z', tags: ['clean', 'veteran'], city: 'Austin', stats: { views: 100, country: 'US' } },
  { id: 'b2', name: 'bravo', wins: 2, at: '2024-03-01T08:30:00.000Z', tags: ['rookie'], city: null, stats: { views: 50 } },
  { id: 'b3', name: 'Charlie', wins: 5, at: '2023-12-31T23:59:59.000Z', tags: [], stats: { views: 300, country: 'UK' } },
  { id: 'b4', name: 'Delta', wins: 0, at: '2024-02-10T12:00:00.000Z', tags: ['veteran'], city: 'Boston' },
  { id: 'b5', name: 'echo', at: '2024-02-11T00:00:00.000Z', city: 'austin' },
];

const ids = (docs: { id: string }[]) => docs.map((d) => d.id);
const sorted = (docs: { id: string }[]) => ids(docs).sort();

/**
 * One behaviour for every ReadStore adapter: the in-memory one and MongoDB run
 * this same suite. `make` gives a fresh, empty store for each test.
 */
export function readStoreContract(name: string, make: () => Promise<ReadStoreUnderTest>): void {
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await make());
    });
    afterEach(async () => {
      await cleanup();
    });

    const seed = async () => {
      const c = store.collection<Battler>('battlers');
      for (const b of battlers) await c.upsert(b);
      return c;
    };

    describe('get, upsert, update, delete', () => {
      it('answers null for an absent id, the document for a present one', async () => {
        const c = store.collection<Battler>('battlers');
        expect(await c.get('nope')).toBeNull();
        await c.upsert({ id: 'x', name: 'X', wins: 1 });
        expect(await c.get('x')).toEqual({ id: 'x', name: 'X', wins: 1 });
      });

      it('upsert replaces the whole document', async () => {
        const c = store.collection<Battler>('battlers');
        await c.upsert({ id: 'x', name: 'X', wins: 1, city: 'Austin' });
        await c.upsert({ id: 'x', name: 'Y' });
        expect(await c.get('x')).toEqual({ id: 'x', name: 'Y' });
        expect(await c.count()).toBe(1);
      });

      it('put inserts or replaces like upsert, and leaves out fields holding undefined', async () => {
        const c = store.collection<Battler>('battlers');
        await c.put({ id: 'x', name: 'X', wins: 1, city: 'Austin' });
        await c.put({ id: 'x', name: 'Y', city: undefined });
        expect(await c.get('x')).toEqual({ id: 'x', name: 'Y' });
        expect(await c.find({ city: { $exists: false } })).toHaveLength(1);
        expect(await c.count()).toBe(1);
      });

      it('update sets fields on an existing document and answers false for a missing one', async () => {
        const c = store.collection<Battler>('battlers');
        await c.upsert({ id: 'x', name: 'X', wins: 1, city: 'Austin' });
        expect(await c.update('x', { wins: 2, stats: { views: 3 } })).toBe(true);
        expect(await c.get('x')).toEqual({ id: 'x', name: 'X', wins: 2, city: 'Austin', stats: { views: 3 } });
        expect(await c.update('missing', { wins: 9 })).toBe(false);
        expect(await c.get('missing')).toBeNull();
      });

      it('update with an undefined value removes the field', async () => {
        const c = store.collection<Battler>('battlers');
        await c.upsert({ id: 'x', name: 'X', city: 'Austin' });
        expect(await c.update('x', { city: undefined })).toBe(true);
        const got = await c.get('x');
        expect(got).toEqual({ id: 'x', name: 'X' });
        expect(await c.count({ city: { $exists: true } })).toBe(0);
      });

      it('update leaves a snapshot read before it unchanged', async () => {
        const c = store.collection<Battler>('battlers');
        await c.upsert({ id: 'x', name: 'X', wins: 1 });
        const before = await c.get('x');
        await c.update('x', { wins: 2 });
        expect(before?.wins).toBe(1);
        expect((await c.get('x'))?.wins).toBe(2);
      });

      it('delete answers whether there was a document', async () => {
        const c = await seed();
        expect(await c.delete('b1')).toBe(true);
        expect(await c.delete('b1')).toBe(false);
        expect(await c.get('b1')).toBeNull();
        expect(await c.count()).toBe(battlers.length - 1);
      });

      it('deleteMany removes what the filter matches, or everything without one', async () => {
        const c = await seed();
        expect(await c.deleteMany({ wins: 5 })).toBe(2);
        expect(sorted(await c.find())).toEqual(['b2', 'b4', 'b5']);
        expect(await c.deleteMany({ wins: 99 })).toBe(0);
        expect(await c.deleteMany()).toBe(3);
        expect(await c.count()).toBe(0);
      });

      it('stores a copy: changing the object after upsert changes nothing stored', async () => {
        const c = store.collection<Battler>('battlers');
        const doc: Battler = { id: 'x', name: 'X', tags: ['a'], stats: { views: 1 } };
        await c.upsert(doc);
        doc.name = 'changed';
        doc.tags!.push('b');
        doc.stats!.views = 99;
        expect(await c.get('x')).toEqual({ id: 'x', name: 'X', tags: ['a'], stats: { views: 1 } });
      });

      it('update stores a copy of the patch', async () => {
        const c = store.collection<Battler>('battlers');
        await c.upsert({ id: 'x', name: 'X' });
        const stats = { views: 1 };
        await c.update('x', { stats });
        stats.views = 42;
        expect((await c.get('x'))?.stats).toEqual({ views: 1 });
      });

      it('never returns _id', async () => {
        const c = await seed();
        const one = await c.get('b1');
        expect(one).not.toHaveProperty('_id');
        for (const doc of await c.find({}, { sort: { name: 1 } })) {
          expect(doc).not.toHaveProperty('_id');
          expect(typeof doc.id).toBe('string');
        }
      });

      it('keeps collections apart', async () => {
        await store.collection<Battler>('a').upsert({ id: 'same', name: 'in a' });
        await store.collection<Battler>('b').upsert({ id: 'same', name: 'in b' });
        expect((await store.collection<Battler>('a').get('same'))?.name).toBe('in a');
        expect((await store.collection<Battler>('b').get('same'))?.name).toBe('in b');
      });

      it('keeps null values', async () => {
        const c = await seed();
        expect(await c.get('b2')).toMatchObject({ city: null });
      });
    });

    describe('find and count', () => {
      it('matches by equality, and by id', async () => {
        const c = await seed();
        expect(sorted(await c.find({ wins: 5 }))).toEqual(['b1', 'b3']);
        expect(sorted(await c.find({ name: 'Delta' }))).toEqual(['b4']);
        expect(sorted(await c.find({ id: 'b2' }))).toEqual(['b2']);
        expect(sorted(await c.find({ id: 'b2', wins: 5 }))).toEqual([]);
        expect(sorted(await c.find({ id: 'zzz' }))).toEqual([]);
        expect(sorted(await c.find({ wins: 5, name: 'Alpha' }))).toEqual(['b1']);
        expect(await c.count({ wins: 5 })).toBe(2);
        expect(await c.count()).toBe(5);
        expect(await c.count({})).toBe(5);
      });

      it('$in, $nin and $ne (which also matches a missing field)', async () => {
        const c = await seed();
        expect(sorted(await c.find({ id: { $in: ['b1', 'b4', 'nope'] } }))).toEqual(['b1', 'b4']);
        expect(sorted(await c.find({ id: { $in: ['b1', 'b1', 'b2'] }, wins: 5 }))).toEqual(['b1']);
        expect(await c.count({ id: { $in: [] } })).toBe(0);
        expect(sorted(await c.find({ id: { $nin: ['b1', 'b2', 'b3'] } }))).toEqual(['b4', 'b5']);
        expect(sorted(await c.find({ wins: { $in: [0, 2] } }))).toEqual(['b2', 'b4']);
        expect(sorted(await c.find({ wins: { $nin: [5] } }))).toEqual(['b2', 'b4', 'b5']);
        expect(sorted(await c.find({ wins: { $ne: 5 } }))).toEqual(['b2', 'b4', 'b5']);
      });

      it('$gt, $gte, $lt, $lte on numbers and ISO strings', async () => {
        const c = await seed();
        expect(sorted(await c.find({ wins: { $gt: 2 } }))).toEqual(['b1', 'b3']);
        expect(sorted(await c.find({ wins: { $gte: 2, $lt: 5 } }))).toEqual(['b2']);
        expect(sorted(await c.find({ wins: { $lte: 2 } }))).toEqual(['b2', 'b4']);
        expect(sorted(await c.find({ at: { $gt: '2024-02-01T00:00:00.000Z' } }))).toEqual(['b2', 'b4', 'b5']);
        expect(sorted(await c.find({ at: { $lt: '2024-01-01T00:00:00.000Z' } }))).toEqual(['b3']);
        expect(
          sorted(await c.find({ at: { $gte: '2024-01-05T10:00:00.000Z', $lte: '2024-02-10T12:00:00.000Z' } })),
        ).toEqual(['b1', 'b4']);
      });

      it('$regex with and without $options i', async () => {
        const c = await seed();
        expect(sorted(await c.find({ name: { $regex: '^[a-c]' } }))).toEqual(['b2']);
        expect(sorted(await c.find({ name: { $regex: '^[a-c]', $options: 'i' } }))).toEqual(['b1', 'b2', 'b3']);
        expect(sorted(await c.find({ name: { $regex: 'HO$', $options: 'i' } }))).toEqual(['b5']);
      });

      it('$or and $and, with id inside', async () => {
        const c = await seed();
        expect(sorted(await c.find({ $or: [{ wins: 0 }, { name: 'bravo' }] }))).toEqual(['b2', 'b4']);
        expect(sorted(await c.find({ $or: [{ id: 'b5' }, { wins: { $gt: 4 } }] }))).toEqual(['b1', 'b3', 'b5']);
        expect(sorted(await c.find({ $and: [{ wins: { $gte: 2 } }, { wins: { $lt: 5 } }] }))).toEqual(['b2']);
        expect(await c.count({ $or: [{ city: 'Austin' }, { city: 'austin' }] })).toBe(2);
      });

      it('dotted paths', async () => {
        const c = await seed();
        expect(sorted(await c.find({ 'stats.country': 'US' }))).toEqual(['b1']);
        expect(sorted(await c.find({ 'stats.views': { $gte: 100 } }))).toEqual(['b1', 'b3']);
      });

      it('$exists', async () => {
        const c = await seed();
        expect(sorted(await c.find({ wins: { $exists: false } }))).toEqual(['b5']);
        expect(sorted(await c.find({ 'stats.country': { $exists: true } }))).toEqual(['b1', 'b3']);
        // a null value exists
        expect(sorted(await c.find({ city: { $exists: true } }))).toEqual(['b1', 'b2', 'b4', 'b5']);
      });

      it('null matches null and missing; $ne null matches the others', async () => {
        const c = await seed();
        expect(sorted(await c.find({ city: null }))).toEqual(['b2', 'b3']);
        expect(sorted(await c.find({ city: { $ne: null } }))).toEqual(['b1', 'b4', 'b5']);
      });

      it('arrays: a value matches an array holding it; an array matches the equal array', async () => {
        const c = await seed();
        expect(sorted(await c.find({ tags: 'veteran' }))).toEqual(['b1', 'b4']);
        expect(sorted(await c.find({ tags: { $in: ['rookie', 'clean'] } }))).toEqual(['b1', 'b2']);
        expect(sorted(await c.find({ tags: ['veteran'] }))).toEqual(['b4']);
        expect(sorted(await c.find({ tags: ['clean', 'veteran'] }))).toEqual(['b1']);
        expect(sorted(await c.find({ tags: [] }))).toEqual(['b3']);
        expect(sorted(await c.find({ tags: { $ne: 'veteran' } }))).toEqual(['b2', 'b3', 'b5']);
      });

      it('sorts ascending and descending, on several keys', async () => {
        const c = await seed();
        expect(ids(await c.find({ wins: { $exists: true } }, { sort: { wins: 1, name: 1 } }))).toEqual(['b4', 'b2', 'b1', 'b3']);
        expect(ids(await c.find({ wins: { $exists: true } }, { sort: { wins: -1, name: -1 } }))).toEqual(['b3', 'b1', 'b2', 'b4']);
        expect(ids(await c.find({}, { sort: { at: -1 } }))).toEqual(['b2', 'b5', 'b4', 'b1', 'b3']);
        expect(ids(await c.find({}, { sort: { id: -1 } }))).toEqual(['b5', 'b4', 'b3', 'b2', 'b1']);
        expect(ids(await c.find({}, { sort: { 'stats.views': -1, id: 1 } }))).toEqual(['b3', 'b1', 'b2', 'b4', 'b5']);
      });

      it('sorts missing and null before values ascending', async () => {
        const c = await seed();
        const asc = ids(await c.find({}, { sort: { wins: 1, id: 1 } }));
        expect(asc[0]).toBe('b5');
        const desc = ids(await c.find({}, { sort: { wins: -1, id: 1 } }));
        expect(desc[desc.length - 1]).toBe('b5');
        expect(ids(await c.find({}, { sort: { city: 1, id: 1 } }))).toEqual(['b2', 'b3', 'b1', 'b4', 'b5']);
      });

      it('sorts by code unit, upper case before lower case', async () => {
        const c = await seed();
        expect(ids(await c.find({}, { sort: { name: 1 } }))).toEqual(['b1', 'b3', 'b4', 'b2', 'b5']);
      });

      it('skip and limit, with and without sort', async () => {
        const c = await seed();
        expect(ids(await c.find({}, { sort: { id: 1 }, skip: 1, limit: 2 }))).toEqual(['b2', 'b3']);
        expect(ids(await c.find({}, { sort: { id: 1 }, skip: 4, limit: 10 }))).toEqual(['b5']);
        expect(ids(await c.find({}, { sort: { id: 1 }, skip: 10 }))).toEqual([]);
        expect(await c.find({}, { limit: 3 })).toHaveLength(3);
        expect(await c.find({ wins: 5 }, { limit: 1 })).toHaveLength(1);
        expect(await c.find({}, { skip: 3 })).toHaveLength(2);
        expect(ids(await c.find({}, { sort: { id: 1 }, limit: 0 }))).toHaveLength(5);
      });
    });

    describe('dropAll', () => {
      it('empties every collection, which stay usable', async () => {
        await seed();
        await store.collection<Battler>('other').upsert({ id: 'o', name: 'O' });
        await store.dropAll();
        expect(await store.collection<Battler>('battlers').count()).toBe(0);
        expect(await store.collection<Battler>('other').get('o')).toBeNull();
        await store.collection<Battler>('battlers').upsert({ id: 'n', name: 'N' });
        expect(await store.collection<Battler>('battlers').get('n')).toEqual({ id: 'n', name: 'N' });
      });
    });
    describe('shadow and swap (rebuild without downtime)', () => {
      it('keeps a shadow apart from the live collections until the swap', async () => {
        const live = await seed();
        const shadow = store.shadow();
        await shadow.collection<Battler>('battlers').upsert({ id: 'n1', name: 'New' });
        expect(await shadow.collection<Battler>('battlers').count()).toBe(1);
        expect(await live.count()).toBe(battlers.length);
        expect(await live.get('n1')).toBeNull();
        await shadow.discard();
        expect(await live.count()).toBe(battlers.length);
      });

      it('swaps the named collections in at once, leaves the others, tells the listeners, and drops the shadow', async () => {
        const live = await seed();
        await store.collection<Battler>('other').upsert({ id: 'o', name: 'kept' });
        await store.collection<Battler>('gone').upsert({ id: 'g', name: 'old only' });
        const shadow = store.shadow();
        await shadow.collection<Battler>('battlers').upsert({ id: 'n1', name: 'New', wins: 3 });
        await shadow.collection<Battler>('other').upsert({ id: 'x', name: 'scratch only' });
        const seen: string[] = [];
        const stop = store.onChange((name) => seen.push(name));
        await shadow.swapInto(['battlers', 'gone']);
        stop();
        expect(seen.sort()).toEqual(['battlers', 'gone']);
        expect(sorted(await live.find())).toEqual(['n1']);
        expect(await live.find({ wins: 3 })).toEqual([{ id: 'n1', name: 'New', wins: 3 }]);
        expect(await store.collection<Battler>('gone').count()).toBe(0);
        expect(sorted(await store.collection<Battler>('other').find())).toEqual(['o']);
        // the live collection stays writable, and a new shadow starts empty
        await live.upsert({ id: 'n2', name: 'Later' });
        expect(await live.count()).toBe(2);
        expect(await store.shadow().collection<Battler>('battlers').count()).toBe(0);
      });

      it('fires no live listener for shadow writes', async () => {
        const seen: string[] = [];
        const stop = store.onChange((name) => seen.push(name));
        const shadow = store.shadow();
        await shadow.collection<Battler>('battlers').upsert({ id: 'n1', name: 'New' });
        await shadow.discard();
        stop();
        expect(seen).toEqual([]);
      });

      it('a read racing with the swap sees the old set or the new one, never a mix', async () => {
        const a = store.collection<Battler>('a');
        const b = store.collection<Battler>('b');
        await a.upsert({ id: 'x', name: 'old' });
        await b.upsert({ id: 'x', name: 'old' });
        const shadow = store.shadow();
        await shadow.collection<Battler>('a').upsert({ id: 'x', name: 'new' });
        await shadow.collection<Battler>('b').upsert({ id: 'x', name: 'new' });
        const reads: Promise<string>[] = [];
        const swapped = shadow.swapInto(['a', 'b']);
        let done = false;
        void swapped.then(() => { done = true; });
        while (!done) {
          reads.push(Promise.all([a.get('x'), b.get('x')]).then(([x, y]) => `${x?.name}/${y?.name}`));
          await new Promise((r) => setImmediate(r));
        }
        reads.push(Promise.all([a.get('x'), b.get('x')]).then(([x, y]) => `${x?.name}/${y?.name}`));
        const pairs = await Promise.all(reads);
        for (const p of pairs) expect(['old/old', 'new/new']).toContain(p);
        expect(pairs[pairs.length - 1]).toBe('new/new');
      });
    });

    describe('onChange', () => {
      it('names the collection of every write before the write resolves; dropAll says *', async () => {
        const seen: string[] = [];
        const stop = store.onChange((name) => seen.push(name));
        const c = store.collection<Battler>('battlers');
        const o = store.collection<Battler>('other');
        const writes: [string, () => Promise<unknown>][] = [
          ['upsert', () => c.upsert({ id: 'a', name: 'A' })],
          ['put', () => o.put({ id: 'p', name: 'P' })],
          ['update', () => c.update('a', { wins: 1 })],
          ['delete', () => o.delete('p')],
          ['deleteMany', () => c.deleteMany({ id: 'a' })],
          ['dropAll', () => store.dropAll()],
        ];
        for (const [, write] of writes) {
          const before = seen.length;
          await write();
          expect(seen.length).toBe(before + 1);
        }
        expect(seen).toEqual(['battlers', 'other', 'battlers', 'other', 'battlers', '*']);
        await c.get('a');
        await c.find({});
        await c.count();
        expect(seen).toHaveLength(6);
        stop();
        await c.upsert({ id: 'b', name: 'B' });
        expect(seen).toHaveLength(6);
      });
    });
  });
}
