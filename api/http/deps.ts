import type { Container, ServiceIdentifier } from 'inversify';
import type { BlobStorage, Clock } from '../../application/ports/services';
import type { EventStore } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import { TOKENS } from '../../application/tokens';
import type { UserView } from '../../application/users/read-model';
import { UserQueries } from '../../application/users/user-queries';
import type { ProjectionRunner } from '../../projections/runner';
import type { ReactorRunner } from '../../application/reactors/reactor-runner';
import type { AppConfig } from '../../infrastructure/config';
import type { SessionStore } from '../../infrastructure/container';
import { SHARED_COUNTERS, type SharedCounters } from '../../infrastructure/rate-limits/shared-counters';
import { createRateLimits, type RateLimits } from './rate-limits';

/**
 * The shared core every module's routes may use, resolved once from the container;
 * a slice resolves its own application services with `get` (api/features/<area>/index.ts).
 */
export interface ApiDeps {
  config: AppConfig;
  runner: ProjectionRunner;
  reactors: ReactorRunner;
  sessions: SessionStore;
  blobs: BlobStorage;
  clock: Clock;
  events: EventStore;
  reads: ReadStore;
  limits: RateLimits;
  /** the caller's user, read fresh on every request (the users module binds UserQueries) */
  userById(id: string): Promise<UserView | null>;
  get<T>(service: ServiceIdentifier<T>): T;
}

export function resolveDeps(container: Container): ApiDeps {
  const config = container.get<AppConfig>(TOKENS.AppConfig);
  let users: UserQueries | null = null;
  return {
    config,
    runner: container.get(TOKENS.ProjectionRunner),
    reactors: container.get(TOKENS.ReactorRunner),
    sessions: container.get(TOKENS.SessionStore),
    blobs: container.get(TOKENS.BlobStorage),
    clock: container.get(TOKENS.Clock),
    events: container.get(TOKENS.EventStore),
    reads: container.get(TOKENS.ReadStore),
    limits: createRateLimits(config.RATE_LIMIT_FACTOR,
      container.isBound(SHARED_COUNTERS) ? container.get<SharedCounters>(SHARED_COUNTERS) : undefined),
    userById: (id) => (users ??= container.get(UserQueries)).byId(id),
    get: (service) => container.get(service),
  };
}
