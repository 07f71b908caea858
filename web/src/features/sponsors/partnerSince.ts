const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'March 2025': the month a sponsor started. A start day is a calendar day (read in UTC,
 * so it does not slip into the month before west of Greenwich); createdAt is an instant.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthYearFormats = new Map<string, Intl.DateTimeFormat>();

/** The viewer's zone and UTC from the Date itself; Intl (costly on a phone, issue 15) only for another zone. */
function format(d: Date, timeZone?: string): string {
  if (timeZone === undefined) return `${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
  if (timeZone === 'UTC') return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  if (!monthYearFormats.has(timeZone)) monthYearFormats.set(timeZone, new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone }));
  return monthYearFormats.get(timeZone)!.format(d);
}

export function monthYear(value: string | null | undefined, viewerZone?: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const timeZone = DATE_ONLY.test(value) ? 'UTC' : viewerZone;
  return format(d, timeZone);
}

export function partnerSince(sponsor: { sponsorshipStartDate: string | null; createdAt: string }, viewerZone?: string): string {
  const when = monthYear(sponsor.sponsorshipStartDate ?? sponsor.createdAt, viewerZone);
  return when ? `Partner since ${when}` : '';
}
