import type { Container } from 'inversify';
import type { BlobStorage, Clock } from '../../application/ports/services';
import type { EventStore } from '../../application/ports/event-store';
import { SettingsService } from '../../application/settings/settings-service';
import { BattlerCommands } from '../../application/catalogue/battler-commands';
import { CatalogueQueries } from '../../application/catalogue/catalogue-queries';
import { EventCommands } from '../../application/catalogue/event-commands';
import { VideoCommands } from '../../application/catalogue/video-commands';
import { RenditionJobs } from '../../application/catalogue/rendition-jobs';
import { VoteCommands } from '../../application/engagement/vote-commands';
import { CommentCommands } from '../../application/engagement/comment-commands';
import { ViewCommands } from '../../application/engagement/view-commands';
import { TOKENS } from '../../application/tokens';
import { UserCommands } from '../../application/users/user-commands';
import { UserQueries } from '../../application/users/user-queries';
import type { ProjectionRunner } from '../../projections/runner';
import type { ReactorRunner } from '../../application/reactors/reactor-runner';
import type { AppConfig } from '../../infrastructure/config';
import type { SessionStore } from '../../infrastructure/container';
import { createRateLimits, type RateLimits } from './rate-limits';

/** What the routers use, resolved once from the container. */
export interface ApiDeps {
  config: AppConfig;
  users: UserCommands;
  userQueries: UserQueries;
  settings: SettingsService;
  catalogue: CatalogueQueries;
  eventCommands: EventCommands;
  videoCommands: VideoCommands;
  battlerCommands: BattlerCommands;
  renditions: RenditionJobs;
  votes: VoteCommands;
  comments: CommentCommands;
  views: ViewCommands;
  runner: ProjectionRunner;
  reactors: ReactorRunner;
  sessions: SessionStore;
  blobs: BlobStorage;
  clock: Clock;
  events: EventStore;
  limits: RateLimits;
}

export function resolveDeps(container: Container): ApiDeps {
  const config = container.get<AppConfig>(TOKENS.AppConfig);
  return {
    config,
    users: container.get(UserCommands),
    userQueries: container.get(UserQueries),
    settings: container.get(SettingsService),
    catalogue: container.get(CatalogueQueries),
    eventCommands: container.get(EventCommands),
    videoCommands: container.get(VideoCommands),
    battlerCommands: container.get(BattlerCommands),
    renditions: container.get(RenditionJobs),
    votes: container.get(VoteCommands),
    comments: container.get(CommentCommands),
    views: container.get(ViewCommands),
    runner: container.get(TOKENS.ProjectionRunner),
    reactors: container.get(TOKENS.ReactorRunner),
    sessions: container.get(TOKENS.SessionStore),
    blobs: container.get(TOKENS.BlobStorage),
    clock: container.get(TOKENS.Clock),
    events: container.get(TOKENS.EventStore),
    limits: createRateLimits(config.RATE_LIMIT_FACTOR),
  };
}
