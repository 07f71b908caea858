import type { Express, RequestHandler } from 'express';
import type { Container } from 'inversify';
import type { AppConfig } from '../../infrastructure/config';
import type { Reactor } from '../../application/reactors/reactor';
import type { AuditDescribers } from '../../projections/audit/audit-line';
import type { Projector } from '../../projections/projector';
import type { ApiDeps } from '../http/deps';
import type { Route } from '../http/route';

/**
 * One area of the server, declared in its own folder (api/features/<area>/index.ts):
 * the application services it binds, the projectors that build its read models, its
 * reactors, its audited events and its routes. The one list (./slices.ts) names the
 * slices; the server, the runner, the audit log and the tests derive the rest from it.
 */
export interface ServerModule {
  name: string;
  /** binds the area's application services (adapters are bound by infrastructure/container.ts) */
  bind(container: Container): void;
  /** the projectors that build its read models (each reads only its own collections) */
  projectors: readonly Projector[];
  /** its reactors (`reactor({ name, handles, react })`), under this configuration; the reactor runner runs them with its deps */
  reactors?(config: AppConfig): readonly Reactor[];
  /** the lines the audit log writes for its events (the audit projector is made over every slice's: projections/composed.ts) */
  audit?: AuditDescribers;
  /** declared API routes, below /api: Express and the lean path are built from them */
  routes?(deps: ApiDeps): readonly Route[];
  /** mounted on the app before /api (health at the root, media at /media); `session` is express-session */
  mount?(app: Express, deps: ApiDeps, session: RequestHandler): void;
}

/** Binds each class as a singleton of itself. */
export const singletons = (...classes: (new (...args: never[]) => unknown)[]) => (container: Container) => {
  for (const c of classes) container.bind(c).toSelf().inSingletonScope();
};
