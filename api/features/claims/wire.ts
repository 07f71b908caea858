import type { AdminClaimRequestView } from '../../../application/claims/claim-queries';
import type { ClaimRequestView } from '../../../application/claims/read-model';
import type { AdminClaimRequestWire, ClaimRequestWire } from './wire-types';

/** A request as its claimant sees it: the map of social links is absent when none was given. */
export const claimRequestWire = (r: ClaimRequestView) => ({
  id: r.id, battlerId: r.battlerId, userId: r.userId, contactEmail: r.contactEmail, contactPhone: r.contactPhone,
  ...(r.socialMediaLinks && Object.keys(r.socialMediaLinks).length ? { socialMediaLinks: r.socialMediaLinks } : {}),
  battleVideos: r.battleVideos, battleHistory: r.battleHistory, additionalInfo: r.additionalInfo,
  status: r.status, reviewNotes: r.reviewNotes, reviewedAt: r.reviewedAt, createdAt: r.createdAt,
}) satisfies ClaimRequestWire;

/** The admin list: the claimant and the battler as they are now, and admin §3's mail flags. */
export const adminClaimRequestWire = (r: AdminClaimRequestView) => ({
  ...claimRequestWire(r),
  user: r.user && { firstName: r.user.firstName, lastName: r.user.lastName, username: r.user.username, email: r.user.email },
  battler: r.battler && { name: r.battler.name },
  submissionEmailSent: r.submissionEmailSent, adminNotificationSent: r.adminNotificationSent, resultEmailSent: r.resultEmailSent,
}) satisfies AdminClaimRequestWire;
