import { SOCIAL_LABELS, SOCIAL_PLATFORMS, type SocialPlatform } from '../../../../../domain/claim-request/limits';
import { fullName } from '../../../lib/types';
import type { AdminClaimRequest } from '../claimsApi';

// the account or the battler can be deleted after the request; the request stays listed
export const userName = (c: AdminClaimRequest) => (c.user ? fullName(c.user) : 'Deleted user');
export const battlerName = (c: AdminClaimRequest) => c.battler?.name ?? 'Deleted battler';

export const contactLines = (c: AdminClaimRequest) => [c.contactEmail, c.contactPhone].filter((l): l is string => !!l);

/** The given social links in the claim form's order, with their labels. */
export function socialLinks(c: AdminClaimRequest): { platform: SocialPlatform; label: string; url: string }[] {
  const links = c.socialMediaLinks ?? {};
  return SOCIAL_PLATFORMS.flatMap((platform) => {
    const url = links[platform];
    return url ? [{ platform, label: SOCIAL_LABELS[platform], url }] : [];
  });
}

export const pendingCount = (list: readonly AdminClaimRequest[]) => list.filter((c) => c.status === 'pending').length;

export const pendingText = (n: number) => `${n} claim ${n === 1 ? 'request' : 'requests'} pending review`;

/** Admin §3's three mail flags, as the details dialog lists them. */
export function mailFlags(c: AdminClaimRequest): { label: string; sent: boolean }[] {
  return [
    { label: 'Submission email', sent: c.submissionEmailSent },
    { label: 'Admin notification', sent: c.adminNotificationSent },
    { label: 'Result email', sent: c.resultEmailSent },
  ];
}
