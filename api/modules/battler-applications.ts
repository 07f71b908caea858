import { BattlerApplicationCommands } from '../../application/battler-applications/battler-application-commands';
import { BattlerApplicationQueries } from '../../application/battler-applications/battler-application-queries';
import { BattlerApplicationLinks } from '../../application/battler-applications/battler-links.reactor';
import { battlerApplicationsProjector } from '../../projections/battler-applications/battler-applications.projector';
import { battlerApplicationsRoutes } from '../features/battler-applications/battler-applications.router';
import { singletons, type ServerModule } from './module';

/** The battler tryout: applications, their review, and the link of an approved one to its battler. */
export const battlerApplicationsModule: ServerModule = {
  name: 'battler-applications',
  bind: singletons(BattlerApplicationQueries, BattlerApplicationCommands),
  // after users (the reviewer's name)
  projectors: [battlerApplicationsProjector],
  reactors: () => [BattlerApplicationLinks],
  routes: battlerApplicationsRoutes,
};
