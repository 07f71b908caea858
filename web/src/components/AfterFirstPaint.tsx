import { startTransition, useEffect, useState } from 'react';

/** Cards in a list's first paint: a phone's first screen shows one or two, a wide one a row of three. */
export const FIRST_PAINT_CARDS = 3;
/** Cards added a frame after that, and in each frame after: a small commit, style and layout each time. */
export const CARDS_PER_FRAME = 6;

/**
 * How many of a page's `total` parts to render (issue 15): `first` in the first paint, then
 * `perFrame` more after each paint, then all (Infinity, so parts that arrive later render at
 * once). What is below a phone's first screen then does not hold back the paint of what is on
 * it (the landing page's hero, the first cards of a list), and each later step is a short task
 * rather than one long one. The steps run once, from the mount of the component that calls
 * it: parts that are not there yet by the last step (a list still loading) come whole.
 * `now`: everything at once (a visit that scrolls down on arrival needs it all there).
 */
export function useRevealedCount(total: number, first: number, perFrame: number, now = false): number {
  const [count, setCount] = useState(now ? Infinity : first);
  const done = count === Infinity;
  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame's callback runs before its paint, a timeout set there after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCount((c) => (c + perFrame >= total ? Infinity : c + perFrame))), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, done, total, perFrame]);
  return count;
}

/** The cards of a list to render now: the first three, then six more a frame (useRevealedCount). */
export function useFirstPaintCards<T>(items: readonly T[]): readonly T[] {
  const count = useRevealedCount(items.length, FIRST_PAINT_CARDS, CARDS_PER_FRAME);
  return count >= items.length ? items : items.slice(0, count);
}

/**
 * A screen's height in place of what is not rendered yet, so what follows (the footer)
 * stays below the fold and nothing visible moves when it arrives.
 */
export function BelowTheFoldSpace() {
  return <div style={{ minHeight: '100vh' }} />;
}
