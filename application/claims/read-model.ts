import type { ClaimForm, ClaimStatus } from '../../domain/claim-request/claim-request';

export const CLAIM_REQUESTS = 'claim_requests';

/**
 * One claim request as the admin list and its claimant see it (one collection).
 * Deleted requests are removed. The claimant's and the battler's names are joined
 * when read, so a renamed user or battler shows as they are now.
 */
export interface ClaimRequestView extends ClaimForm {
  id: string;
  userId: string;
  battlerId: string;
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
