import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { claimsAdminTags } from './tags';

const ClaimRequestsPanel = lazy(() => import('./ClaimRequestsPanel').then((m) => ({ default: m.ClaimRequestsPanel })));

/** The admins' review of battler claim requests. The phone dropdown leaves the tab out (admin §2). */
export const claimsAdminFeature: FeatureModule = {
  name: 'claims-admin',
  adminTabs: [{ id: 'claim-requests', label: 'Claim Requests', order: 30, Panel: ClaimRequestsPanel, hiddenOnMobile: true }],
  tags: claimsAdminTags,
};

/** '<n> claim requests pending review' with a link to the tab, for panels a phone admin can reach. */
export { PendingClaimsLink } from './PendingClaimsLink';
