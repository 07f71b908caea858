import { AS_OF_PARAM } from '../../../../../domain/history/limits';
import { formatDateTime } from '../../../lib/date';

export { AS_OF_PARAM };

const pad = (n: number) => String(n).padStart(2, '0');
const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_INPUT = /^(\d{2}):(\d{2})$/;

/**
 * The instant a picked day (and optional time) stands for, in the viewer's own zone. A day
 * without a time means its close (the standings at the end of that day); a close still to
 * come is today, so it means now. Null for input the date and time fields cannot produce.
 */
export function pickedInstant(date: string, time: string, now: Date = new Date()): string | null {
  const d = DATE_INPUT.exec(date);
  if (!d) return null;
  const t = time ? TIME_INPUT.exec(time) : null;
  if (time && !t) return null;
  const at = t
    ? new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), 0, 0)
    : new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), 23, 59, 59, 999);
  if (Number.isNaN(at.getTime())) return null;
  if (!t && at > now) return now.toISOString();
  return at.toISOString();
}

/** The date and time fields' values for an instant, in the viewer's zone ('' when unreadable). */
export function pickerFields(asOf: string | null): { date: string; time: string } {
  const at = asOf ? new Date(asOf) : null;
  if (!at || Number.isNaN(at.getTime())) return { date: '', time: '' };
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const endOfDay = at.getHours() === 23 && at.getMinutes() === 59 && at.getSeconds() === 59;
  return { date, time: endOfDay ? '' : `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

/** Today in the date field's format, its upper bound. */
export function today(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The banner's date; an unreadable value is shown as given (the server says what is wrong with it). */
export function shownAsOf(asOf: string): string {
  return formatDateTime(asOf) || asOf;
}

/** A path with the asOf kept, so a past page links to the same past. */
export function withAsOf(path: string, asOf: string | null): string {
  if (!asOf) return path;
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(AS_OF_PARAM, asOf);
  return `${base}?${params.toString()}`;
}

/** The query string for a past read. */
export const asOfQuery = (asOf: string) => `?${new URLSearchParams({ [AS_OF_PARAM]: asOf }).toString()}`;

/** Whether a record made at `createdAt` already existed at `asOf` (unreadable times count as existing). */
export function existedAt(createdAt: string, asOf: string): boolean {
  const made = Date.parse(createdAt);
  const at = Date.parse(asOf);
  return Number.isNaN(made) || Number.isNaN(at) || made <= at;
}
