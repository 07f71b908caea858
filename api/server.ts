import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../infrastructure/config';
import { compose, type Composition } from '../infrastructure/container';
import type { ProjectionRunner } from '../projections/runner';
import type { ReactorRunner } from '../application/reactors/reactor-runner';
import { TOKENS } from '../application/tokens';
import { createApp } from './app';
import { resolveDeps, type ApiDeps } from './http/deps';
import { LeanReads } from './http/lean-reads';
import { LeanWrites } from './http/lean-writes';
import { fixedHeadersOf, securityHeaders } from './http/security-headers';
import { SessionReader } from './http/session-reader';
import { SESSION_COOKIE } from './features/auth/auth.router';
import { leanVote } from './features/engagement/votes.router';
import { leanUpdateView } from './features/engagement/views.router';
import proxyaddr from 'proxy-addr';
import { battlersProjector } from '../projections/catalogue/battlers.projector';
import { eventsProjector } from '../projections/catalogue/events.projector';
import { videosProjector } from '../projections/catalogue/videos.projector';

export interface RunningServer {
  server: Server;
  port: number;
  deps: ApiDeps;
  composition: Composition;
  /** the votes and progress reports served before Express */
  leanWrites: LeanWrites;
  stop(): Promise<void>;
}

export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.passwordHash', '*.token'], censor: '[redacted]' },
  });
}

/**
 * Compose, catch the read models up with the log (embedded: rebuild by replay),
 * then listen: /healthz answers only once the site can serve fresh reads.
 */
export async function startServer(config: AppConfig, logger = createLogger(config)): Promise<RunningServer> {
  const composition = await compose(config, logger);
  const runner = composition.container.get<ProjectionRunner>(TOKENS.ProjectionRunner);
  const started = Date.now();
  await runner.start();
  logger.info({ position: runner.position, ms: Date.now() - started }, 'read models ready');
  const deps = resolveDeps(composition.container);
  // mails, renditions: each reactor goes on from its own durable checkpoint
  await composition.container.get<ReactorRunner>(TOKENS.ReactorRunner).start();
  const app = createApp(deps, { sessionSecret: composition.sessionSecret, logger, webDist: config.WEB_DIST });
  const lean = new LeanReads(deps.catalogue, runner,
    [...videosProjector.handles, ...eventsProjector.handles, ...battlersProjector.handles]);
  const writes = new LeanWrites([leanVote(deps), leanUpdateView(deps)], {
    sessions: new SessionReader(deps.sessions, composition.sessionSecret, SESSION_COOKIE),
    userById: (id) => deps.userQueries.byId(id),
    clientIp: (req) => proxyaddr(req, app.get('trust proxy fn')),
    clock: deps.clock,
    logger,
    headers: fixedHeadersOf(securityHeaders(config.production)),
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = createServer((req, res) => {
      if (lean.handle(req, res)) return;
      if (writes.handle(req, res, () => app(req, res))) return;
      app(req, res);
    });
    s.listen(config.PORT, config.HOST, () => resolve(s));
    s.on('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, embedded: config.embedded }, `${config.leagueName} site listening on http://localhost:${port}`);
  return {
    server, port, deps, composition, leanWrites: writes,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await composition.close();
    },
  };
}
