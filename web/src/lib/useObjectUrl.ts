import { useEffect, useState } from 'react';

/**
 * An object URL for a picked file, for previews: made when the file arrives, revoked
 * when it changes or the component goes. The URL is an external resource, so it is made
 * in an effect (render must stay pure; under StrictMode a URL made in render and revoked
 * by the first cleanup would break the preview). The one place the lint config lets an
 * effect set state synchronously.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return entry && entry.blob === blob ? entry.url : null;
}
