import { ClaimCommands } from '../../application/claims/claim-commands';
import { ClaimMails } from '../../application/claims/claim-mails.reactor';
import { ClaimOwnership } from '../../application/claims/claim-ownership.reactor';
import { ClaimQueries } from '../../application/claims/claim-queries';
import { claimRequestsProjector } from '../../projections/claims/claim-requests.projector';
import { claimsRoutes } from '../features/claims/claims.router';
import { singletons, type ServerModule } from './module';

/** Claim requests: the request, its review, the ownership an approval gives, and the three mails. */
export const claimsModule: ServerModule = {
  name: 'claims',
  bind: singletons(ClaimQueries, ClaimCommands),
  projectors: [claimRequestsProjector],
  reactors: () => [ClaimOwnership, ClaimMails],
  routes: claimsRoutes,
};
