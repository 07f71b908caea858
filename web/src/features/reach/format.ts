const count = new Intl.NumberFormat('en-US');

export const formatCount = (n: number) => count.format(n);

/** '3 h 05 min', '12 min', '40 s': watch time as a sponsor reads it. */
export function formatWatchTime(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${count.format(hours)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
