import { LEAGUE_TIME_ZONE, LEAGUE_UTC_OFFSET_MINUTES } from '../../../domain/league-event/limits';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Intl costs a phone dearly the first time (the locale data loads) and each formatter
// built after (issue 15: date formatting was the landing page's largest script cost). The
// viewer's own zone and UTC need neither: the Date's own fields give them. Other zones
// (an admin's chosen one) get one formatter each, kept. The league's zone (Arizona, a fixed
// UTC−7 all year) needs none either: the UTC fields of the moment shifted by the offset.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
      timeZone,
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

export interface DateParts { year: number; month: number; day: number; hour: number; minute: number; second: number }

const LEAGUE_OFFSET_MS = LEAGUE_UTC_OFFSET_MINUTES * 60_000;

/**
 * A Date whose UTC fields read the league's wall clock at `value` (Arizona time: the
 * fixed offset, no Intl). Only its UTC getters mean anything.
 */
export function leagueWallClock(value: Date): Date {
  return new Date(value.getTime() + LEAGUE_OFFSET_MS);
}

/** The instant (ms) at which the league's wall clock reads these fields; month from 1. */
export function fromLeagueWallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day); // not Date.UTC: it reads years 0–99 as 1900–1999
  d.setUTCHours(hour, minute, second, ms);
  return d.getTime() - LEAGUE_OFFSET_MS;
}

/** The league's calendar day (Arizona) of an instant, 'YYYY-MM-DD': what the server calls today (the same function). */
export { leagueDay } from '../../../domain/sponsorship/period';

/**
 * A moment's calendar fields in a zone (the viewer's own when none is given); month from 1,
 * hour 0–23. The viewer's zone, UTC and the league's zone without Intl; any other through it.
 */
export function dateParts(value: Date, timeZone?: string): DateParts {
  if (timeZone === undefined) {
    return {
      year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate(), hour: value.getHours(), minute: value.getMinutes(),
      second: value.getSeconds(),
    };
  }
  if (timeZone === 'UTC' || timeZone === LEAGUE_TIME_ZONE) {
    const u = timeZone === 'UTC' ? value : leagueWallClock(value);
    return {
      year: u.getUTCFullYear(), month: u.getUTCMonth() + 1, day: u.getUTCDate(), hour: u.getUTCHours(), minute: u.getUTCMinutes(),
      second: u.getUTCSeconds(),
    };
  }
  const out: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(value)) out[p.type] = p.value;
  const hour12 = Number(out.hour) % 12;
  return {
    year: Number(out.year), month: Number(out.month), day: Number(out.day), hour: out.dayPeriod === 'PM' ? hour12 + 12 : hour12,
    minute: Number(out.minute), second: Number(out.second),
  };
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'MMM d, yyyy' (e.g. 'Mar 7, 2025'); '' for a missing or invalid date. */
export function formatDate(value: string | number | Date | null | undefined, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  const p = dateParts(d, timeZone);
  return `${MONTHS[p.month - 1]} ${p.day}, ${p.year}`;
}

const two = (n: number) => String(n).padStart(2, '0');
const clock = (p: DateParts, seconds = false) =>
  `${p.hour % 12 === 0 ? 12 : p.hour % 12}:${two(p.minute)}${seconds ? `:${two(p.second)}` : ''} ${p.hour < 12 ? 'AM' : 'PM'}`;

/** 'MMM d, yyyy, h:mm AM' for logs. */
export function formatDateTime(value: string | number | Date | null | undefined, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  const p = dateParts(d, timeZone);
  return `${MONTHS[p.month - 1]} ${p.day}, ${p.year}, ${clock(p)}`;
}

/**
 * 'h:mm AM' ('h:mm:ss AM' with `seconds`), or 'MMM d, h:mm AM' with `withDay`: where the
 * year (and day) goes without saying, as on a chart's axis.
 */
export function formatTime(value: string | number | Date | null | undefined, options: { withDay?: boolean; seconds?: boolean } = {}): string {
  const d = toDate(value);
  if (!d) return '';
  const p = dateParts(d);
  return options.withDay ? `${MONTHS[p.month - 1]} ${p.day}, ${clock(p, options.seconds)}` : clock(p, options.seconds);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const UTC_MIDNIGHT = /^\d{4}-\d{2}-\d{2}T00:00(:00(\.0+)?)?(Z|\+00:00)$/;

/**
 * 'MMM d, yyyy' for a calendar-day field stored as entered (a deceased date, a sponsorship
 * period; an event's date is formatEventDay's). A bare date or a UTC midnight is a calendar
 * day, not an instant: read in the viewer's zone it would show the day before west of
 * Greenwich, so it is read in UTC; a real instant is shown in the viewer's zone.
 */
export function formatDay(value: string | null | undefined, viewerZone?: string): string {
  if (!value) return '';
  return DATE_ONLY.test(value) || UTC_MIDNIGHT.test(value) ? formatDate(value, 'UTC') : formatDate(value, viewerZone);
}

/**
 * 'MMM d, yyyy' for an event's date, the same for every viewer: a bare 'YYYY-MM-DD' is that
 * calendar day; an instant is read on the league's clock (Arizona time), since the events are
 * in person in the Southwest. Unlike formatDay, a UTC midnight is an instant here (5 PM the day
 * before in Arizona): the admin form stores Arizona wall times, and the API a bare day as 07:00Z.
 */
export function formatEventDay(value: string | null | undefined): string {
  if (!value) return '';
  return DATE_ONLY.test(value) ? formatDate(value, 'UTC') : formatDate(value, LEAGUE_TIME_ZONE);
}
