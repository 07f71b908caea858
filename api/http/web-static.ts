import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express, { Router, type RequestHandler, type Request, type Response } from 'express';
import type { PageHeads } from './page-heads';
import { hintedIndex, hintsPicture, readManifest } from './page-hints';
import { acceptedEncodings, fileUnder, sendPrecompressed } from './precompressed';
import { withCard } from './share-card';

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

/**
 * Kept pages at most: one per page head and first picture. The heads of the event, battle and
 * battler pages follow their read models (a watch count changes a battle's), so the least
 * recently asked one goes first.
 */
const KEPT_PAGES = 256;

interface MadePage { status: number; identity: Buffer; br: Buffer; gzip: Buffer; tag: string }

/**
 * index.html with a page's own head (page-heads.ts: title, share card, JSON-LD, and its status)
 * and a public page's preload hints (page-hints.ts), made and compressed once per head and
 * first picture; false when there is neither (the plain file is sent).
 */
function madePages(root: string, index: string, options: WebStaticOptions): (req: Request, res: Response) => Promise<boolean> {
  const html = readFileSync(index, 'utf8');
  const manifest = readManifest(root);
  const pages = new Map<string, MadePage>();
  return async (req, res) => {
    // a read that fails leaves the page as built: the client then says what it can
    const answer = options.pages ? await options.pages(req).catch(() => null) : null;
    // a query (a search, an 'as of' date, a battle) changes what the page asks for: no hints then
    const hintable = !req.url.includes('?');
    const picture = hintable && options.firstPicture && hintsPicture(req.path) ? await options.firstPicture(req.path) : null;
    const key = `${hintable ? req.path : ''}\n${picture ?? ''}\n${answer ? `${answer.status}${JSON.stringify(answer.card)}` : ''}`;
    let page = pages.get(key);
    if (page) {
      pages.delete(key);
    } else {
      const hinted = hintable ? hintedIndex(html, manifest, req.path, picture) : null;
      if (hinted === null && !answer) return false;
      const made = answer ? withCard(hinted ?? html, answer.card) : hinted!;
      const identity = Buffer.from(made);
      const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 16);
      if (pages.size >= (options.keptPages ?? KEPT_PAGES)) pages.delete(pages.keys().next().value!);
      page = { status: answer?.status ?? 200, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }), tag };
    }
    pages.set(key, page);
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
    res.status(page.status);
    res.set('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    res.type('html');
    if (encoding) res.set('Content-Encoding', encoding);
    // the app turns Express's automatic ETag off: one per page and encoding, as sendPrecompressed sets
    if (page.status === 200) {
      res.set('ETag', `W/"${page.tag}-${encoding ?? 'identity'}"`);
      if (req.fresh) {
        res.status(304).end();
        return true;
      }
    }
    res.send(encoding ? page[encoding] : page.identity);
    return true;
  };
}

export interface WebStaticOptions {
  firstPicture?: FirstPicture;
  /** each page's status and head; without it every path gets index.html as built, with 200 */
  pages?: PageHeads;
  /** made pages kept at most (KEPT_PAGES); a test lowers it to see the oldest go */
  keptPages?: number;
}

/**
 * The built React app: hashed assets cached for a year, index.html never, and
 * every other non-API path answered with index.html so the client routes it: with the
 * page's head and status when `pages` says them (a path no page has gets 404 and the
 * app's not-found page).
 * Text assets go out as the brotli or gzip files the build made (web/compress-plugin.mts).
 */
export function webStatic(distDir: string, options: WebStaticOptions = {}): Router {
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
  const made = madePages(root, index, options);
  r.get(/^(?!\/api\/|\/uploads\/).*/, async (req, res, next) => {
    if (!req.accepts('html')) return void res.status(404).json({ message: 'Not found' });
    try {
      if (await made(req, res)) return;
      if (await sendPrecompressed(req, res, index, 'no-cache')) return;
    } catch (err) {
      return next(err);
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return r;
}
