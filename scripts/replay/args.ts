import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { FORMATS, type OutputFormat } from './format';

export const USAGE = `usage: npm run replay -- [--until <ISO-8601>] [--out <file.csv|file.ndjson>] [--format csv|ndjson] [--video <videoId>]
       npm run replay -- --daily [--until <ISO-8601>] [--out <file.csv>]

  --until   replay the events up to this instant, inclusive (default: now);
            a date (2026-06-01, midnight UTC) or a date-time with its zone
            (2026-06-01T00:00:00Z, 2026-06-01T02:00:00+02:00)
  --out     write the rows to this file (default: stdout); the format follows
            its extension, .csv or .ndjson
  --format  csv or ndjson: overrides the extension (default without --out: csv)
  --video   only this video's rows and tally
  --daily   instead of rows: the league per day (day,views,votes,comments,newMembers,
            as CSV), counted as the admin Insights page counts them

Reads the event store only (DATA_DIR/events.sqlite, or EVENTSTORE_URL when set).
The summary (tallies, qualified and counted views, events read, time) goes to stderr.
`;

export interface ReplayArgs {
  until: Date;
  /** null: stdout */
  out: string | null;
  format: OutputFormat;
  videoId?: string;
  /** the league's daily series instead of the rows */
  daily?: true;
}

export type ParsedArgs =
  | { kind: 'run'; args: ReplayArgs }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * An ISO-8601 instant: a date alone (midnight UTC) or a date-time with its zone.
 * A date-time without a zone is refused rather than read in the machine's local time.
 */
export function parseInstant(text: string): Date | string {
  const m = ISO.exec(text.trim());
  if (!m) return `--until: "${text}" is not an ISO-8601 date or date-time (e.g. 2026-06-01 or 2026-06-01T00:00:00Z)`;
  const [, y, mo, d, h, mi, s, zone] = m;
  if (h !== undefined && zone === undefined) {
    return `--until: "${text}" has no time zone; add Z for UTC or an offset such as +02:00`;
  }
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth
    || Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s ?? 0) > 59) {
    return `--until: "${text}" is not a valid date`;
  }
  if (zone && zone.toUpperCase() !== 'Z' && (Number(zone.slice(1, 3)) > 23 || Number(zone.slice(-2)) > 59)) {
    return `--until: "${text}" has an invalid time zone offset`;
  }
  // Date.parse wants the colon in an offset
  const normalised = zone && /^[+-]\d{4}$/.test(zone) ? text.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2') : text.trim();
  const ms = Date.parse(normalised.replace(/z$/, 'Z').replace(/t/, 'T'));
  if (Number.isNaN(ms)) return `--until: "${text}" is not a valid date`;
  return new Date(ms);
}

const formatOfFile = (file: string): OutputFormat | null => {
  const ext = extname(file).toLowerCase();
  return ext === '.csv' ? 'csv' : ext === '.ndjson' ? 'ndjson' : null;
};

/** Validates the command line; `now` is the default cut-off. */
export function parseReplayArgs(argv: string[], now: Date): ParsedArgs {
  let values: { until?: string; out?: string; format?: string; video?: string; help?: boolean; daily?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        until: { type: 'string' },
        out: { type: 'string', short: 'o' },
        format: { type: 'string' },
        video: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        daily: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return { kind: 'error', message: (err as Error).message };
  }
  if (values.help) return { kind: 'help' };

  let until = now;
  if (values.until !== undefined) {
    const parsed = parseInstant(values.until);
    if (typeof parsed === 'string') return { kind: 'error', message: parsed };
    until = parsed;
  }

  const out = values.out === undefined ? null : values.out.trim();
  if (out === '' || (out !== null && out.startsWith('-'))) {
    return { kind: 'error', message: `--out needs a file name (got "${values.out}")` };
  }

  let format: OutputFormat;
  if (values.format !== undefined) {
    const f = values.format.trim().toLowerCase();
    if (!(FORMATS as readonly string[]).includes(f)) {
      return { kind: 'error', message: `--format: unknown format "${values.format}" (use ${FORMATS.join(' or ')})` };
    }
    format = f as OutputFormat;
  } else if (out !== null) {
    const f = formatOfFile(out);
    if (!f) {
      return {
        kind: 'error',
        message: `--out: cannot tell the format from "${out}": name it .csv or .ndjson, or add --format csv|ndjson`,
      };
    }
    format = f;
  } else {
    format = 'csv';
  }

  let videoId: string | undefined;
  if (values.video !== undefined) {
    videoId = values.video.trim();
    if (!videoId) return { kind: 'error', message: '--video needs a video id' };
  }

  if (values.daily) {
    if (videoId) return { kind: 'error', message: '--daily covers the whole league: leave out --video' };
    if (format !== 'csv') return { kind: 'error', message: '--daily writes CSV: name the file .csv (or leave out --format)' };
    return { kind: 'run', args: { until, out, format, daily: true } };
  }

  return { kind: 'run', args: { until, out, format, ...(videoId ? { videoId } : {}) } };
}
