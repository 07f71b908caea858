/** m:ss for the player's clock; the current position counts whole seconds down (0:59 until 1:00). */
export function clock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** A usable media duration, else the catalogue's, else 0. */
export function knownDuration(media: number, catalogue: number | null | undefined): number {
  if (Number.isFinite(media) && media > 0) return media;
  return catalogue && catalogue > 0 ? catalogue : 0;
}
