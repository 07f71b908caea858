import type { ClaimForm, ClaimStatus } from '../../domain/claim-request/claim-request';

export const CLAIM_REQUESTS = 'claim_requests';

/**
 * One claim request as the admin list and its claimant see it (one collection).
 * Deleted requests are removed. The claimant's and the battler's names are joined
 * when read, so a renamed user or battler shows as they are now; a battler merged
 * away is joined as the battler it was merged into (`battlerMergedInto`).
 */
export interface ClaimRequestView extends ClaimForm {
  id: string;
  userId: string;
  battlerId: string;
  /**
   * the battler's name at the request (never sent: the list joins the battler as it is now).
   * Optional only because the claim route's fallback (the request as submitted) builds a view without it.
   */
  battlerName?: string;
  /** the battler a merge (or a chain of them) moved `battlerId` into; null or absent while it was not merged */
  battlerMergedInto?: string | null;
  status: ClaimStatus;
  reviewNotes: string | null;
  reviewedAt: string | null;
  createdAt: string;
  submissionEmailSent: boolean;
  adminNotificationSent: boolean;
  resultEmailSent: boolean;
  /** position of the submission: a stable newest-first order when two share a millisecond */
  submittedPosition: number;
  _position: number;
}

/** Newest first. */
export const newestFirst = (a: ClaimRequestView, b: ClaimRequestView) =>
  b.createdAt.localeCompare(a.createdAt) || b.submittedPosition - a.submittedPosition;
