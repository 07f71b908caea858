import { fromLeagueWallClock, leagueWallClock } from './date';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * An ISO date-time as the league's wall time (Arizona, whatever the admin's own zone), a
 * 'yyyy-MM-ddTHH:mm' for <input type="datetime-local">; '' when none. Seconds (and
 * milliseconds) are kept when the instant has them, so an edit that leaves the field alone
 * sends the same instant back.
 */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  if (DAY.test(iso)) return `${iso}T00:00`; // a bare day: its start
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const w = leagueWallClock(d);
  const minutes = `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}T${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
  const s = w.getUTCSeconds();
  const ms = w.getUTCMilliseconds();
  if (!s && !ms) return minutes;
  return `${minutes}:${pad(s)}${ms ? `.${pad(ms, 3)}` : ''}`;
}

/**
 * A datetime-local value, read as the league's wall time (Arizona: UTC−7 all year, so no
 * hour is skipped or repeated), as an ISO instant; null when empty or invalid.
 */
export function fromDateTimeInput(value: string): string | null {
  const m = WALL_TIME.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s, ms] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0', (m[7] ?? '0').padEnd(3, '0')].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const at = fromLeagueWallClock(y, mo, d, h, mi, s, ms);
  // 2027-02-30 would roll over into March: refuse it
  if (leagueWallClock(new Date(at)).getUTCDate() !== d) return null;
  return new Date(at).toISOString();
}

/** 'yyyy-MM-dd' for <input type="date"> from a stored date (its first ten characters when ISO). */
export function toDateInput(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}
