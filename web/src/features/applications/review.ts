import {
  DEFAULT_APPROVED_NOTES, DEFAULT_REJECTED_NOTES, PERIOD_END_BEFORE_START, PERIOD_REQUIRED, PERIOD_START_PAST,
} from '../../../../domain/sponsorship/limits';
import { addYears } from '../../../../domain/sponsorship/period';
import type { SponsorshipApplication } from './applicationsAdminApi';

export interface Period {
  start: string;
  end: string;
}

/** Admin §4: the existing dates if set, else today and one year later. */
export function defaultPeriod(app: Pick<SponsorshipApplication, 'sponsorshipStartDate' | 'sponsorshipEndDate'>, today: string): Period {
  const start = app.sponsorshipStartDate ?? today;
  return { start, end: app.sponsorshipEndDate ?? addYears(start, 1) };
}

/**
 * The server's rules, checked before sending (days compare as text, `YYYY-MM-DD`).
 * A start in the past is refused only when the start is new or moved (the decider's
 * rule), so an old approval can be re-reviewed as it was, or a running one extended.
 */
export function periodError(
  period: Period,
  app: Pick<SponsorshipApplication, 'sponsorshipStartDate' | 'sponsorshipEndDate'>,
  today: string,
): string | null {
  if (!period.start || !period.end) return PERIOD_REQUIRED;
  if (period.end <= period.start) return PERIOD_END_BEFORE_START;
  if (period.start !== app.sponsorshipStartDate && period.start < today) return PERIOD_START_PAST;
  return null;
}

/** The notes field starts with the admin's own words; the server's default notes are not carried into a new decision. */
export function initialNotes(reviewNotes: string | null): string {
  if (!reviewNotes || reviewNotes === DEFAULT_APPROVED_NOTES || reviewNotes === DEFAULT_REJECTED_NOTES) return '';
  return reviewNotes;
}

export function decisionLabel(decision: 'approved' | 'rejected', reviewed: boolean): string {
  if (decision === 'approved') return reviewed ? 'Update Approval' : 'Approve';
  return reviewed ? 'Update Rejection' : 'Reject';
}
