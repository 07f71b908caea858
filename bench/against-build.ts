import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { CatalogueQueries } from '../application/catalogue/catalogue-queries';
import { firstEventPicture } from '../api/http/first-picture';
import { webStatic } from '../api/http/web-static';
import type { RunningServer } from '../api/server';

/** What the app answers itself; everything else is the web build's. */
const APP_PATHS = /^\/(api|uploads|media|healthz)(\/|$)/;

/**
 * Another web build (`web-weight.bench.ts --against=<dist dir>`, e.g. the previous commit's
 * `vite build --outDir`) served beside the app under test: its files and index.html, with the
 * same preload hints as the app's, and every API, upload and media request passed to that app.
 * So two builds are measured against one store and one server, interleaved, in one run.
 */
export async function againstBuild(distDir: string, app: RunningServer): Promise<{ url: string; close(): Promise<void> }> {
  const web = express();
  web.set('etag', false);
  web.use(webStatic(path.resolve(distDir), { firstPicture: firstEventPicture(app.deps.get(CatalogueQueries), app.deps.reads) }));
  const server = createServer((req, res) => {
    if (!APP_PATHS.test(req.url ?? '')) return void web(req, res);
    const upstream = request({ host: '127.0.0.1', port: app.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
