import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express, { Router, type RequestHandler, type Request, type Response } from 'express';
import { hintedIndex, hintsPicture, readManifest } from './page-hints';
import { acceptedEncodings, fileUnder, sendPrecompressed } from './precompressed';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

/** The build's brotli or gzip sibling of a requested file when the client takes one; else the next handler. */
const precompressed = (root: string, cacheControl: string): RequestHandler => (req, res, next) => {
  const file = fileUnder(root, req.path);
  if (!file) return next();
  sendPrecompressed(req, res, file, cacheControl).then((sent) => { if (!sent) next(); }, next);
};

/** The picture a page shows first, for the pages whose hint preloads one (page-hints.ts). */
export type FirstPicture = (pathname: string) => Promise<string | null>;

/** Kept hinted pages at most: one per page and first picture, so a few. */
const KEPT_PAGES = 64;

/**
 * index.html with a public page's preload hints (page-hints.ts), made and compressed once
 * per page and first picture; false for a path without hints.
 */
function hintedPages(root: string, index: string, firstPicture?: FirstPicture): (req: Request, res: Response) => Promise<boolean> {
  const html = readFileSync(index, 'utf8');
  const manifest = readManifest(root);
  const pages = new Map<string, { identity: Buffer; br: Buffer; gzip: Buffer; tag: string }>();
  return async (req, res) => {
    // a query (a search, an 'as of' date) changes what the page asks for: no hints then
    if (req.url.includes('?')) return false;
    const picture = firstPicture && hintsPicture(req.path) ? await firstPicture(req.path) : null;
    const key = `${req.path}\n${picture ?? ''}`;
    if (!pages.has(key)) {
      const hinted = hintedIndex(html, manifest, req.path, picture);
      if (hinted === null) return false;
      const identity = Buffer.from(hinted);
      const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 16);
      // a page's picture changes with the events: the old ones go, whatever paths are asked for
      if (pages.size >= KEPT_PAGES) pages.clear();
      pages.set(key, { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }), tag });
    }
    const page = pages.get(key)!;
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
    res.set('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    res.type('html');
    if (encoding) res.set('Content-Encoding', encoding);
    // the app turns Express's automatic ETag off: one per page and encoding, as sendPrecompressed sets
    res.set('ETag', `W/"${page.tag}-${encoding ?? 'identity'}"`);
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    res.send(encoding ? page[encoding] : page.identity);
    return true;
  };
}

/**
 * The built React app: hashed assets cached for a year, index.html never, and
 * every other non-API path answered with index.html so the client routes it.
 * Text assets go out as the brotli or gzip files the build made (web/compress-plugin.mts).
 */
export function webStatic(distDir: string, options: { firstPicture?: FirstPicture } = {}): Router {
  const r = Router();
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) {
    r.get(/^(?!\/api\/|\/uploads\/).*/, (_req, res) => {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
    });
    return r;
  }
  const assets = path.join(root, 'assets');
  r.use('/assets', precompressed(assets, IMMUTABLE), express.static(assets, { immutable: true, maxAge: '365d', index: false }));
  r.use(precompressed(root, ONE_HOUR), express.static(root, { index: false, maxAge: '1h' }));
  const hinted = hintedPages(root, index, options.firstPicture);
  r.get(/^(?!\/api\/|\/uploads\/).*/, async (req, res, next) => {
    if (!req.accepts('html')) return void res.status(404).json({ message: 'Not found' });
    try {
      if (await hinted(req, res)) return;
      if (await sendPrecompressed(req, res, index, 'no-cache')) return;
    } catch (err) {
      return next(err);
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return r;
}
