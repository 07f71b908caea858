import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AS_OF_PARAM } from './asOf';

/** The instant the page shows, from the URL (a link carries it); null for live. */
export function useAsOf(): string | null {
  const [params] = useSearchParams();
  const raw = params.get(AS_OF_PARAM)?.trim();
  return raw ? raw : null;
}

/**
 * Moving in time keeps the page's other parameters (search, sort, tab). Each move is a new
 * history entry, so the browser's Back returns to where the viewer was in time.
 */
export function useTimeTravel() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const searchWith = useCallback(
    (asOf: string | null) => {
      const params = new URLSearchParams(search);
      if (asOf) params.set(AS_OF_PARAM, asOf);
      else params.delete(AS_OF_PARAM);
      const q = params.toString();
      return q ? `?${q}` : '';
    },
    [search],
  );
  const goTo = useCallback((asOf: string) => navigate({ pathname, search: searchWith(asOf) }), [navigate, pathname, searchWith]);
  return { goTo, livePath: `${pathname}${searchWith(null)}` };
}
