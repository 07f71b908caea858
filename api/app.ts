import path from 'node:path';
import express, { type Express } from 'express';
import session from 'express-session';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { serveBlob } from '../infrastructure/blob/serve-blob';
import type { ApiDeps } from './http/deps';
import { crossSiteGuard } from './http/csrf';
import { JSON_BODY_LIMIT_BYTES } from './http/lean-writes';
import { requestIdOf } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { errorHandler, notFoundApi } from './http/errors';
import { webStatic } from './http/web-static';
import { sandboxUploadedBytes } from './http/uploaded-bytes';
import { authRouter, SESSION_COOKIE } from './features/auth/auth.router';
import { profileRouter } from './features/profile/profile.router';
import { adminUsersRouter } from './features/admin-users/admin-users.router';
import { settingsRouter } from './features/settings/settings.router';
import { healthRouter } from './features/health/health.router';
import { eventsRouter } from './features/catalogue/events.router';
import { videosRouter } from './features/catalogue/videos.router';
import { battlersRouter } from './features/catalogue/battlers.router';
import { mediaRouter } from './features/media/media.router';
import { votesRouter } from './features/engagement/votes.router';
import { commentsRouter } from './features/engagement/comments.router';
import { viewsRouter } from './features/engagement/views.router';

export interface AppOptions {
  sessionSecret: string;
  logger: Logger;
  webDist?: string;
}

export function createApp(deps: ApiDeps, options: AppOptions): Express {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  // parsed by the config: false, a hop count or an address list (the lean paths read the same setting)
  app.set('trust proxy', config.TRUST_PROXY);

  app.use(pinoHttp({
    logger: options.logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  }));
  app.use(securityHeaders(config.production));

  app.use(healthRouter(deps));

  // uploaded files: never executable, even an SVG opened on its own
  app.use('/uploads', (_req, res, next) => {
    sandboxUploadedBytes(res);
    next();
  }, serveBlob(deps.blobs, {
    // video files are served only by /media, which checks members-only first
    keyFromRequest: (req) => {
      const key = decodeURIComponent(req.path.replace(/^\//, ''));
      return key && !key.startsWith('videos/') ? key : null;
    },
    cacheControl: 'public, max-age=31536000, immutable',
  }));

  const sessions = session({
    name: SESSION_COOKIE,
    secret: options.sessionSecret,
    store: deps.sessions,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.production, maxAge: 30 * 24 * 3600_000, path: '/' },
  });
  app.use('/media', mediaRouter(deps, sessions));

  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  api.use(sessions);
  // every request reads its time once from the Clock and its user's role fresh,
  // so a role change reaches live sessions
  api.use(async (req, _res, next) => {
    req.at = deps.clock.now();
    const userId = req.session?.userId;
    req.user = userId ? await deps.userQueries.byId(userId) : null;
    next();
  });
  api.use(crossSiteGuard);
  api.use(authRouter(deps));
  api.use(profileRouter(deps));
  api.use(adminUsersRouter(deps));
  api.use(settingsRouter(deps));
  api.use(eventsRouter(deps));
  api.use(videosRouter(deps));
  api.use(battlersRouter(deps));
  api.use(votesRouter(deps));
  api.use(commentsRouter(deps));
  api.use(viewsRouter(deps));
  api.use(notFoundApi);
  app.use('/api', api);

  app.use(webStatic(options.webDist ?? path.resolve(process.cwd(), 'web', 'dist')));
  app.use(errorHandler);
  return app;
}
