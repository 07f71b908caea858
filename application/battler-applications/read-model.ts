import type { BattlerApplicationStatus } from '../../domain/battler-application/battler-application';

export const BATTLER_APPLICATIONS = 'battler_applications';

/**
 * One battler application as the admin list and the applicant's own list show it
 * (one collection: "mine" is a filter by userId). Deleted applications are removed.
 */
export interface BattlerApplicationView {
  id: string;
  userId: string;
  battlerName: string;
  email: string;
  phoneNumber: string | null;
  experience: string;
  socialMedia: string | null;
  location: string | null;
  yearsOfBattling: number | null;
  battleVideoUrl: string | null;
  status: BattlerApplicationStatus;
  reviewNotes: string | null;
  reviewedAt: string | null;
  /** the reviewer's username as it was at the review (their id if unknown) */
  reviewedBy: string | null;
  /** the battler the approval linked it to; null while pending, rejected or not linked yet */
  battlerId: string | null;
  createdAt: string;
  /** position of the submission: a stable newest-first order when two share a millisecond */
  submittedPosition: number;
  _position: number;
}

/** Newest first. */
export const newestFirst = (a: BattlerApplicationView, b: BattlerApplicationView) =>
  b.createdAt.localeCompare(a.createdAt) || b.submittedPosition - a.submittedPosition;
