// Claim requests (issue 11): the read model's fields as the claimant sees them (a `Pick`), and
// what the admin list adds written out. ./wire.ts checks the answers against them (`satisfies`).

import type { ClaimRequestView } from '../../../application/claims/read-model';

/** A claim request as its claimant sees it: POST /api/battlers/{id}/claim-request (201), GET /api/user/pending-claim-request */
export interface ClaimRequestWire extends Pick<ClaimRequestView,
  'id' | 'battlerId' | 'userId' | 'contactEmail' | 'contactPhone' | 'battleVideos' | 'battleHistory' | 'additionalInfo' | 'status'
  | 'reviewNotes' | 'reviewedAt' | 'createdAt'> {
  /** platform → URL; absent when none was given */
  socialMediaLinks?: ClaimRequestView['socialMediaLinks'];
}

/** GET /api/admin/claim-requests (newest first), and the answer of PATCH .../status */
export interface AdminClaimRequestWire extends ClaimRequestWire {
  /** null when the account no longer exists */
  user: { firstName: string; lastName: string; username: string; email: string } | null;
  /** null when the battler was deleted */
  battler: { name: string } | null;
  /** admin §3's three sent-flags: each set once its mail went out */
  submissionEmailSent: boolean;
  adminNotificationSent: boolean;
  resultEmailSent: boolean;
}
