import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { hintedIndex } from './page-hints';
import { acceptedEncodings } from './precompressed';
import { webStatic } from './web-static';

const APP_JS = Buffer.from(`console.log(${JSON.stringify('the league '.repeat(2000))});\n`);
const INDEX = Buffer.from(`<!doctype html><html><head><title>UBR</title></head><body>${'<div id="root"></div>'.repeat(100)}</body></html>`);
const SMALL_JS = Buffer.from('export const x = 1;\n');
const LOGO_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

// as Vite writes it: the battlers page imports the entry (named in index.html) and a shared chunk
const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', imports: [] },
  'src/features/battlers/BattlersPage.tsx': { file: 'assets/BattlersPage-1.js', imports: ['index.html', '_photo.js'] },
  '_photo.js': { file: 'assets/photo-2.js', imports: ['index.html'] },
};

let dir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ubr-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, bytes: Buffer, siblings: boolean) => {
    writeFileSync(path.join(dir, name), bytes);
    if (!siblings) return;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(bytes));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(bytes));
  };
  write('index.html', INDEX, true);
  write('assets/app-abc123.js', APP_JS, true);
  write('assets/tiny-abc123.js', SMALL_JS, false);
  write('logo.png', LOGO_PNG, false);
  mkdirSync(path.join(dir, '.vite'));
  // compressed too, as the build's precompress step leaves it
  write('.vite/manifest.json', Buffer.from(JSON.stringify(MANIFEST)), true);
  const app = express();
  // as the app (api/app.ts): no automatic ETag, so each answer's own is what revalidates
  app.set('etag', false);
  app.use(webStatic(dir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The raw bytes on the wire (no client-side decoding), with the headers. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('precompressed web assets', () => {
  it('sends brotli to a browser that takes it, with the type, length, Vary and caching of the original', async () => {
    const identity = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'identity' });
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe(identity.headers['content-type']);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(APP_JS.length / 10);
    expect(brotliDecompressSync(res.body).equals(APP_JS)).toBe(true);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(identity.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends gzip when brotli is not taken (or refused with q=0)', async () => {
    for (const ae of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5', 'x-foo, gzip;q=0.3']) {
      const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': ae });
      expect({ ae, encoding: res.headers['content-encoding'] }).toEqual({ ae, encoding: 'gzip' });
      expect(gunzipSync(res.body).equals(APP_JS)).toBe(true);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it('sends the identity file, with Vary, when nothing compressed is taken', async () => {
    for (const ae of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0', 'deflate', 'gzip;q=0.000']) {
      const res = await get('/assets/app-abc123.js', ae === undefined ? {} : { 'Accept-Encoding': ae });
      expect({ ae, encoding: res.headers['content-encoding'] }).toEqual({ ae, encoding: undefined });
      expect(res.body.equals(APP_JS)).toBe(true);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('answers a Range request from the identity file', async () => {
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(APP_JS.subarray(0, 10))).toBe(true);
  });

  it('answers HEAD and a revalidation (304) of the compressed file', async () => {
    const head = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    const again = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(head.headers.etag) });
    expect(again.status).toBe(304);
    // a gzip client's validator is not the brotli one
    const gz = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(head.headers.etag) });
    expect(gz.status).toBe(200);
  });

  it('sends index.html compressed and never cached, for the client routes too', async () => {
    for (const p of ['/contact', '/events/123', '/index.html']) {
      const res = await get(p, { 'Accept-Encoding': 'br', Accept: 'text/html' });
      expect({ p, encoding: res.headers['content-encoding'] }).toEqual({ p, encoding: 'br' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.body).equals(INDEX)).toBe(true);
      if (p !== '/index.html') expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a file without siblings, or of a type not compressed, as it is', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.equals(SMALL_JS)).toBe(true);
    const png = await get('/logo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
  });

  it('never leaves the build folder', async () => {
    for (const p of ['/assets/..%2f..%2fetc%2fpasswd', '/assets/%2e%2e/%2e%2e/etc/passwd', '/assets/app-abc123.js%00']) {
      const res = await get(p, { 'Accept-Encoding': 'br', Accept: 'application/json' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).not.toMatch(/root:/);
    }
  });

  it("never serves the build's dotfiles (Vite's .vite/manifest.json), however the dot is written", async () => {
    for (const p of ['/.vite/manifest.json', '/%2evite/manifest.json', '/assets/../.vite/manifest.json']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await get(p, { Accept: 'application/json', 'Accept-Encoding': encoding });
        expect(res.status).toBe(404);
        expect(res.headers['content-encoding']).toBeUndefined();
      }
    }
  });
});

describe("a public page's preload hints", () => {
  const page = async (p: string) => gunzipSync((await get(p, { 'Accept-Encoding': 'gzip', Accept: 'text/html' })).body).toString();

  it("names the lazy page's chunks and its first data in the head, with the credentials mode RTK Query fetches with", async () => {
    const html = await page('/battlers');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/BattlersPage-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/photo-2.js">');
    for (const url of ['/api/battlers-with-stats', '/api/auth/user', '/api/system-settings/site_logo']) {
      expect(head).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`);
    }
    expect(html).toContain(INDEX.toString().slice(INDEX.indexOf('<body>')));
  });

  it('leaves out what index.html loads already', async () => {
    const INDEX_WITH_ENTRY = '"/assets/app-abc123.js"';
    const html = hintedIndex(`<head><script type="module" crossorigin src=${INDEX_WITH_ENTRY}></script></head>`, MANIFEST, '/battlers')!;
    expect(html.match(/app-abc123/g)).toHaveLength(1);
  });

  it('preloads the events on the landing page and the events list, and nothing on other pages', async () => {
    expect(await page('/')).toContain('href="/api/events"');
    expect(await page('/events')).toContain('href="/api/events"');
    expect(await page('/contact')).not.toContain('preload');
    expect(await page('/events/123')).not.toContain('preload');
    expect(await page('/events?search=clash')).not.toContain('preload');
    expect(await page('/battlers?asOf=2024-01-01')).not.toContain('preload');
  });

  it('answers HEAD and a revalidation, and never caches', async () => {
    const first = await get('/sponsors', { 'Accept-Encoding': 'br', Accept: 'text/html' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(first.body).toString()).toContain('href="/api/approved-sponsors"');
    const again = await get('/sponsors', { 'Accept-Encoding': 'br', Accept: 'text/html', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const head = await get('/sponsors', { Accept: 'text/html' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe("the events page's first picture", () => {
  let pictureServer: http.Server;
  let picturePort: number;
  let picture: string | null = null;
  const asked: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.set('etag', false);
    app.use(webStatic(dir, { firstPicture: async (pathname) => { asked.push(pathname); return picture; } }));
    pictureServer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => pictureServer.once('listening', resolve));
    picturePort = (pictureServer.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => pictureServer.close(resolve)));

  const head = async (p: string) => {
    const res = await fetch(`http://127.0.0.1:${picturePort}${p}`, { headers: { Accept: 'text/html' } });
    const html = await res.text();
    return html.slice(0, html.indexOf('</head>'));
  };

  it("preloads the WebP copies the card's <picture> chooses, by the cards' sizes, at high priority", async () => {
    picture = '/uploads/thumbnails/ev-1.png';
    expect(await head('/events')).toContain('<link rel="preload" as="image" type="image/webp" imagesrcset="'
      + '/uploads/thumbnails/ev-1-160.webp 160w, /uploads/thumbnails/ev-1-320.webp 320w, /uploads/thumbnails/ev-1-640.webp 640w, '
      + '/uploads/thumbnails/ev-1-960.webp 960w" imagesizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" fetchpriority="high">');
  });

  it('follows the first event: a new picture, a picture from elsewhere (escaped), none', async () => {
    picture = '/uploads/thumbnails/ev-2.png';
    expect(await head('/events')).toContain('imagesrcset="/uploads/thumbnails/ev-2-160.webp 160w');
    picture = 'https://img.example/a.jpg?x=1&y="2"';
    expect(await head('/events')).toContain('<link rel="preload" as="image" href="https://img.example/a.jpg?x=1&amp;y=&quot;2&quot;" fetchpriority="high">');
    picture = null;
    expect(await head('/events')).not.toContain('as="image"');
    expect(await head('/events')).toContain('href="/api/events"');
  });

  it('is asked for the events page only, and not with a query', async () => {
    picture = '/uploads/thumbnails/ev-3.png';
    asked.length = 0;
    for (const p of ['/', '/battlers', '/sponsors', '/contact', '/events?search=x']) expect(await head(p)).not.toContain('as="image"');
    await head('/events');
    expect(asked).toEqual(['/events']);
  });
});

describe("each page's own head and status", () => {
  let headsServer: http.Server;
  let headsPort: number;

  beforeAll(async () => {
    const app = express();
    app.set('etag', false);
    app.use(webStatic(dir, {
      keptPages: 8,
      pages: async (req) => {
        if (req.path === '/gone') return { status: 404, card: { title: 'Page Not Found | UBR', description: 'none', siteName: 'UBR', noindex: true } };
        if (req.path === '/broken') throw new Error('read store down');
        const video = new URL(req.originalUrl, 'http://x').searchParams.get('video');
        return { status: 200, card: { title: `${video ?? req.path} | UBR`, description: 'd', siteName: 'UBR' } };
      },
    }));
    headsServer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => headsServer.once('listening', resolve));
    headsPort = (headsServer.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => headsServer.close(resolve)));

  const ask = async (p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${headsPort}${p}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br', ...headers } });
    return { status: res.status, headers: res.headers, html: await res.text() };
  };

  it('given a page the server says is not there, then its status with the app, compressed', async () => {
    const res = await ask('/gone');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.html).toContain('<title>Page Not Found | UBR</title>');
    expect(res.html).toContain('<div id="root"></div>');
  });

  it('given a query (a battle link), then its own head, without the hints a query changes', async () => {
    const res = await ask('/events?video=v-1');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<title>v-1 | UBR</title>');
    expect(res.html).not.toContain('rel="preload"');
    const plain = await ask('/events');
    expect(plain.html).toContain('<title>/events | UBR</title>');
    expect(plain.html).toContain('href="/api/events"');
  });

  it('given the same head again, then the same page and validator (a revalidation is a 304)', async () => {
    const first = await ask('/events?video=v-2');
    // node:http, as fetch would add `Cache-Control: no-cache` to a conditional request
    const again = await new Promise<number>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: headsPort, path: '/events?video=v-2', headers: {
        Accept: 'text/html', 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.get('etag')),
      } }, (res) => { res.resume(); resolve(res.statusCode ?? 0); }).on('error', reject);
    });
    expect(again).toBe(304);
  });

  it('given a read that fails, then the page as built, not an error', async () => {
    const res = await ask('/broken');
    expect(res.status).toBe(200);
    expect(res.html).toBe(INDEX.toString());
  });

  it('given more heads than it keeps, then it still answers each one right', async () => {
    for (let i = 0; i < 20; i++) expect((await ask(`/events?video=many-${i}`)).html).toContain(`<title>many-${i} | UBR</title>`);
    expect((await ask('/events?video=many-0')).html).toContain('<title>many-0 | UBR</title>');
    expect((await ask('/events?video=many-19')).html).toContain('<title>many-19 | UBR</title>');
  });
});

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0', []],
    ['BR, GZIP', ['br', 'gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, br;q=0', ['gzip']],
    ['gzip ; q=0.8', ['gzip']],
    ['br;q=abc', []],
    ['', []],
  ])('%p → %p', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
