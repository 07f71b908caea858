const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Intl costs a phone dearly the first time (the locale data loads) and each formatter
// built after (issue 15: date formatting was the landing page's largest script cost). The
// viewer's own zone and UTC need neither: the Date's own fields give them. Other zones
// (an admin's chosen one) get one formatter each, kept.
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
      hour12: true,
      timeZone,
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

export interface DateParts { year: number; month: number; day: number; hour: number; minute: number }

/** A moment's calendar fields in a zone (the viewer's own when none is given); month from 1, hour 0–23. */
export function dateParts(value: Date, timeZone?: string): DateParts {
  if (timeZone === undefined) {
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate(), hour: value.getHours(), minute: value.getMinutes() };
  }
  if (timeZone === 'UTC') {
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate(), hour: value.getUTCHours(), minute: value.getUTCMinutes() };
  }
  const out: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(value)) out[p.type] = p.value;
  const hour12 = Number(out.hour) % 12;
  return { year: Number(out.year), month: Number(out.month), day: Number(out.day), hour: out.dayPeriod === 'PM' ? hour12 + 12 : hour12, minute: Number(out.minute) };
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

/** 'MMM d, yyyy, h:mm AM' for logs. */
export function formatDateTime(value: string | number | Date | null | undefined, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  const p = dateParts(d, timeZone);
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${MONTHS[p.month - 1]} ${p.day}, ${p.year}, ${hour}:${String(p.minute).padStart(2, '0')} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const UTC_MIDNIGHT = /^\d{4}-\d{2}-\d{2}T00:00(:00(\.0+)?)?(Z|\+00:00)$/;

/**
 * 'MMM d, yyyy' for a date stored as entered. A bare date or a UTC midnight is a calendar
 * day, not an instant: read in the viewer's zone it would show the day before west of
 * Greenwich, so it is read in UTC; a real instant is shown in the viewer's zone.
 */
export function formatDay(value: string | null | undefined, viewerZone?: string): string {
  if (!value) return '';
  return DATE_ONLY.test(value) || UTC_MIDNIGHT.test(value) ? formatDate(value, 'UTC') : formatDate(value, viewerZone);
}
