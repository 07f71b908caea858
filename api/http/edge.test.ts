import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Edge } from './edge';

/** An edge over a logger whose lines a test reads. */
function edgeWithLines(production = false) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { edge: new Edge(logger, production), lines };
}

async function serve(edge: Edge, path: string, headers: Record<string, string> = {}) {
  const server = createServer((req, res) => {
    edge.begin(req, res);
    edge.begin(req, res); // a second begin (Express after the lean path) changes nothing
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('the edge every request begins at', () => {
  it("sends a JSON answer's few headers pre-serialized, HSTS only over https", () => {
    const names = (https: boolean) => new Edge(pino({ level: 'silent' }), https).raw.filter((_, i) => i % 2 === 0)
      .map((n) => n.toLowerCase());
    expect(names(false)).toEqual(['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy']);
    expect(names(true)).toContain('strict-transport-security');
    expect(new Edge(pino({ level: 'silent' }), false).raw.join(': ').length).toBeLessThan(250);
  });

  it("gives pages, and the API's readable page, helmet's set; the API's JSON the lean one", async () => {
    const edge = new Edge(pino({ level: 'silent' }), false);
    const page = await serve(edge, '/events');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await serve(edge, '/api/docs')).headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    const json = await serve(edge, '/api/events');
    expect(json.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers.get('x-frame-options')).toBeNull();
  });

  it('gives the request its id (the caller\'s when it is a plain token) and logs one line in pino-http\'s shape', async () => {
    const { edge, lines } = edgeWithLines();
    const res = await serve(edge, '/api/x?y=1', { 'X-Request-Id': 'given-1' });
    expect(res.headers.get('x-request-id')).toBe('given-1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40, msg: 'request completed',
      req: { id: 'given-1', method: 'GET', url: '/api/x?y=1', headers: expect.any(Object) },
      res: { statusCode: 404, headers: expect.objectContaining({ 'x-request-id': 'given-1' }) },
      responseTime: expect.any(Number),
    });
    const other = await serve(edge, '/api/x', { 'X-Request-Id': 'not a token!' });
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not log the health probes', async () => {
    const { edge, lines } = edgeWithLines();
    await serve(edge, '/healthz');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toHaveLength(0);
  });
});

describe('the request logger', () => {
  it('is a child carrying the request id on a request Express serves, so every line a route logs names its request', async () => {
    const { edge, lines } = edgeWithLines();
    const server = createServer((req, res) => {
      edge.begin(req, res);
      (req as unknown as { log: pino.Logger }).log.info({ step: 'handler' }, 'working on it');
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/y`, { headers: { 'X-Request-Id': 'child-1' } });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([['working on it', 'child-1'], ['request completed', 'child-1']]);
  });
});

describe('a lean request at the edge', () => {
  it('adds nothing to the request, and its log line names its id', async () => {
    const { edge, lines } = edgeWithLines();
    let keys: string[] = [];
    const server = createServer((req, res) => {
      const before = Reflect.ownKeys(req).map(String);
      const begun = edge.beginLean(req);
      keys = Reflect.ownKeys(req).map(String).filter((k) => !before.includes(k));
      res.writeHead(500, ['X-Request-Id', begun.id]);
      res.end('{}');
      edge.endedLean(req, res, begun, '/api/things/:id');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/things/7`, { headers: { 'X-Request-Id': 'lean-1' } });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(keys).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request completed', reqId: 'lean-1', lean: true, req: { id: 'lean-1', url: '/api/things/7' } });
  });
});
