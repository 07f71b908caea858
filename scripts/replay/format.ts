import { COLUMNS, type ReplayRow, type ReplaySummary } from './fold';

export type OutputFormat = 'csv' | 'ndjson';

export const FORMATS: readonly OutputFormat[] = ['csv', 'ndjson'];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a double quote, CR or LF,
 * double quotes doubled inside. null and undefined are the empty field.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = typeof value === 'number' ? String(value) : value;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** RFC 4180 ends every record with CRLF. */
const CRLF = '\r\n';

export const csvHeader = (): string => COLUMNS.join(',') + CRLF;

export const csvLine = (row: ReplayRow): string => COLUMNS.map((c) => csvField(row[c])).join(',') + CRLF;

/** One JSON object per line (JSON.stringify escapes every newline inside strings). */
export const ndjsonLine = (row: ReplayRow): string => {
  const o: Record<string, string | number | null> = {};
  for (const c of COLUMNS) o[c] = row[c];
  return JSON.stringify(o) + '\n';
};

export interface Formatter {
  header: string;
  line(row: ReplayRow): string;
}

export const formatterFor = (format: OutputFormat): Formatter =>
  format === 'csv' ? { header: csvHeader(), line: csvLine } : { header: '', line: ndjsonLine };

const int = (n: number) => n.toLocaleString('en-US');

/** The summary printed to stderr: one table line per video, then the totals of the run. */
export function formatSummary(summary: ReplaySummary, run: { ms: number; output: string; format: OutputFormat }): string {
  const out: string[] = [];
  out.push(`Tallies and views as of ${summary.until}:`);
  if (summary.videos.length === 0) {
    out.push('  (no votes or views)');
  } else {
    const header = ['video', 'battler A', 'A votes', 'battler B', 'B votes', 'total', 'qualified views', 'counted views'];
    const rows = summary.videos.map((v) => [
      v.videoId + (v.deleted ? ' (deleted)' : ''),
      v.battlerAId ?? '-',
      String(v.battlerAVotes),
      v.battlerBId ?? '-',
      String(v.battlerBVotes),
      String(v.totalVotes),
      String(v.qualifiedViews),
      String(v.countedViews),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const numeric = new Set([2, 4, 5, 6, 7]);
    const line = (cells: string[]) =>
      '  ' + cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
    out.push(line(header));
    for (const r of rows) out.push(line(r));
  }
  const seconds = run.ms / 1000;
  const rate = seconds > 0 ? Math.round(summary.eventsRead / seconds) : summary.eventsRead;
  const end = summary.stoppedAt
    ? `stopped before position ${summary.stoppedAt.position}, the first event after the cut-off (${summary.stoppedAt.at})`
    : 'to the end of the log';
  out.push(`Events read: ${int(summary.eventsRead)} (${end}).`);
  out.push(`Rows written: ${int(summary.rows)} (${run.format}) to ${run.output}.`);
  out.push(`Time taken: ${seconds.toFixed(2)} s (${int(rate)} events/s).`);
  return out.join('\n') + '\n';
}
