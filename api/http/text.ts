import { z } from 'zod';

/**
 * Fields whose text may run over several lines (and so may hold a tab or line
 * break). Every other string a route reads is one line: a name, a title, an id.
 */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'description', 'memorialNotes', 'quote', 'content', 'bio', 'message', 'benefits', 'experience', 'reviewNotes', 'socialMedia',
  // a claim's history and notes, and a comment removal's reason: the forms give them text areas
  'battleHistory', 'additionalInfo', 'reason',
]);

// C0 controls, DEL and C1 controls; the multi-line set leaves out tab, LF and CR
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// Node 20 has String.prototype.isWellFormed; the project's TypeScript lib (es2022) does not name it yet
const wellFormed = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed();

/** Why a string may not be stored as text, or null when it may. */
export function textProblem(value: string, multiLine: boolean): string | null {
  if (!wellFormed(value)) return 'must be well-formed Unicode text (it holds a lone surrogate)';
  if ((multiLine ? CONTROL_BUT_LINES : CONTROL).test(value)) {
    return multiLine ? 'must not contain control characters (only tabs and line breaks)' : 'must not contain control characters or line breaks';
  }
  return null;
}

/**
 * Every string in a parsed input, with its path: what `parse` checks after the
 * route's schema, so every field of every route refuses control characters and
 * ill-formed Unicode without each schema saying so.
 */
export function textIssues(value: unknown, path: (string | number)[] = []): z.core.$ZodRawIssue[] {
  if (typeof value === 'string') {
    const last = path[path.length - 1];
    const problem = textProblem(value, typeof last === 'string' && MULTI_LINE_FIELDS.has(last));
    return problem ? [{ code: 'custom', path, message: `${path.join('.') || 'value'} ${problem}`, input: value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => textIssues(v, [...path, i]));
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    return Object.entries(value).flatMap(([k, v]) => textIssues(v, [...path, k]));
  }
  return [];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** A date as ISO 8601 (`2026-05-01` or `2026-05-01T19:30:00+02:00`), as an instant; null for anything else. */
export function isoInstant(value: string): Date | null {
  const m = DATE.exec(value) ?? DATE_TIME.exec(value);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', oh = '0', om = '0'] = m;
  // Date.parse rolls 2026-02-30 over to March 2 and reads 24:00: check each part
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (day.getUTCFullYear() !== Number(y) || day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59 || Number(oh) > 23 || Number(om) > 59) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * An optional ISO 8601 date, stored normalised as `toISOString()`. A bare date is that
 * day's midnight at `bareDayOffsetMinutes` from UTC: UTC midnight by default (a calendar-day
 * field such as deceasedDate, which the web app shows as that day); an event's date passes
 * the league's offset (domain/league-event/limits.ts), so a bare day starts in Arizona. A
 * date-time with its zone is that instant whatever the offset. Blank or null is no date
 * (null); absent stays undefined (a patch then leaves it as it is).
 */
export const isoDate = (name: string, { bareDayOffsetMinutes = 0 }: { bareDayOffsetMinutes?: number } = {}) =>
  z.union([z.string(), z.null()], { error: `${name} must be a date` }).optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const text = (v ?? '').trim();
      if (!text) return null;
      const at = text.length <= 40 ? isoInstant(text) : null;
      if (!at) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a valid date in ISO 8601 form, such as 2026-05-01 or 2026-05-01T19:30:00Z` });
        return z.NEVER;
      }
      const shift = DATE.test(text) ? -bareDayOffsetMinutes * 60_000 : 0;
      return new Date(at.getTime() + shift).toISOString();
    });

/** An absolute http or https address with a host, at most `max` characters. */
export function isWebUrl(text: string, max = 2000): boolean {
  if (text.length > max) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An optional web address: http or https only (no javascript:, data: or relative
 * paths); blank or null is none. `uploads`: a path of this site's /uploads/ too.
 */
export const webUrl = (name: string, { max = 2000, uploads = false } = {}) => z.union([z.string(), z.null()], { error: `${name} must be a URL` }).optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const text = (v ?? '').trim();
    if (!text) return null;
    if (uploads && /^\/uploads\/[A-Za-z0-9._/-]{1,400}$/.test(text) && !text.includes('..')) return text;
    if (!isWebUrl(text, max)) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a web address starting with http:// or https://` });
      return z.NEVER;
    }
    return text;
  });

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as a date input sends it, `YYYY-MM-DD`, kept as that text; blank or null is none. */
export const calendarDay = (name: string) => z.union([z.string(), z.null()], { error: `${name} must be a date` }).optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const text = (v ?? '').trim();
    if (!text) return null;
    const m = DAY.exec(text);
    const day = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    if (!m || !day || day.getUTCFullYear() !== Number(m[1]) || day.getUTCMonth() !== Number(m[2]) - 1 || day.getUTCDate() !== Number(m[3])) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a calendar day like 2026-05-01` });
      return z.NEVER;
    }
    return text;
  });
