import { dateParts } from '../../lib/date';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'March 2025': the month a sponsor started. A start day is a calendar day (read in UTC,
 * so it does not slip into the month before west of Greenwich); createdAt is an instant.
 */
export function monthYear(value: string | null | undefined, viewerZone?: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const timeZone = DATE_ONLY.test(value) ? 'UTC' : viewerZone;
  const { month, year } = dateParts(d, timeZone);
  return `${MONTHS[month - 1]} ${year}`;
}

export function partnerSince(sponsor: { sponsorshipStartDate: string | null; createdAt: string }, viewerZone?: string): string {
  const when = monthYear(sponsor.sponsorshipStartDate ?? sponsor.createdAt, viewerZone);
  return when ? `Partner since ${when}` : '';
}
