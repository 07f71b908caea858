import { SponsorshipCommands } from '../../../application/sponsorship/sponsorship-commands';
import { SponsorshipQueries } from '../../../application/sponsorship/sponsorship-queries';
import { TierCommands } from '../../../application/sponsorship/tier-commands';
import { tierNameRelease } from '../../../application/sponsorship/tier-names.reactor';
import { sponsorshipApplicationsProjector } from '../../../projections/sponsorship/applications.projector';
import { showcaseProjector } from '../../../projections/sponsorship/showcase.projector';
import { tiersProjector } from '../../../projections/sponsorship/tiers.projector';
import { sponsorshipApplicationsRoutes } from './applications.router';
import { sponsorsRoutes } from './sponsors.router';
import { tiersRoutes } from './tiers.router';
import { singletons, type ServerModule } from '../slice';
import { sponsorshipAuditEntries } from '../../../projections/sponsorship/audit-entries';

/** Sponsorship tiers, applications and their review, and the sponsor showcase. */
export const sponsorshipSlice: ServerModule = {
  name: 'sponsorship',
  bind: singletons(TierCommands, SponsorshipCommands, SponsorshipQueries),
  // applications before the showcase that copies them
  projectors: [tiersProjector, sponsorshipApplicationsProjector, showcaseProjector],
  // a deleted or renamed tier's name is released
  reactors: () => [tierNameRelease],
  audit: sponsorshipAuditEntries,
  routes: (deps) => [...tiersRoutes(deps), ...sponsorshipApplicationsRoutes(deps), ...sponsorsRoutes(deps)],
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
