import { useEffect, useState } from 'react';

/** Events search waits this long after the last keystroke (public §5, §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, but only once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(t);
  }, [value, delay]);
  return settled;
}
