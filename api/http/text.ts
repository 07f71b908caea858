import { z } from 'zod';

/** The schemas marked multi-line by `multiLineText`; every other string a route reads is one line. */
const multiLine = z.registry<{ multiLine: true }>();

/**
 * Marks a field's schema as text that may run over several lines (and so may hold a tab
 * or line break): a description, a message, notes, a comment. Every other string a route
 * reads is one line: a name, a title, an id. Mark the field's whole schema (or one it
 * wraps): `quote: multiLineText(optionalText(250, 'Quote'))`.
 */
export function multiLineText<T extends z.ZodType>(schema: T): T {
  multiLine.add(schema, { multiLine: true });
  return schema;
}

// what zod keeps of a schema that the walk below reads (zod 4's `_zod.def`)
interface Def {
  type: string;
  innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; left?: z.ZodType; right?: z.ZodType; options?: z.ZodType[];
  getter?: () => z.ZodType; shape?: Record<string, z.ZodType>; catchall?: z.ZodType; element?: z.ZodType;
  valueType?: z.ZodType; items?: z.ZodType[]; rest?: z.ZodType | null;
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** A schema and those it wraps (optional, nullable, default, pipe, union, intersection, lazy): a value it parsed came through one. */
function layers(schema: z.ZodType, seen = new Set<z.ZodType>()): z.ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const d = defOf(schema);
  const wrapped = [d.innerType, d.in, d.out, d.left, d.right, ...(d.type === 'union' ? d.options ?? [] : []), d.type === 'lazy' ? d.getter?.() : undefined];
  return [schema, ...wrapped.flatMap((w) => (w ? layers(w, seen) : []))];
}

/** The schemas that may have parsed the value at `key` of what `schema` parsed. */
const childrenAt = (schema: z.ZodType, key: string | number): z.ZodType[] => layers(schema).flatMap((s) => {
  const d = defOf(s);
  const child = d.type === 'object' ? (typeof key === 'string' && Object.hasOwn(d.shape ?? {}, key) ? d.shape![key] : d.catchall)
    : d.type === 'array' ? d.element
    : d.type === 'record' ? d.valueType
    : d.type === 'tuple' && typeof key === 'number' ? d.items?.[key] ?? d.rest ?? undefined
    : undefined;
  return child ? [child] : [];
});

/** Whether the string at `path` of what `schema` parsed was marked multi-line. */
function isMultiLine(schema: z.ZodType, path: (string | number)[]): boolean {
  const at = path.reduce<z.ZodType[]>((schemas, key) => schemas.flatMap((s) => childrenAt(s, key)), [schema]);
  return at.some((s) => layers(s).some((l) => multiLine.has(l)));
}

// C0 controls, DEL and C1 controls; the multi-line set leaves out tab, LF and CR
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Secrets are never shown, so no invisible character in one can mislead a reader, and
 * a password set with one must still sign in: only the control rules apply to them.
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'currentPassword', 'newPassword', 'confirmPassword']);

// Node 20 has String.prototype.isWellFormed; the project's TypeScript lib (es2022) does not name it yet
const wellFormed = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed();

/*
 * Invisible formatting that makes text show other than it reads: the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder what follows
 * them on screen; the zero-width space, word joiner, invisible operators and byte order
 * mark (U+200B, U+2060–U+2064, U+FEFF) make two names that look the same differ. The
 * marks U+200E, U+200F and U+061C stay: they set the direction of one spot in mixed text
 * and reorder nothing after it.
 */
const BIDI_OR_INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u200b\u2060-\u2064\ufeff]/;
/*
 * The zero-width joiner and non-joiner (U+200D, U+200C) have two honest uses, kept: the
 * joiner inside an emoji sequence (family, flag, profession emoji), and both inside a word
 * of a script that shapes with them (Persian, Arabic, the Indic scripts), between two
 * letters of it. Anywhere else (inside a Latin, Greek or Cyrillic word, at an end) they
 * only hide a difference.
 */
const EMOJI_JOINER = /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d(?=\p{Extended_Pictographic})/gu;
const SHAPING_LETTER = '[^\\P{L}\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}]';
const SCRIPT_JOINER = new RegExp(`(?<=${SHAPING_LETTER}\\p{M}*)[\u200c\u200d](?=\\p{M}*${SHAPING_LETTER})`, 'gu');
const JOINER = /[\u200c\u200d]/;

const misleads = (value: string) =>
  BIDI_OR_INVISIBLE.test(value) || JOINER.test(value.replace(EMOJI_JOINER, '').replace(SCRIPT_JOINER, ''));

/** Why a string may not be stored as text, or null when it may. `secret`: a password, never shown. */
export function textProblem(value: string, multiLine: boolean, secret = false): string | null {
  if (!wellFormed(value)) return 'must be well-formed Unicode text (it holds a lone surrogate)';
  if ((multiLine ? CONTROL_BUT_LINES : CONTROL).test(value)) {
    return multiLine ? 'must not contain control characters (only tabs and line breaks)' : 'must not contain control characters or line breaks';
  }
  if (!secret && misleads(value)) {
    return 'must not contain invisible formatting characters (direction overrides, zero-width spaces or stray joiners)';
  }
  return null;
}

/**
 * Every string in a parsed input, with its path: what `parse` checks after the
 * route's schema, so every field of every route refuses control characters,
 * ill-formed Unicode and invisible formatting without each schema saying so. Refused,
 * not stripped: a name stored other than it was sent would surprise its writer, and
 * the 400 names the field to fix. `schema` is the one that parsed it: line breaks pass
 * in the fields it marks with `multiLineText`.
 */
export function textIssues(value: unknown, schema: z.ZodType, path: (string | number)[] = []): z.core.$ZodRawIssue[] {
  if (typeof value === 'string') {
    const last = path[path.length - 1];
    const secret = typeof last === 'string' && SECRET_FIELDS.has(last);
    // the one-line rules are the stricter: only a string they refuse needs its schema looked up
    let problem = textProblem(value, false, secret);
    if (problem && isMultiLine(schema, path)) problem = textProblem(value, true, secret);
    return problem ? [{ code: 'custom', path, message: `${path.join('.') || 'value'} ${problem}`, input: value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => textIssues(v, schema, [...path, i]));
  if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    return Object.entries(value).flatMap(([k, v]) => textIssues(v, schema, [...path, k]));
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
