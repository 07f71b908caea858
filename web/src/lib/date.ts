const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(value: Date, timeZone?: string): Record<string, string> {
  const out: Record<string, string> = {};
  const fmt = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  });
  for (const p of fmt.formatToParts(value)) out[p.type] = p.value;
  return out;
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
  const p = parts(d, timeZone);
  return `${MONTHS[Number(p.month) - 1]} ${Number(p.day)}, ${p.year}`;
}

/** 'MMM d, yyyy, h:mm AM' for logs. */
export function formatDateTime(value: string | number | Date | null | undefined, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  const p = parts(d, timeZone);
  return `${formatDate(d, timeZone)}, ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`.trim();
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
