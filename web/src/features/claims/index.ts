import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { claimsTags } from './tags';

const ClaimRequestsPanel = lazy(() => import('./admin/ClaimRequestsPanel').then((m) => ({ default: m.ClaimRequestsPanel })));

/**
 * Profile claims, both sides: a member asks to manage a battler (the claim button and form on
 * its page) and the admins review the requests. The phone dropdown leaves the tab out (admin §2).
 */
export const claimsFeature: FeatureModule = {
  name: 'claims',
  adminTabs: [{ id: 'claim-requests', label: 'Claim Requests', order: 30, Panel: ClaimRequestsPanel, hiddenOnMobile: true }],
  tags: claimsTags,
};

/**
 * The claim control for a battler's page, and '<n> claim requests pending review' with a link
 * to the tab, for panels a phone admin can reach.
 */
export { ClaimButton, PendingClaimsLink } from './lazyParts';
/** The member's claimed battler: the owner's settings page edits it. */
export { useGetClaimedBattlerQuery } from './claimsApi';
export type { ClaimRequestWire } from './claimsApi';
