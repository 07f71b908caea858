/**
 * A sponsorship's period in calendar days (`YYYY-MM-DD`, compared as text). No
 * imports: the decider, the showcase projector and the web pages share these.
 */

/** The calendar day of an instant in the local time zone of whoever asks (server: TZ; browser: the viewer's). */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The same day a number of years later (29 February falls back to 28 February). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Expired once the end day has ended: the day after it has begun. */
export const hasEnded = (endDate: string | null, today: string): boolean => endDate !== null && endDate < today;

/** On the showcase today: the period has begun (or has no start) and has not ended. */
export const periodIncludes = (startDate: string | null, endDate: string | null, today: string): boolean =>
  (startDate === null || startDate <= today) && !hasEnded(endDate, today);

/** The status a page shows: 'expired' is derived (approved, end day passed), never stored. */
export function displayStatus(
  app: { status: 'pending' | 'approved' | 'rejected'; sponsorshipEndDate: string | null },
  today: string,
): 'pending' | 'approved' | 'rejected' | 'expired' {
  return app.status === 'approved' && hasEnded(app.sponsorshipEndDate, today) ? 'expired' : app.status;
}
