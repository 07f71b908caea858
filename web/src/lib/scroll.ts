import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function scrollToId(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  if (typeof el.scrollIntoView === 'function') el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}

/** Scroll to a landing-page section, going to / first when elsewhere. */
export function useScrollToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === '/') scrollToId(id);
      else navigate('/', { state: { scrollTo: id } });
    },
    [navigate, pathname],
  );
}
