import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { Edge } from './edge';
import { LeanDispatch } from './lean';
import { ReadCache } from './read-cache';
import { readKey } from './respond';
import { route } from './route';
import { SessionReader } from './session-reader';

// A lean read whose answer depends on the day as well as its collection (the sponsor showcase).

let day = '2026-11-23';
const load = jest.fn(async () => ({ day }));
const dayRoute = route({ method: 'GET', path: '/day', lean: 'read', reads: ['things'], varies: () => day, handler: load });
const plainRoute = route({ method: 'GET', path: '/plain', lean: 'read', reads: ['things'], handler: async () => ['plain'] });

let server: Server;
let base: string;
let reads: MemoryReadStore;

beforeEach(async () => {
  day = '2026-11-23';
  load.mockClear();
  reads = new MemoryReadStore();
  const lean = new LeanDispatch([dayRoute, plainRoute], {
    edge: new Edge(pino({ level: 'silent' }), false),
    cache: new ReadCache(reads),
    sessions: new SessionReader({} as never, 'secret', 'ubr.sid'),
    userById: async () => null,
    clientIp: () => '127.0.0.1',
    clock: { now: () => new Date() },
  });
  server = createServer((req, res) => {
    if (!lean.handle(req, res)) res.writeHead(418).end();
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

const get = async (path: string) => (await fetch(base + path)).json();

describe('a lean read that varies', () => {
  it('keys its cache by URL and the varying part; a plain read by its URL alone; a query is never kept', () => {
    expect(readKey(dayRoute, '/api/day')).toBe('/api/day 2026-11-23');
    expect(readKey(plainRoute, '/api/plain')).toBe('/api/plain');
    expect(readKey(dayRoute, '/api/day?x=1')).toBeNull();
  });

  it('loads once a day: the next day is a new answer with no write in between', async () => {
    expect(await get('/api/day')).toEqual({ day: '2026-11-23' });
    expect(await get('/api/day')).toEqual({ day: '2026-11-23' });
    expect(load).toHaveBeenCalledTimes(1);
    day = '2026-11-24';
    expect(await get('/api/day')).toEqual({ day: '2026-11-24' });
    expect(await get('/api/day')).toEqual({ day: '2026-11-24' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is still dropped by a write to a collection it reads', async () => {
    await get('/api/day');
    await reads.collection('things').put({ id: 't1' });
    await get('/api/day');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
