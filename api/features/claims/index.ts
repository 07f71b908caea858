import { ClaimCommands } from '../../../application/claims/claim-commands';
import { claimMails } from '../../../application/claims/claim-mails.reactor';
import { claimOwnership } from '../../../application/claims/claim-ownership.reactor';
import { ClaimQueries } from '../../../application/claims/claim-queries';
import { claimRequestsProjector } from '../../../projections/claims/claim-requests.projector';
import { claimsRoutes } from './claims.router';
import { singletons, type ServerModule } from '../slice';
import { claimAuditEntries } from '../../../projections/claims/audit-entries';

/** Claim requests: the request, its review, the ownership an approval gives, and the three mails. */
export const claimsSlice: ServerModule = {
  name: 'claims',
  bind: singletons(ClaimQueries, ClaimCommands),
  projectors: [claimRequestsProjector],
  reactors: () => [claimOwnership, claimMails],
  audit: claimAuditEntries,
  routes: claimsRoutes,
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
