import { useEffect } from 'react';
import { useSiteLogo } from './settingsApi';

/** Keeps <link rel="icon"> on /api/favicon?t=…, with a new timestamp whenever the logo setting changes. */
export function Favicon() {
  const { data, isLoading } = useSiteLogo();
  const value = data?.value ?? null;
  useEffect(() => {
    if (isLoading) return;
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
