import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchTermOf, withSearchTerm } from './searchParam';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The search box's text, and the term to ask the server for, kept in the address (?q=).
 * The box holds its own text: the router applies address changes in a transition, and a
 * controlled input fed only by it would lose keystrokes and its caret. The settled term
 * replaces the address (no history entry per keystroke); an address changed from outside
 * (Back, a link to /events) puts its term in the box and is searched at once.
 */
export function useSearchTerm() {
  const [params, setParams] = useSearchParams();
  const urlTerm = searchTermOf(params);
  const [text, setText] = useState(urlTerm);
  const settled = useDebouncedValue(text.trim());
  // the term the address last had from the box or from outside: the box's own write coming
  // back is no news, even when the visitor has typed on since
  const known = useRef(urlTerm);
  // the address's term at the last run: only a change of it can be news (the router applies
  // a write in a transition, so a keystroke can render before the write is in)
  const seen = useRef(urlTerm);

  // one effect, in this order: an outside change must land before the box's stale settled
  // term could be written back over it
  useEffect(() => {
    if (urlTerm !== seen.current) {
      seen.current = urlTerm;
      if (urlTerm !== known.current) {
        known.current = urlTerm;
        setText(urlTerm);
        return;
      }
    }
    // only a settled box writes: right after an outside change `settled` is still the old term
    if (settled !== text.trim() || settled === known.current) return;
    known.current = settled;
    setParams((prev) => withSearchTerm(prev, settled), { replace: true });
  }, [urlTerm, settled, text, setParams]);

  // the box shows the address's term (restored, or settled): no need to wait for the debounce
  const term = text.trim() === urlTerm ? urlTerm : settled;
  return { text, setText, term };
}
