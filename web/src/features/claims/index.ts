import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { membersOnly } from '../auth';
import { claimsTags } from './tags';

const ClaimRequestsPanel = lazy(() => import('./admin/ClaimRequestsPanel').then((m) => ({ default: m.ClaimRequestsPanel })));
const BattlerProfileSettingsPage = lazy(() => import('./owner/BattlerProfileSettingsPage'));

/**
 * Profile claims, every side: a member asks to manage a battler (the claim button and form on
 * its page), the admins review the requests, and the approved owner keeps the battler's photo,
 * cover, tagline and quote (/battler-profile-settings, and the cover buttons on its page). The
 * phone dropdown leaves the tab out (admin §2).
 */
export const claimsFeature: FeatureModule = {
  name: 'claims',
  routes: [membersOnly({ path: 'battler-profile-settings', Component: BattlerProfileSettingsPage })],
  adminTabs: [{ id: 'claim-requests', label: 'Claim Requests', order: 30, Panel: ClaimRequestsPanel, hiddenOnMobile: true }],
  tags: claimsTags,
};

/**
 * The claim control and the owner's cover buttons for a battler's page, and '<n> claim requests
 * pending review' with a link to the tab, for panels a phone admin can reach.
 */
export { ClaimButton, CoverControls, PendingClaimsLink } from './lazyParts';
export type { ClaimRequestWire } from './claimsApi';
