import { displayStatus, hasEnded } from '../../../../domain/sponsorship/period';
import { formatDay } from '../../lib/date';
import type { MySponsorshipApplicationWire } from './applicationsApi';

export type ShownStatus = 'pending' | 'approved' | 'rejected' | 'expired';
export type PillTone = 'green' | 'red' | 'yellow';

/** Spec: green approved, red rejected, yellow otherwise (pending, and a lapsed 'expired'). */
export function pillTone(status: ShownStatus): PillTone {
  if (status === 'approved') return 'green';
  if (status === 'rejected') return 'red';
  return 'yellow';
}

/** 'expired' is derived against the viewer's own calendar day (`localDay`), never stored. */
export const sponsorshipStatus = (app: MySponsorshipApplicationWire, today: string): ShownStatus => displayStatus(app, today);

/** 'Active: Mar 7, 2025 - Mar 7, 2026' / 'Expired: ...' for an approved sponsorship with both days; null otherwise. */
export function periodLine(app: MySponsorshipApplicationWire, today: string): string | null {
  const { sponsorshipStartDate: start, sponsorshipEndDate: end } = app;
  if (app.status !== 'approved' || !start || !end) return null;
  const label = hasEnded(end, today) ? 'Expired' : 'Active';
  return `${label}: ${formatDay(start)} - ${formatDay(end)}`;
}
