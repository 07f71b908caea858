import { useEffect, useRef } from 'react';
import { useSiteLogo } from './settingsApi';

/** Keeps <link rel="icon"> on /api/favicon, moved to /api/favicon?t=… whenever the logo setting changes. */
export function Favicon() {
  const { data, isLoading } = useSiteLogo();
  const value = data?.value ?? null;
  // index.html's link already shows the logo the page loaded with: only a change fetches it again
  const shown = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (isLoading) return;
    if (shown.current === undefined) {
      shown.current = value;
      if (document.querySelector('link[rel="icon"]')) return;
    } else if (shown.current === value) return;
    shown.current = value;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = `/api/favicon?t=${Date.now()}`;
  }, [value, isLoading]);
  return null;
}
