import type { SponsorReach } from '../../../application/reach/answers';
import { REACH_EVENT_DAYS } from '../../../application/reach/read-model';
import { MemoryReadStore } from '../../../infrastructure/read-store/memory-read-store';
import { ReachCache } from './reach-cache';

const reach = (views: number): SponsorReach => ({
  applicationId: 'app1', companyName: 'Acme', period: { start: '2026-03-01', end: '2026-03-01' }, events: [],
  totals: { views, uniqueViewers: 0, watchSeconds: 0, votes: 0, comments: 0 }, daily: [{ day: '2026-03-01', views, votes: 0 }],
});

describe('the kept reach answers', () => {
  it('answers a repeated read from the kept answer until a reach collection is written', async () => {
    const store = new MemoryReadStore();
    const cache = new ReachCache(store);
    let loads = 0;
    const load = async () => reach(++loads);
    expect((await cache.answer('k', load)).reach.totals.views).toBe(1);
    expect((await cache.answer('k', load)).reach.totals.views).toBe(1);
    await store.collection<{ id: string; _position: number }>('sponsorship_applications').put({ id: 'x', _position: 1 });
    expect((await cache.answer('k', load)).reach.totals.views).toBe(1);
    await store.collection<{ id: string; _position: number }>(REACH_EVENT_DAYS).put({ id: 'e1|2026-03-01', _position: 2 });
    expect((await cache.answer('k', load)).reach.totals.views).toBe(2);
  });

  it('does not keep an answer whose load raced with a write', async () => {
    const store = new MemoryReadStore();
    const cache = new ReachCache(store);
    let loads = 0;
    const racing = async () => {
      await store.collection<{ id: string; _position: number }>(REACH_EVENT_DAYS).put({ id: 'e1|2026-03-01', _position: 1 });
      return reach(++loads);
    };
    await cache.answer('k', racing);
    expect((await cache.answer('k', async () => reach(++loads))).reach.totals.views).toBe(2);
  });
});
