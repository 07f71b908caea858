import { useCallback } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { ShareIcon } from './icons';
import { useToast } from './Toast';

export interface ShareTarget {
  title: string;
  text?: string;
  /** the page's path ('/battlers/b1'); the link shared is this path on the page's own origin */
  path: string;
}

/** Long enough to select and copy the link by hand. */
const MANUAL_COPY_MS = 20000;

const LinkBox = styled.input`
  display: block;
  width: 100%;
  margin-top: 0.4rem;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const isAbort = (err: unknown) => typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';

/**
 * Shares a page: the system share sheet where the browser has one, else the link copied with a
 * toast, else the link in the toast to copy by hand (an insecure origin or a refused clipboard).
 */
export function useShare(): (target: ShareTarget) => Promise<void> {
  const { toast } = useToast();
  return useCallback(
    async ({ title, text, path }: ShareTarget) => {
      const url = new URL(path, window.location.origin).href;
      const data: ShareData = text ? { title, text, url } : { title, url };
      if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
        try {
          await navigator.share(data);
          return;
        } catch (err) {
          // the viewer closed the sheet: that is their answer, not a failure to report
          if (isAbort(err)) return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        toast({ title: 'Link copied', description: url });
        return;
      } catch {
        // no clipboard here: the link is shown instead
      }
      toast({
        title: 'Copy this link',
        description: <LinkBox readOnly aria-label="Link to share" value={url} onFocus={(e) => e.currentTarget.select()} />,
        duration: MANUAL_COPY_MS,
      });
    },
    [toast],
  );
}

/** A labelled Share button for a page's header. */
export function ShareButton({ target, label = 'Share' }: { target: ShareTarget; label?: string }) {
  const share = useShare();
  return (
    <Button type="button" variant="secondary" size="sm" onClick={() => void share(target)}>
      <ShareIcon size={16} />
      {label}
    </Button>
  );
}
