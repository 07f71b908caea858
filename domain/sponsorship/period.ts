/**
 * A sponsorship's period in calendar days (`YYYY-MM-DD`, compared as text). The decider, the
 * showcase and the web pages share these; the one import is the league's offset, itself a file
 * without imports, so the web can take this file.
 */
import { LEAGUE_UTC_OFFSET_MINUTES } from '../league-event/limits';

/**
 * The league's calendar day of an instant (Arizona time, by its fixed offset): the period rules'
 * "today" on the server, whatever its TZ, and on every viewer's page, whatever their zone.
 */
export function leagueDay(at: Date): string {
  return new Date(at.getTime() + LEAGUE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
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
