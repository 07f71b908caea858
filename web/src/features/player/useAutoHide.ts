import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTROLS_HIDE_MS } from './constants';

/**
 * Controls auto-hide (public §4): hidden `delay` ms after playing starts, shown again by
 * `reveal` (mouse move, focus, a key), which re-arms the timer. Always shown while paused
 * or while `hold` (a menu is open, the pointer rests on the controls).
 */
export function useAutoHide(playing: boolean, hold: boolean, delay = CONTROLS_HIDE_MS) {
  const [hidden, setHidden] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const arm = useCallback(() => {
    clear();
    if (playing && !hold) timer.current = setTimeout(() => setHidden(true), delay);
  }, [playing, hold, delay, clear]);

  const reveal = useCallback(() => {
    setHidden(false);
    arm();
  }, [arm]);

  // playing starts or stops, a hold begins or ends: show (adjusted while rendering), and arm the timer if playing
  const [shownFor, setShownFor] = useState({ playing, hold });
  if (shownFor.playing !== playing || shownFor.hold !== hold) {
    setShownFor({ playing, hold });
    setHidden(false);
  }
  useEffect(() => {
    arm();
    return clear;
  }, [arm, clear]);

  return { shown: !hidden || !playing || hold, reveal };
}
