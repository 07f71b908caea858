import type { Collection, Filter, FindOptions } from '../../application/ports/read-store';
import { MemoryReadStore } from './memory-read-store';

type D = { id: string; kind?: unknown; owner?: string; n: number; tags?: string[] };

/** A small deterministic PRNG (mulberry32), so a failure replays. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('MemoryReadStore equality indexes', () => {
  it('answer every find, count and deleteMany exactly as a scan does, across random writes', async () => {
    for (const seed of [1, 2]) {
      const random = prng(seed);
      const pick = <V>(xs: readonly V[]): V => xs[Math.floor(random() * xs.length)];
      const kinds = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9'];
      // what a field may hold: values, missing, null, arrays (flat and nested), other types, objects
      const kindValue = (): unknown =>
        pick<() => unknown>([
          () => pick(kinds),
          () => pick(kinds),
          () => pick(kinds),
          () => undefined,
          () => null,
          () => [pick(kinds), pick(kinds)],
          () => [pick(kinds), pick(kinds), pick(kinds)],
          () => [[pick(kinds)]],
          () => [],
          () => 1,
          () => true,
          () => ({ k: pick(kinds) }),
        ])();
      const indexed = new MemoryReadStore();
      const scanned = new MemoryReadStore({ equalityIndexes: false });
      const a = indexed.collection<D>('docs');
      const b = scanned.collection<D>('docs');
      const both = async (op: (c: Collection<D>) => Promise<unknown>) => expect(await op(a)).toEqual(await op(b));
      const newDoc = (): D => ({ id: `d${Math.floor(random() * 80)}`, kind: kindValue(), owner: pick(['o1', 'o2', 'o3']), n: Math.floor(random() * 20), tags: [pick(kinds)] });

      const queries = (): [Filter, FindOptions?][] => {
        const k = pick(kinds);
        return [
          [{ kind: k }],
          [{ kind: { $eq: k } }],
          [{ kind: { $in: [k, pick(kinds), pick(kinds)] } }],
          [{ kind: k, owner: pick(['o1', 'o2', 'o3']) }],
          [{ kind: k, n: { $gte: 5 } }],
          [{ kind: k, $or: [{ owner: 'o1' }, { n: { $lt: 3 } }] }],
          [{ kind: 1 }],
          [{ kind: true }],
          [{ kind: null }],
          [{ tags: k }],
          [{ kind: k }, { sort: { n: 1 } }],
          [{ kind: { $in: [k, pick(kinds)] } }, { sort: { owner: -1 }, skip: 1, limit: 3 }],
          [{ owner: pick(['o1', 'o2', 'o3']) }, { limit: 5 }],
        ];
      };
      const ids = (docs: D[]) => docs.map((d) => d.id);

      for (let step = 0; step < 250; step++) {
        const r = random();
        if (r < 0.35) {
          const doc = newDoc();
          await both((c) => c.upsert(doc));
        } else if (r < 0.55) {
          const doc = newDoc();
          await both((c) => c.put(structuredClone(doc)));
        } else if (r < 0.7) {
          const id = `d${Math.floor(random() * 80)}`;
          const patch = pick<() => Partial<D>>([() => ({ kind: kindValue() }), () => ({ owner: 'o2', n: 7 }), () => ({ kind: undefined }), () => ({ 'tags.0': pick(kinds) }) as never])();
          await both((c) => c.update(id, structuredClone(patch)));
        } else if (r < 0.85) {
          const id = `d${Math.floor(random() * 80)}`;
          await both((c) => c.delete(id));
        } else if (r < 0.9) {
          const filter = pick<Filter>([{ kind: pick(kinds) }, { kind: pick(kinds), n: { $gt: 10 } }, { owner: 'o3' }]);
          await both((c) => c.deleteMany(filter));
        } else if (r < 0.905) {
          await indexed.dropAll();
          await scanned.dropAll();
        }
        for (const [filter, options] of queries()) {
          expect(ids(await a.find(filter, options))).toEqual(ids(await b.find(filter, options)));
          expect(await a.count(filter)).toBe(await b.count(filter));
        }
      }
    }
  });

  it('gives index hits in the collection order after a document moves into a value', async () => {
    const store = new MemoryReadStore();
    const c = store.collection<D>('docs');
    for (let i = 0; i < 10; i++) await c.put({ id: `d${i}`, kind: i % 2 === 0 ? 'even' : 'odd', n: i });
    expect((await c.find({ kind: 'even' })).map((d) => d.id)).toEqual(['d0', 'd2', 'd4', 'd6', 'd8']);
    await c.update('d1', { kind: 'even' });
    await c.put({ id: 'd3', kind: ['x', 'even'], n: 3 });
    expect((await c.find({ kind: 'even' })).map((d) => d.id)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd6', 'd8']);
    await c.delete('d0');
    await c.put({ id: 'd0', kind: 'even', n: 0 });
    expect((await c.find({ kind: 'even' })).map((d) => d.id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd6', 'd8', 'd0']);
  });

  it('an equality find over a large collection tests only the documents holding the value', async () => {
    const store = new MemoryReadStore();
    const c = store.collection<D & { videoId: string }>('comments');
    const touched = new Set<string>();
    // a getter on the filtered field records which documents a find reads it on
    const put = (id: string, videoId: string) => {
      const doc = { id, n: 0 } as D & { videoId: string };
      Object.defineProperty(doc, 'videoId', { enumerable: true, get: () => (touched.add(id), videoId) });
      return c.put(doc);
    };
    for (let i = 0; i < 10_000; i++) await put(`c${i}`, `v${i % 1000}`);
    await c.find({ videoId: 'v1' }); // builds the index (which reads every document once)
    touched.clear();
    const found = await c.find({ videoId: 'v7', n: { $gte: 0 } });
    expect(found.map((d) => d.id)).toEqual(Array.from({ length: 10 }, (_, k) => `c${7 + k * 1000}`));
    expect([...touched].sort()).toEqual(found.map((d) => d.id).sort());

    // kept up to date by writes, still without a scan
    await put('c10000', 'v7');
    await c.delete('c7');
    touched.clear();
    expect(await c.count({ videoId: 'v7' })).toBe(10);
    expect(touched.size).toBe(10);
  });
});
