const KEY = 'returnUrl';

export function saveReturnUrl(url: string): void {
  try {
    sessionStorage.setItem(KEY, url);
  } catch {
    /* storage unavailable */
  }
}

/** Read and remove the stored return URL; only same-site paths are honoured. */
export function takeReturnUrl(): string | null {
  try {
    const url = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (url && url.startsWith('/') && !url.startsWith('//')) return url;
  } catch {
    /* storage unavailable */
  }
  return null;
}
