import { auditLogContract } from './audit-log.contract';
import { MemoryReadStore } from './memory-read-store';
import { readStoreContract } from './read-store.contract';

readStoreContract('memory', async () => {
  const store = new MemoryReadStore();
  return { store, cleanup: () => store.close() };
});

auditLogContract('memory', async () => {
  const store = new MemoryReadStore();
  return { store, cleanup: () => store.close() };
});

describe('MemoryReadStore specifics', () => {
  it('returns the stored object itself (no copy per read)', async () => {
    const store = new MemoryReadStore();
    const c = store.collection<{ id: string; n: number }>('c');
    await c.upsert({ id: 'a', n: 1 });
    expect(await c.get('a')).toBe(await c.get('a'));
  });

  it('update on a dotted path copies the nested object instead of changing it in place', async () => {
    const store = new MemoryReadStore();
    const c = store.collection<{ id: string; stats?: { views: number; likes: number } }>('c');
    await c.upsert({ id: 'a', stats: { views: 1, likes: 2 } });
    const before = await c.get('a');
    expect(await c.update('a', { 'stats.views': 5 } as never)).toBe(true);
    expect(before?.stats).toEqual({ views: 1, likes: 2 });
    expect((await c.get('a'))?.stats).toEqual({ views: 5, likes: 2 });
  });

  // how fast is the benches' business (bench/), not a unit test's: a loaded machine made a time limit here fail, so jest's own bound is wide too
  it('filters 100 k documents by equality and by range, sorted', async () => {
    const store = new MemoryReadStore();
    const c = store.collection<{ id: string; kind: string; n: number }>('c');
    for (let i = 0; i < 100_000; i++) await c.upsert({ id: `d${i}`, kind: i % 10 === 0 ? 'ten' : 'other', n: i });
    expect(await c.count({ kind: 'ten' })).toBe(10_000);
    expect((await c.find({ n: { $gte: 99_990 } }, { sort: { n: -1 }, limit: 3 })).map((d) => d.n)).toEqual([99_999, 99_998, 99_997]);
  }, 30_000);
});
