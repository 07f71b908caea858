import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** Cards in a list's first paint: a phone's first screen shows one or two, a wide one a row of three. */
export const FIRST_PAINT_CARDS = 3;

/**
 * False until the page has painted once, then true (issue 15): what is below a phone's first
 * screen can wait a frame, so rendering, styling and laying it out does not hold back the
 * first paint of what is on it (the landing page's hero, the first event cards).
 * `now`: true at once (a visit that scrolls down on arrival needs everything there).
 */
export function useAfterFirstPaint(now = false): boolean {
  const [painted, setPainted] = useState(now);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame's callback runs before its paint, a timeout set there after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * A screen's height in place of what is not rendered yet, so what follows (the footer)
 * stays below the fold and nothing visible moves when it arrives.
 */
export function BelowTheFoldSpace() {
  return <div style={{ minHeight: '100vh' }} />;
}

/** Its children render once the page above them has painted (useAfterFirstPaint). */
export function AfterFirstPaint({ children, now = false }: { children: ReactNode; now?: boolean }) {
  return useAfterFirstPaint(now) ? <>{children}</> : <BelowTheFoldSpace />;
}
