import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * The built React app: hashed assets cached for a year, index.html never, and
 * every other non-API path answered with index.html so the client routes it.
 */
export function webStatic(distDir: string): Router {
  const r = Router();
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    r.get(/^(?!\/api\/|\/uploads\/).*/, (_req, res) => {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
    });
    return r;
  }
  r.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  r.use(express.static(distDir, { index: false, maxAge: '1h' }));
  r.get(/^(?!\/api\/|\/uploads\/).*/, (req, res) => {
    if (!req.accepts('html')) return void res.status(404).json({ message: 'Not found' });
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return r;
}
