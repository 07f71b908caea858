/** Player modes (public §4): leaving fullscreen returns to theater. */
export type PlayerMode = 'normal' | 'theater' | 'fullscreen';

/** Playback speeds (public §2, §9). */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** Controls hide this long after playing starts (public §4, §9). */
export const CONTROLS_HIDE_MS = 3000;

/** Seconds for J / L and for ← / →. */
export const SEEK_LONG = 10;
export const SEEK_SHORT = 5;

/** Volume change for ↑ / ↓. */
export const VOLUME_STEP = 0.05;

export const speedLabel = (rate: number) => (rate === 1 ? 'Normal' : `${rate}×`);
