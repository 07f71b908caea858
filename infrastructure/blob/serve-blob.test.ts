import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import type { BlobStorage } from '../../application/ports/services';
import { LocalBlobStorage } from './local-blob-storage';
import { serveBlob } from './serve-blob';

const BODY = Buffer.from('0123456789abcdefghij'); // 20 bytes

function appFor(storage: BlobStorage, onError?: (err: unknown) => void) {
  const app = express();
  app.use(
    '/uploads',
    serveBlob(storage, {
      // the same as the app's: the path under /uploads, percent-decoded
      keyFromRequest: (req) => decodeURIComponent(req.path.replace(/^\//, '')) || null,
      cacheControl: 'public, max-age=31536000, immutable',
      onError,
    }),
  );
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ message: 'Internal error' });
  });
  return app;
}

describe('serveBlob', () => {
  let dir: string;
  let storage: LocalBlobStorage;
  let app: express.Express;
  const onError = jest.fn();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
    storage = new LocalBlobStorage(path.join(dir, 'uploads'));
    await storage.put('images/a.png', BODY, 'image/png');
    await storage.put('images/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    await storage.put('files/empty.txt', Buffer.alloc(0), 'text/plain');
    app = appFor(storage, onError);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => expect(onError).not.toHaveBeenCalled());

  it('answers 200 with the bytes and the headers', async () => {
    const res = await request(app).get('/uploads/images/a.png').buffer(true).parse(binary).expect(200);
    expect(res.body).toEqual(BODY);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe('20');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(new Date(res.headers['last-modified']).getTime()).toBeGreaterThan(0);
  });

  it('serves an SVG with its type and nosniff', async () => {
    const res = await request(app).get('/uploads/images/logo.svg').expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await request(app).head('/uploads/images/a.png').expect(200);
    expect(res.headers['content-length']).toBe('20');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toEqual({});
  });

  it.each([
    ['bytes=2-5', 2, 5],
    ['bytes=10-', 10, 19],
    ['bytes=-4', 16, 19],
    ['bytes=0-0', 0, 0],
    ['bytes=15-100', 15, 19],
  ])('answers %s with 206 and Content-Range', async (header, start, end) => {
    const res = await request(app).get('/uploads/images/a.png').set('Range', header).buffer(true).parse(binary).expect(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/20`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.body).toEqual(BODY.subarray(start, end + 1));
  });

  it('answers HEAD with a range as 206 without a body', async () => {
    const res = await request(app).head('/uploads/images/a.png').set('Range', 'bytes=2-5').expect(206);
    expect(res.headers['content-range']).toBe('bytes 2-5/20');
    expect(res.headers['content-length']).toBe('4');
  });

  it('answers an unsatisfiable range with 416 and bytes */size', async () => {
    const res = await request(app).get('/uploads/images/a.png').set('Range', 'bytes=20-30').expect(416);
    expect(res.headers['content-range']).toBe('bytes */20');
    await request(app).get('/uploads/files/empty.txt').set('Range', 'bytes=0-').expect(416).expect('Content-Range', 'bytes */0');
  });

  it('answers several ranges, a malformed range or another unit with the whole file', async () => {
    for (const header of ['bytes=0-1,5-6', 'bytes=abc', 'items=0-1']) {
      const res = await request(app).get('/uploads/images/a.png').set('Range', header).buffer(true).parse(binary).expect(200);
      expect(res.body).toEqual(BODY);
      expect(res.headers['content-range']).toBeUndefined();
    }
    // overlapping ranges combine into one
    await request(app).get('/uploads/images/a.png').set('Range', 'bytes=0-3,2-5').expect(206).expect('Content-Range', 'bytes 0-5/20');
  });

  it('answers 304 to a matching If-None-Match or a later If-Modified-Since', async () => {
    const first = await request(app).get('/uploads/images/a.png').expect(200);
    const etag = first.headers.etag;
    const res = await request(app).get('/uploads/images/a.png').set('If-None-Match', etag).expect(304);
    expect(res.headers.etag).toBe(etag);
    await request(app).get('/uploads/images/a.png').set('If-None-Match', `"other", ${etag}`).expect(304);
    await request(app).get('/uploads/images/a.png').set('If-None-Match', '"other"').expect(200);
    await request(app).get('/uploads/images/a.png').set('If-Modified-Since', first.headers['last-modified']).expect(304);
    await request(app).get('/uploads/images/a.png').set('If-Modified-Since', new Date(0).toUTCString()).expect(200);
    await request(app).head('/uploads/images/a.png').set('If-None-Match', etag).expect(304);
  });

  it('honours If-Range: the range while it matches, the whole file once it does not', async () => {
    const { headers } = await request(app).head('/uploads/images/a.png').expect(200);
    await request(app).get('/uploads/images/a.png').set('Range', 'bytes=0-1').set('If-Range', headers.etag).expect(206);
    await request(app).get('/uploads/images/a.png').set('Range', 'bytes=0-1').set('If-Range', headers['last-modified']).expect(206);
    await request(app).get('/uploads/images/a.png').set('Range', 'bytes=0-1').set('If-Range', 'W/"stale"').expect(200);
    await request(app).get('/uploads/images/a.png').set('Range', 'bytes=0-1').set('If-Range', new Date(0).toUTCString()).expect(200);
  });

  it('answers 404 with a message for a missing file', async () => {
    const res = await request(app).get('/uploads/images/nope.png').expect(404);
    expect(res.body).toEqual({ message: 'File not found' });
    await request(app).get('/uploads/').expect(404, { message: 'File not found' });
    await request(app).get('/uploads/images').expect(404, { message: 'File not found' });
  });

  it.each([
    '/uploads/..%2f..%2fetc/passwd',
    '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/images/..%2f..%2f..%2fetc%2fpasswd',
    '/uploads/%2fetc%2fpasswd',
    '/uploads/images%5c..%5c..%5cetc%5cpasswd',
    '/uploads/images/a.png%00.txt',
    '/uploads/images/a.png.meta.json',
    '/uploads/%E0%A4%A',
  ])('refuses %s with 404', async (url) => {
    await request(app).get(url).expect(404, { message: 'File not found' });
  });

  it('refuses a raw ../ path with 404', async () => {
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/uploads/../../../../etc/passwd' }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject);
      });
      expect(status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('leaves other methods to the next handler', async () => {
    const res = await request(app).post('/uploads/images/a.png');
    expect(res.status).toBe(404);
    expect(res.body).not.toEqual({ message: 'File not found' });
  });

  it('passes an unexpected storage failure to the error handler', async () => {
    const broken: BlobStorage = {
      put: jest.fn(),
      info: async () => {
        throw new Error('disk on fire');
      },
      read: jest.fn(),
      delete: jest.fn(),
    };
    await request(appFor(broken)).get('/uploads/images/a.png').expect(500);
  });

  it('a client aborting mid-file neither crashes nor reports an error', async () => {
    const big = Buffer.alloc(8 << 20, 1);
    await storage.put('videos/big.mp4', big, 'video/mp4');
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/uploads/videos/big.mp4' }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
      });
      await new Promise((r) => setTimeout(r, 100));
      // still serving
      await request(server).get('/uploads/images/a.png').expect(200);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

/** supertest parser keeping the body as a Buffer whatever its type */
function binary(res: unknown, done: (err: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
