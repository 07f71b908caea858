import express from 'express';
import request from 'supertest';
import {
  BATTLERS, type BattlerView, EVENTS, type EventView, VIDEOS, type VideoView,
} from '../../application/catalogue/read-model';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { errorHandler } from './errors';
import { seoFiles, urlset } from './seo-files';

const AT = '2026-03-04T05:06:07.890Z';

const event = (id: string, updatedAt = AT) => ({ id, title: id, updatedAt }) as unknown as EventView;
const battler = (id: string, updatedAt = AT) => ({ id, name: id, updatedAt }) as unknown as BattlerView;
const video = (id: string, eventId: string, requiresAuth = false, updatedAt = AT) =>
  ({ id, eventId, requiresAuth, updatedAt }) as unknown as VideoView;

function appOver(store: MemoryReadStore, maxUrlsPerFile?: number) {
  const app = express();
  app.use(seoFiles(store, { publicUrl: 'https://league.example', maxUrlsPerFile }));
  app.use(errorHandler);
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap', () => {
  it('given more pages than one file holds, when sitemap.xml is read, then it is an index of numbered files that hold them all', async () => {
    const store = new MemoryReadStore();
    // 4 lists + 2 events + 1 battler + 1 battle = 8 pages, 3 a file
    await store.collection<EventView>(EVENTS).put(event('e1'));
    await store.collection<EventView>(EVENTS).put(event('e2'));
    await store.collection<BattlerView>(BATTLERS).put(battler('b1'));
    await store.collection<VideoView>(VIDEOS).put(video('v1', 'e1'));
    const app = appOver(store, 3);

    const index = await request(app).get('/sitemap.xml').expect(200);
    expect(index.text).toMatch(/<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(locs(index.text)).toEqual([1, 2, 3].map((n) => `https://league.example/sitemap-${n}.xml`));

    const files = await Promise.all([1, 2, 3].map((n) => request(app).get(`/sitemap-${n}.xml`).expect(200)));
    const all = files.flatMap((f) => locs(f.text));
    expect(files.map((f) => locs(f.text).length)).toEqual([3, 3, 2]);
    expect(all).toEqual(expect.arrayContaining([
      'https://league.example/events/e1', 'https://league.example/battlers/b1', 'https://league.example/events/e1?video=v1',
    ]));
    expect(new Set(all).size).toBe(8);
    const beyond = await request(app).get('/sitemap-4.xml').expect(404);
    expect(beyond.body.message).toMatch(/sitemap-4\.xml/);
  });

  it('given the read models unchanged, when the sitemap is read again, then they are not read again; after a change they are', async () => {
    const store = new MemoryReadStore();
    await store.collection<EventView>(EVENTS).put(event('e1'));
    const events = store.collection<EventView>(EVENTS);
    const collection = jest.spyOn(store, 'collection');
    const app = appOver(store);

    await request(app).get('/sitemap.xml').expect(200);
    await request(app).get('/sitemap.xml').expect(200);
    const reads = () => collection.mock.calls.filter(([name]) => name === EVENTS).length;
    expect(reads()).toBe(1);

    // a model the sitemap does not show leaves it kept
    await store.collection<{ id: string }>('comments').put({ id: 'c' });
    await request(app).get('/sitemap.xml').expect(200);
    expect(reads()).toBe(1);

    await events.put(event('e2'));
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(reads()).toBe(2);
    expect(locs(res.text)).toContain('https://league.example/events/e2');
  });

  it('given a members-only battle and one whose event is gone, when the sitemap is read, then neither is listed', async () => {
    const store = new MemoryReadStore();
    await store.collection<EventView>(EVENTS).put(event('e1'));
    await store.collection<VideoView>(VIDEOS).put(video('open', 'e1'));
    await store.collection<VideoView>(VIDEOS).put(video('members', 'e1', true));
    await store.collection<VideoView>(VIDEOS).put(video('orphan', 'gone'));
    const res = await request(appOver(store)).get('/sitemap.xml').expect(200);
    const listed = locs(res.text).join(' ');
    expect(listed).toContain('video=open');
    expect(listed).not.toMatch(/members|orphan|gone/);
  });

  it('given an event with a newer public battle, when the sitemap is read, then its lastmod is the battle\'s, to the second', async () => {
    const store = new MemoryReadStore();
    await store.collection<EventView>(EVENTS).put(event('e1', '2026-01-01T00:00:00.000Z'));
    await store.collection<VideoView>(VIDEOS).put(video('v1', 'e1', false, '2026-02-02T10:20:30.456Z'));
    await store.collection<VideoView>(VIDEOS).put(video('v2', 'e1', true, '2026-05-05T00:00:00.000Z'));
    const res = await request(appOver(store)).get('/sitemap.xml').expect(200);
    expect(res.text).toContain('<url><loc>https://league.example/events/e1</loc><lastmod>2026-02-02T10:20:30Z</lastmod></url>');
    expect(res.headers['last-modified']).toBe(new Date('2026-02-02T10:20:30Z').toUTCString());
  });

  it('given a read that fails, when the sitemap is read, then the error is not kept and the next read answers', async () => {
    const store = new MemoryReadStore();
    const collection = jest.spyOn(store, 'collection');
    collection.mockImplementationOnce(() => ({ find: () => Promise.reject(new Error('store down')) }) as never);
    const app = appOver(store);
    await request(app).get('/sitemap.xml').expect(500);
    collection.mockRestore();
    await request(app).get('/sitemap.xml').expect(200);
  });

  it('given a path with a query of several parameters, when it is rendered, then its & is escaped', () => {
    expect(urlset('https://a.example', [{ path: '/events/e?video=v&t=1', lastmod: null }]))
      .toContain('<url><loc>https://a.example/events/e?video=v&amp;t=1</loc></url>');
  });
});
