/** How both upload dialogs say sizes, speed and time left. */

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatSpeed(bytesPerSecond: number | null): string {
  return bytesPerSecond == null || !Number.isFinite(bytesPerSecond) ? '—' : `${formatBytes(Math.max(0, bytesPerSecond))}/s`;
}

/** '42s', '3m 05s', '1h 02m'; a dash while unknown. */
export function formatEta(seconds: number | null): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/**
 * '4.2 MB of 18.0 MB · 1.3 MB/s · about 10s left'; only the bytes until the speed is
 * known (the first half second), so no dash or guess is shown.
 */
export function transferLine(sent: number, total: number, speed: number | null, eta: number | null): string {
  const bytes = `${formatBytes(sent)} of ${formatBytes(total)}`;
  if (speed == null || eta == null) return bytes;
  return `${bytes} · ${formatSpeed(speed)} · about ${formatEta(eta)} left`;
}
