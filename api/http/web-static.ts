import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { fileUnder, sendPrecompressed } from './precompressed';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

/** The build's brotli or gzip sibling of a requested file when the client takes one; else the next handler. */
const precompressed = (root: string, cacheControl: string): RequestHandler => (req, res, next) => {
  const file = fileUnder(root, req.path);
  if (!file) return next();
  sendPrecompressed(req, res, file, cacheControl).then((sent) => { if (!sent) next(); }, next);
};

/**
 * The built React app: hashed assets cached for a year, index.html never, and
 * every other non-API path answered with index.html so the client routes it.
 * Text assets go out as the brotli or gzip files the build made (web/compress-plugin.mts).
 */
export function webStatic(distDir: string): Router {
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
  r.get(/^(?!\/api\/|\/uploads\/).*/, async (req, res, next) => {
    if (!req.accepts('html')) return void res.status(404).json({ message: 'Not found' });
    try {
      if (await sendPrecompressed(req, res, index, 'no-cache')) return;
    } catch (err) {
      return next(err);
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return r;
}
