import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { withSeparators } from '../../lib/counts';

/** How far below the fold the next page is asked for, so scrolling rarely meets the end. */
const AHEAD = '600px';

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  margin-top: 1rem;
  .shown { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; margin: 0; }
  .failed { color: ${({ theme }) => theme.colors.redText}; margin: 0; }
`;

interface Props {
  /** comments and replies on screen, and on the video */
  shown: number;
  total: number;
  /** how many pages are loaded: a new page re-arms the watch, as the end may still be in view */
  pages: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/**
 * The end of a long discussion: the next page loads as this nears the view, and a
 * button does the same for keyboard and screen-reader users (and where the browser has
 * no IntersectionObserver). After a failed page it waits for the button, rather than
 * asking again on every scroll. The last page takes the button away: focus that was on
 * it moves to the line saying all are shown, not to the top of the page.
 */
export function LoadMoreComments({ shown, total, pages, hasMore, loading, failed, onMore }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const buttonFocused = useRef(false);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  }, [onMore]);
  const quiet = !hasMore || loading || failed;

  useEffect(() => {
    const el = end.current;
    if (!el || quiet || typeof IntersectionObserver === 'undefined') return undefined;
    const watch = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    }, { rootMargin: `0px 0px ${AHEAD} 0px` });
    watch.observe(el);
    return () => watch.disconnect();
  }, [quiet, pages]);

  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!hasMore && buttonFocused.current && lost) status.current?.focus();
    if (!hasMore) buttonFocused.current = false;
  }, [hasMore]);

  return (
    <Wrap ref={end} data-testid="comments-more">
      <p className="shown" role="status" tabIndex={-1} ref={status}>
        {hasMore
          ? `Showing ${withSeparators(Math.min(shown, total))} of ${withSeparators(total)} comments`
          : `Showing all ${withSeparators(shown)} comments`}
      </p>
      {failed && <p className="failed">Couldn&apos;t load more comments.</p>}
      {hasMore && (
        <Button
          variant="secondary"
          size="sm"
          loading={loading}
          onClick={onMore}
          onFocus={() => (buttonFocused.current = true)}
          onBlur={() => (buttonFocused.current = false)}
        >
          {failed ? 'Try again' : 'Load more comments'}
        </Button>
      )}
    </Wrap>
  );
}
