import type { Express, RequestHandler } from 'express';
import type { Container } from 'inversify';
import type { AppConfig } from '../../infrastructure/config';
import type { ReactorProvider } from '../../infrastructure/container';
import type { Projector } from '../../projections/projector';
import type { ApiDeps } from '../http/deps';
import type { Route } from '../http/route';

/**
 * One area of the server, declared in one place: the application services it binds,
 * the projectors that build its read models, its reactors, and its routes. The
 * registry (./index.ts) lists the modules; the server composes them.
 */
export interface ServerModule {
  name: string;
  /** binds the area's application services (adapters are bound by infrastructure/container.ts) */
  bind(container: Container): void;
  /** in the order the runner must feed them (see the registry for the order across modules) */
  projectors: readonly Projector[];
  /** its reactors (classes exposing `reactor`), under this configuration; the reactor runner runs them */
  reactors?(config: AppConfig): readonly ReactorProvider[];
  /** declared API routes, below /api: Express and the lean path are built from them */
  routes?(deps: ApiDeps): readonly Route[];
  /** mounted on the app before /api (health at the root, media at /media); `session` is express-session */
  mount?(app: Express, deps: ApiDeps, session: RequestHandler): void;
}

/** Binds each class as a singleton of itself. */
export const singletons = (...classes: (new (...args: never[]) => unknown)[]) => (container: Container) => {
  for (const c of classes) container.bind(c).toSelf().inSingletonScope();
};
