import { SponsorshipCommands } from '../../application/sponsorship/sponsorship-commands';
import { SponsorshipQueries } from '../../application/sponsorship/sponsorship-queries';
import { TierCommands } from '../../application/sponsorship/tier-commands';
import { TierNameRelease } from '../../application/sponsorship/tier-names.reactor';
import { sponsorshipApplicationsProjector } from '../../projections/sponsorship/applications.projector';
import { showcaseProjector } from '../../projections/sponsorship/showcase.projector';
import { tiersProjector } from '../../projections/sponsorship/tiers.projector';
import { sponsorshipApplicationsRoutes } from '../features/sponsorship/applications.router';
import { sponsorsRoutes } from '../features/sponsorship/sponsors.router';
import { tiersRoutes } from '../features/sponsorship/tiers.router';
import { singletons, type ServerModule } from './module';

/** Sponsorship tiers, applications and their review, and the sponsor showcase. */
export const sponsorshipModule: ServerModule = {
  name: 'sponsorship',
  bind: singletons(TierCommands, SponsorshipCommands, SponsorshipQueries),
  // applications before the showcase that copies them
  projectors: [tiersProjector, sponsorshipApplicationsProjector, showcaseProjector],
  // a deleted or renamed tier's name is released
  reactors: () => [TierNameRelease],
  routes: (deps) => [...tiersRoutes(deps), ...sponsorshipApplicationsRoutes(deps), ...sponsorsRoutes(deps)],
};
