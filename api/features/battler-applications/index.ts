import { BattlerApplicationCommands } from '../../../application/battler-applications/battler-application-commands';
import { BattlerApplicationQueries } from '../../../application/battler-applications/battler-application-queries';
import { battlerApplicationLinks } from '../../../application/battler-applications/battler-links.reactor';
import { battlerApplicationsProjector } from '../../../projections/battler-applications/battler-applications.projector';
import { battlerApplicationsRoutes } from './battler-applications.router';
import { singletons, type ServerModule } from '../slice';
import { battlerApplicationAuditEntries } from '../../../projections/battler-applications/audit-entries';

/** The battler tryout: applications, their review, and the link of an approved one to its battler. */
export const battlerApplicationsSlice: ServerModule = {
  name: 'battler-applications',
  bind: singletons(BattlerApplicationQueries, BattlerApplicationCommands),
  // after users (the reviewer's name)
  projectors: [battlerApplicationsProjector],
  reactors: () => [battlerApplicationLinks],
  audit: battlerApplicationAuditEntries,
  routes: battlerApplicationsRoutes,
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
