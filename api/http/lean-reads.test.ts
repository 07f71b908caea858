import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { CatalogueQueries } from '../../application/catalogue/catalogue-queries';
import type { ReadStore } from '../../application/ports/read-store';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { battlersRoutes } from '../features/catalogue/battlers.router';
import { eventsRoutes } from '../features/catalogue/events.router';
import type { ApiDeps } from './deps';
import { Edge } from './edge';
import { LeanDispatch } from './lean';
import { ReadCache } from './read-cache';
import { SessionReader } from './session-reader';
import { createRateLimits } from './rate-limits';

/** A promise to settle by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

/** The four reads LeanReads makes, over data a test changes; each call counted. */
function fakeCatalogue() {
  const data = {
    events: [{ id: 'e1', title: 'Summer Clash' }] as object[],
    battlers: [{ id: 'b1', name: 'Ace', wins: 0 }] as object[],
    videos: { e1: [{ id: 'v1', title: 'Ace vs Blaze' }] } as Record<string, object[]>,
  };
  const fake = {
    data,
    listEvents: jest.fn(async (): Promise<unknown> => data.events),
    battlersWithStats: jest.fn(async (): Promise<unknown> => data.battlers),
    event: jest.fn(async (id: string): Promise<unknown> => (data.videos[id] ? { id } : null)),
    eventVideos: jest.fn(async (id: string): Promise<unknown> => data.videos[id] ?? []),
  };
  return fake;
}

let reads: ReadStore;
let catalogue: ReturnType<typeof fakeCatalogue>;
let lean: LeanDispatch;
let server: Server;
let base: string;
let written = 0;

/** A projector's write to a read-store collection: the store reports it, the cache drops what read it. */
async function written_(collection: string) {
  await reads.collection(collection).put({ id: `d-${++written}` });
}

beforeEach(async () => {
  reads = new MemoryReadStore();
  catalogue = fakeCatalogue();
  const deps = {
    get: (service: unknown) => (service === CatalogueQueries ? catalogue : {}),
    config: { DATA_DIR: '/tmp' }, limits: createRateLimits(), runner: {},
  } as unknown as ApiDeps;
  const routes = [...eventsRoutes(deps), ...battlersRoutes(deps)];
  lean = new LeanDispatch(routes, {
    edge: new Edge(pino({ level: 'silent' }), false),
    cache: new ReadCache(reads),
    sessions: new SessionReader({} as never, 'secret', 'ubr.sid'),
    userById: async () => null,
    clientIp: () => '127.0.0.1',
    clock: { now: () => new Date() },
  });
  server = createServer((req, res) => {
    if (lean.handle(req, res)) return;
    // what Express would answer: recognisable, so a fall-through shows
    res.statusCode = 418;
    res.setHeader('X-Fell-Through', 'yes');
    res.end('express');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe('LeanReads', () => {
  describe('what it answers', () => {
    it('GET /api/events: the events list as JSON, with an ETag and the headers the Express route sets', async () => {
      const res = await get('/api/events');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ id: 'e1', title: 'Summer Clash' }]);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('etag')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify([{ id: 'e1', title: 'Summer Clash' }])));
      expect(res.headers.get('x-fell-through')).toBeNull();
      expect(catalogue.listEvents).toHaveBeenCalledTimes(1);
      expect(catalogue.listEvents).toHaveBeenCalledWith(undefined); // no search: that one falls through
      // a JSON answer's security headers and a request id, as on every Express API answer
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    });

    it('GET /api/battlers-with-stats: the battler directory', async () => {
      const res = await get('/api/battlers-with-stats');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ id: 'b1', name: 'Ace', wins: 0 }]);
      expect(catalogue.battlersWithStats).toHaveBeenCalledTimes(1);
    });

    it('GET /api/events/{id}/videos: the event\'s video grid, after checking the event exists', async () => {
      const res = await get('/api/events/e1/videos');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ id: 'v1', title: 'Ace vs Blaze' }]);
      expect(catalogue.event).toHaveBeenCalledWith('e1');
      expect(catalogue.eventVideos).toHaveBeenCalledWith('e1');
    });

    it('ids of letters, digits, - and _ up to 100 characters', async () => {
      const id = `A-z_0${'9'.repeat(95)}`;
      expect(id).toHaveLength(100);
      catalogue.data.videos[id] = [{ id: 'v9' }];
      const res = await get(`/api/events/${id}/videos`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ id: 'v9' }]);
    });

    it('404 JSON for an unknown event, without reading videos', async () => {
      const res = await get('/api/events/nope/videos');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual({ message: 'Event not found' });
      expect(res.headers.get('x-fell-through')).toBeNull();
      expect(catalogue.eventVideos).not.toHaveBeenCalled();
    });

    it('500 JSON when a read fails, and the failure is not kept', async () => {
      catalogue.listEvents.mockRejectedValueOnce(new Error('store down'));
      const res = await get('/api/events');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', requestId: res.headers.get('x-request-id') });
      const again = await get('/api/events');
      expect(again.status).toBe(200);
      expect(catalogue.listEvents).toHaveBeenCalledTimes(2);
    });
  });

  describe('what falls through to Express', () => {
    it.each([
      ['a search', '/api/events?search=ace'],
      ['a query on the battlers', '/api/battlers-with-stats?category=active'],
      ['a query on the videos', '/api/events/e1/videos?page=2'],
      ['a trailing slash', '/api/events/'],
      ['one event', '/api/events/e1'],
      ['videos with a trailing slash', '/api/events/e1/videos/'],
      ['a nested path', '/api/events/e1/videos/v1'],
      ['an id with a dot', '/api/events/e.1/videos'],
      ['an escaped id', '/api/events/e%201/videos'],
      ['an id of 101 characters', `/api/events/${'a'.repeat(101)}/videos`],
      ['another route', '/api/battlers'],
      ['another case', '/API/EVENTS'],
      ['the site root', '/'],
    ])('%s: %s', async (_, path) => {
      const res = await get(path);
      expect(res.status).toBe(418);
      expect(res.headers.get('x-fell-through')).toBe('yes');
      expect(await res.text()).toBe('express');
      for (const fn of [catalogue.listEvents, catalogue.battlersWithStats, catalogue.event, catalogue.eventVideos]) {
        expect(fn).not.toHaveBeenCalled();
      }
    });

    it.each(['HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'])('%s /api/events', async (method) => {
      const res = await fetch(`${base}/api/events`, { method });
      expect(res.status).toBe(418);
      expect(res.headers.get('x-fell-through')).toBe('yes');
      expect(catalogue.listEvents).not.toHaveBeenCalled();
    });
  });

  describe('caching', () => {
    it('loads once for two requests; the same bytes and ETag each time', async () => {
      const first = await get('/api/events');
      const second = await get('/api/events');
      expect(await second.text()).toBe(await first.text());
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(catalogue.listEvents).toHaveBeenCalledTimes(1);
      expect(lean.served.reads).toBe(2);

      await get('/api/events/e1/videos');
      await get('/api/events/e1/videos');
      expect(catalogue.event).toHaveBeenCalledTimes(1);
      expect(catalogue.eventVideos).toHaveBeenCalledTimes(1);
    });

    it('answers 304 to a matching If-None-Match, still with its ETag; another tag gets the body', async () => {
      const first = await get('/api/events');
      const etag = first.headers.get('etag') as string;
      const notModified = await get('/api/events', { 'If-None-Match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('etag')).toBe(etag);
      expect(await notModified.text()).toBe('');

      const stale = await get('/api/events', { 'If-None-Match': 'W/"something-else"' });
      expect(stale.status).toBe(200);
      expect(await stale.json()).toEqual([{ id: 'e1', title: 'Summer Clash' }]);
    });

    it('304 also on the first request of a fresh cache when the client already holds these bytes', async () => {
      const etag = (await get('/api/battlers-with-stats')).headers.get('etag') as string;
      await written_('battlers'); // the cache is dropped, the data is the same
      const res = await get('/api/battlers-with-stats', { 'If-None-Match': etag });
      expect(res.status).toBe(304);
      expect(catalogue.battlersWithStats).toHaveBeenCalledTimes(2);
    });

    it('a write to the collections an answer reads drops it: the next requests load again and see the change', async () => {
      const before = await get('/api/events');
      const etag = before.headers.get('etag') as string;
      await get('/api/battlers-with-stats');

      catalogue.data.events = [{ id: 'e1', title: 'Summer Clash' }, { id: 'e2', title: 'Winter Clash' }];
      await written_('events');
      await written_('battlers');

      const after = await get('/api/events', { 'If-None-Match': etag });
      expect(after.status).toBe(200);
      expect(await after.json()).toHaveLength(2);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(catalogue.listEvents).toHaveBeenCalledTimes(2);
      await get('/api/battlers-with-stats');
      expect(catalogue.battlersWithStats).toHaveBeenCalledTimes(2);
    });

    it.each([
      ['/api/events', 'events', 'listEvents'],
      ['/api/events/e1/videos', 'events', 'eventVideos'],
      ['/api/events/e1/videos', 'videos', 'eventVideos'],
      ['/api/battlers-with-stats', 'battlers', 'battlersWithStats'],
    ] as const)('%s is dropped by a write to %s', async (url, collection, read) => {
      await get(url);
      await written_(collection);
      await get(url);
      expect(catalogue[read]).toHaveBeenCalledTimes(2);
    });

    it('a dropAll (a rebuild) drops everything', async () => {
      await get('/api/events');
      await reads.dropAll();
      await get('/api/events');
      expect(catalogue.listEvents).toHaveBeenCalledTimes(2);
    });

    it('a write to a collection an answer does not read keeps it', async () => {
      await get('/api/events');
      await get('/api/events/e1/videos');
      await written_('users');
      await written_('settings');
      await written_('battlers');
      await get('/api/events');
      await get('/api/events/e1/videos');
      expect(catalogue.listEvents).toHaveBeenCalledTimes(1);
      expect(catalogue.eventVideos).toHaveBeenCalledTimes(1);
    });

    it('a load racing with an invalidation is served, but not kept', async () => {
      const slow = deferred<unknown>();
      const started = deferred<void>();
      catalogue.listEvents.mockImplementationOnce(() => {
        started.resolve();
        return slow.promise;
      });
      const racing = get('/api/events');
      await started.promise;
      // while it loads, a write lands and is applied
      await written_('events');
      catalogue.data.events = [{ id: 'e1', title: 'Summer Clash (updated)' }];
      slow.resolve([{ id: 'e1', title: 'Summer Clash' }]);

      const res = await racing;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ id: 'e1', title: 'Summer Clash' }]);

      // the next request does not get the stale bytes: it loads again, and that load is kept
      const next = await get('/api/events');
      expect(await next.json()).toEqual([{ id: 'e1', title: 'Summer Clash (updated)' }]);
      await get('/api/events');
      expect(catalogue.listEvents).toHaveBeenCalledTimes(2);
    });

    it('two URLs loading across one invalidation: both served, neither kept', async () => {
      const slowEvents = deferred<unknown>();
      const slowBattlers = deferred<unknown>();
      const started = [deferred<void>(), deferred<void>()];
      catalogue.listEvents.mockImplementationOnce(() => { started[0].resolve(); return slowEvents.promise; });
      catalogue.battlersWithStats.mockImplementationOnce(() => { started[1].resolve(); return slowBattlers.promise; });
      const a = get('/api/events');
      const b = get('/api/battlers-with-stats');
      await Promise.all(started.map((d) => d.promise));
      await written_('events');
      await written_('battlers');
      slowEvents.resolve([]);
      slowBattlers.resolve([]);
      expect((await a).status).toBe(200);
      expect((await b).status).toBe(200);
      await get('/api/events');
      await get('/api/battlers-with-stats');
      expect(catalogue.listEvents).toHaveBeenCalledTimes(2);
      expect(catalogue.battlersWithStats).toHaveBeenCalledTimes(2);
    });
  });
});
