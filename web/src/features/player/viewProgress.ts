import type { ViewProgress } from './viewApi';

/** View progress is reported at most every 10 seconds while playing (public §9). */
export const VIEW_REPORT_INTERVAL_MS = 10_000;

const usable = (d: number | null | undefined): d is number => typeof d === 'number' && Number.isFinite(d) && d > 0;

/**
 * What an update-view call reports. watchedDuration: the playing wall-clock seconds, rounded
 * down to 0.1 s and never above the video's length (the server refuses more than the
 * duration, which slow speeds and replays would otherwise exceed). completionPercentage:
 * the furthest position over the duration, one decimal, capped at 100.
 */
export function viewProgress(
  watchedMs: number,
  furthest: number,
  mediaDuration: number | null | undefined,
  knownDuration?: number | null,
): ViewProgress {
  const duration = usable(mediaDuration) ? mediaDuration : usable(knownDuration) ? knownDuration : null;
  const cap = Math.min(usable(knownDuration) ? knownDuration : Infinity, duration ?? Infinity);
  const watched = Math.min(Math.max(0, watchedMs) / 1000, cap);
  const percent = duration ? Math.min(100, Math.round((Math.max(0, furthest) / duration) * 1000) / 10) : 0;
  return { watchedDuration: Math.floor(watched * 10) / 10, completionPercentage: percent };
}

/** A random id for one player (crypto.randomUUID needs a secure context: fall back). */
export function createSessionId(): string {
  const c = typeof crypto === 'undefined' ? undefined : crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  if (c && typeof c.getRandomValues === 'function') {
    const bytes = c.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
