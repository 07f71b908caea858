import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import session from 'express-session';
import { CatalogueQueries } from '../application/catalogue/catalogue-queries';
import { serveBlob } from '../infrastructure/blob/serve-blob';
import type { ApiDeps } from './http/deps';
import { crossSiteGuard } from './http/csrf';
import { JSON_BODY_LIMIT_BYTES } from './http/lean-body';
import { mountRoutes } from './http/mount';
import type { Shared } from './http/respond';
import type { Route } from './http/route';
import { errorHandler, notFoundAny, notFoundApi } from './http/errors';
import { firstEventPicture } from './http/first-picture';
import { seoFiles } from './http/seo-files';
import { ogImages } from './http/og-image';
import { pageHeads, SITE_DESCRIPTION } from './http/page-heads';
import { webStatic } from './http/web-static';
import { sandboxUploadedBytes } from './http/uploaded-bytes';
import { publicUploadKey } from './http/public-uploads';
import { SESSION_COOKIE } from './features/auth/auth.router';
import type { ServerModule } from './features/slice';

/**
 * The API's JSON answers over 1 KB, gzipped or brotli'd for the clients that take it (a
 * 5 MB admin list, a search on each keystroke). Only JSON: uploads, /media and the web
 * build are never passed through it, an answer already encoded (a kept read's gzip,
 * api/http/read-cache.ts) is left as it is by compression itself, and a Range request is
 * answered as asked. The lean path (api/http/lean.ts) answers before Express, so not here:
 * its kept reads carry their own gzip, its writes (votes) and first reads are small or kept.
 */
const COMPRESS_FROM_BYTES = 1024;
const compressJson = compression({
  threshold: COMPRESS_FROM_BYTES,
  filter: (req: Request, res: Response) =>
    !req.headers.range
    // no body to encode (a revalidated read's 304 goes out as the lean path's does)
    && res.statusCode !== 304 && res.statusCode !== 204
    && /\bjson\b/i.test(String(res.getHeader('Content-Type') ?? ''))
    // a small answer of known length is the same to every client: no `Vary` either, so
    // Express answers a small read or a vote with the lean path's very headers
    && !(Number(res.getHeader('Content-Length')) < COMPRESS_FROM_BYTES)
    && compression.filter(req, res),
});

export interface AppOptions {
  sessionSecret: string;
  /** each module's declared routes, made once: the lean path is built from the same ones */
  routes: ReadonlyMap<ServerModule, readonly Route[]>;
  webDist?: string;
}

/**
 * The Express app: the edge (request id, security headers, log line; a no-op for a
 * request the lean path already began), then each module's mounts, uploads, and
 * the API with its JSON body, session, user and cross-site steps before each
 * module's routes.
 */
export function createApp(deps: ApiDeps, modules: readonly ServerModule[], shared: Shared, options: AppOptions): Express {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  // JSON answers carry no ETag but the lean reads' own (api/http/respond.ts), on either pipeline
  app.set('etag', false);
  // parsed by the config: false, a hop count or an address list (the lean path reads the same setting)
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(shared.edge.middleware);

  const sessions = session({
    name: SESSION_COOKIE,
    secret: options.sessionSecret,
    store: deps.sessions,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureTransport, maxAge: 30 * 24 * 3600_000, path: '/' },
  });
  for (const m of modules) m.mount?.(app, deps, sessions);

  // uploaded files: never executable, even an SVG opened on its own
  app.use('/uploads', (_req, res, next) => {
    sandboxUploadedBytes(res);
    next();
  }, serveBlob(deps.blobs, {
    // the public pictures' folders only: videos go through /media, which checks members-only first
    keyFromRequest: (req) => publicUploadKey(req.path),
    cacheControl: 'public, max-age=31536000, immutable',
  }));

  const api = express.Router();
  // first, so every answer of the API (errors and refusals too) can be compressed
  api.use(compressJson);
  api.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  api.use(sessions);
  // every request reads its time once from the Clock and its user's role fresh,
  // so a role change reaches live sessions
  api.use(async (req, _res, next) => {
    req.at = deps.clock.now();
    const userId = req.session?.userId;
    req.user = userId ? await deps.userById(userId) : null;
    next();
  });
  api.use(crossSiteGuard);
  for (const m of modules) {
    const routes = options.routes.get(m);
    if (routes?.length) api.use(mountRoutes(routes, shared));
  }
  api.use(notFoundApi);
  app.use('/api', api);

  const catalogue = deps.get(CatalogueQueries);
  app.use(ogImages(catalogue, deps.blobs, config.leagueName));
  app.use(seoFiles(deps.reads, { publicUrl: config.PUBLIC_URL }));
  app.use(webStatic(options.webDist ?? path.resolve(process.cwd(), 'web', 'dist'), {
    firstPicture: firstEventPicture(catalogue, deps.reads),
    pages: pageHeads(catalogue, { publicUrl: config.PUBLIC_URL, site: config.leagueName, defaultDescription: SITE_DESCRIPTION }),
  }));
  // what nothing answered (a POST off /api, say) is a JSON refusal like the API's, not Express's HTML page
  app.use(notFoundAny);
  app.use(errorHandler);
  return app;
}
