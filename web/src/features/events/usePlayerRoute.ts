import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

interface PlayerState {
  /** set when this screen pushed the ?video= entry, so closing can simply go back */
  playerPushed?: boolean;
}

/**
 * The open player lives in the URL (?video=id): links from battler history open it directly,
 * and the browser's Back closes it. Opening pushes an entry; closing pops it when we pushed it,
 * else (deep link) drops the parameter in place. Neither scrolls the page behind the player.
 */
export function usePlayerRoute() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const videoId = params.get('video');
  const pushed = !!(location.state as PlayerState | null)?.playerPushed;

  const open = useCallback(
    (id: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('video', id);
          return next;
        },
        { state: { playerPushed: true } satisfies PlayerState, preventScrollReset: true },
      ),
    [setParams],
  );

  const close = useCallback(() => {
    if (pushed) {
      navigate(-1);
      return;
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('video');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [pushed, navigate, setParams]);

  return { videoId, open, close };
}
