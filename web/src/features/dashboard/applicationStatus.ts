import { displayStatus, hasEnded } from '../../../../domain/sponsorship/period';
import { formatDay } from '../../lib/date';
import type { ShownStatus } from '../../components/StatusPill';
import type { MySponsorshipApplicationWire } from './applicationsApi';

/** 'expired' is derived against the league's calendar day (`leagueDay`, as the server's), never stored. */
export const sponsorshipStatus = (app: MySponsorshipApplicationWire, today: string): ShownStatus => displayStatus(app, today);

/** 'Active: Mar 7, 2025 - Mar 7, 2026' / 'Expired: ...' for an approved sponsorship with both days; null otherwise. */
export function periodLine(app: MySponsorshipApplicationWire, today: string): string | null {
  const { sponsorshipStartDate: start, sponsorshipEndDate: end } = app;
  if (app.status !== 'approved' || !start || !end) return null;
  const label = hasEnded(end, today) ? 'Expired' : 'Active';
  return `${label}: ${formatDay(start)} - ${formatDay(end)}`;
}
