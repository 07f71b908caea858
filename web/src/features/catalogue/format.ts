/** Duration as m:ss (public §9); '' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export { formatCount } from '../../lib/counts';

/** Win rate to one decimal, or N/A with no battles. */
export function formatWinRate(winRate: number | null): string {
  return winRate == null ? 'N/A' : `${winRate.toFixed(1)}%`;
}

/** Cut at `max` characters plus an ellipsis (public §2 card truncation). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Newest first, undated (or unreadable) last: for event dates (ISO strings). */
export function compareEventDates(a: string | null | undefined, b: string | null | undefined): number {
  const ta = a ? Date.parse(a) : NaN;
  const tb = b ? Date.parse(b) : NaN;
  const da = !Number.isNaN(ta);
  const db = !Number.isNaN(tb);
  if (da && db) return tb - ta;
  if (da) return -1;
  if (db) return 1;
  return 0;
}
