import 'reflect-metadata';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import proxyaddr from 'proxy-addr';
import type { AppConfig } from '../infrastructure/config';
import { compose, type Composition } from '../infrastructure/container';
import type { Processors } from '../application/processing/processors';
import { TOKENS } from '../application/tokens';
import { createApp } from './app';
import { resolveDeps, type ApiDeps } from './http/deps';
import { addressedHost } from './http/csrf';
import { Edge } from './http/edge';
import { LeanDispatch } from './http/lean';
import { answerNodeRefusals } from './http/node-errors';
import { ReadCache } from './http/read-cache';
import type { Route } from './http/route';
import { SessionReader } from './http/session-reader';
import { SESSION_COOKIE } from './features/auth/auth.router';
import { serverModules } from './features/slices';
import { apiDocsModule } from './features/api-docs';
import { Metrics } from '../infrastructure/metrics/metrics';
import { metricsSources } from './features/metrics/metrics-sources';
import { serveMetrics } from './features/metrics/metrics.router';
import type { ServerModule } from './features/slice';

export interface RunningServer {
  server: Server;
  port: number;
  deps: ApiDeps;
  composition: Composition;
  /** the requests served before Express */
  lean: LeanDispatch;
  /** Express alone, for a second door without the lean path (the parity test) */
  express: (req: IncomingMessage, res: ServerResponse) => void;
  /** the lean writes (votes, progress reports) served so far */
  leanWrites: { readonly served: number };
  /** METRICS_PORT's listener, when configured (0 picks a free one) */
  metricsPort: number | null;
  stop(): Promise<void>;
}

export interface ServerOptions {
  logger?: Logger;
  /** false: every request goes through Express (the parity test compares both pipelines) */
  lean?: boolean;
  modules?: readonly ServerModule[];
}

export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.passwordHash', '*.token'], censor: '[redacted]' },
  });
}

/**
 * The composition root: compose the adapters and each module's services, catch the
 * read models up with the log (embedded: rebuild by replay), then listen: /healthz
 * answers only once the site can serve fresh reads.
 */
export async function startServer(config: AppConfig, loggerOrOptions: Logger | ServerOptions = {}): Promise<RunningServer> {
  const options: ServerOptions = 'info' in loggerOrOptions ? { logger: loggerOrOptions as Logger } : loggerOrOptions as ServerOptions;
  const logger = options.logger ?? createLogger(config);
  const modules = options.modules ?? serverModules;
  const composition = await compose(config, logger, modules);
  const deps = resolveDeps(composition.container);
  const started = Date.now();
  // the read models catch up first; then mails, renditions, name releases: each reactor goes on from its own durable checkpoint
  await composition.container.get<Processors>(TOKENS.Processors).start();
  logger.info({ position: deps.runner.position, ms: Date.now() - started }, 'read models ready');

  const routes = new Map<ServerModule, readonly Route[]>(modules.map((m) => [m, m.routes?.(deps) ?? []]));
  const metrics = config.METRICS === 'on' ? composition.container.get(Metrics) : null;
  metrics?.watch(metricsSources(deps));
  // the API's description, of every route including its own
  const docs = apiDocsModule(() => [...routes].map(([m, r]) => ({ tag: m.name, routes: r })));
  routes.set(docs, docs.routes?.(deps) ?? []);
  const shared = { edge: new Edge(logger, config.secureTransport, metrics?.httpDuration), cache: new ReadCache(deps.reads) };
  const app = createApp(deps, [...modules, docs], shared, { sessionSecret: composition.sessionSecret, routes, webDist: config.WEB_DIST });
  const lean = new LeanDispatch(options.lean === false ? [] : [...routes.values()].flat(), {
    ...shared,
    sessions: new SessionReader(deps.sessions, composition.sessionSecret, SESSION_COOKIE),
    userById: deps.userById,
    clientIp: (req) => proxyaddr(req, app.get('trust proxy fn')),
    addressedHost: (req) => addressedHost(req, app.get('trust proxy fn')),
    clock: deps.clock,
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = createServer((req, res) => {
      if (!lean.handle(req, res)) app(req, res);
    });
    answerNodeRefusals(s, shared.edge, logger);
    s.listen(config.PORT, config.HOST, () => resolve(s));
    s.on('error', reject);
  });
  const metricsServer = metrics && config.METRICS_PORT !== undefined ? await serveMetrics(metrics, config.HOST, config.METRICS_PORT) : null;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, metricsPort: metricsServer?.port, embedded: config.embedded }, `${config.leagueName} site listening on http://localhost:${port}`);
  return {
    server, port, deps, composition, lean, express: app, metricsPort: metricsServer?.port ?? null,
    leanWrites: { get served() { return lean.served.writes; } },
    async stop() {
      await metricsServer?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await composition.close();
    },
  };
}
