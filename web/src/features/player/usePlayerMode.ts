import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PlayerMode } from './constants';

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

const quietly = (run: () => Promise<void> | void) => {
  try {
    void Promise.resolve(run()).catch(() => {});
  } catch {
    // refused (no user gesture, not allowed in this frame): the mode simply stays
  }
};

/**
 * Normal / theater / fullscreen (public §4). Fullscreen is the player's container (so the
 * custom controls stay); the mode follows the document's fullscreen state, and leaving
 * fullscreen (button, F, Escape, the browser's own UI) returns to theater. iOS Safari, which
 * can only put a <video> itself in fullscreen, falls back to that.
 */
export function usePlayerMode(
  root: RefObject<HTMLElement | null>,
  media: RefObject<HTMLVideoElement | null>,
  onModeChange?: (mode: PlayerMode) => void,
) {
  const [mode, setMode] = useState<PlayerMode>('normal');

  const callback = useRef(onModeChange);
  useEffect(() => {
    callback.current = onModeChange;
  }, [onModeChange]);
  const reported = useRef<PlayerMode>('normal');
  useEffect(() => {
    if (reported.current === mode) return;
    reported.current = mode;
    callback.current?.(mode);
  }, [mode]);

  useEffect(() => {
    const onFullscreenChange = () => {
      const inside = root.current !== null && document.fullscreenElement === root.current;
      setMode((m) => (inside ? 'fullscreen' : m === 'fullscreen' ? 'theater' : m));
    };
    const video = media.current;
    const begin = () => setMode('fullscreen');
    const end = () => setMode((m) => (m === 'fullscreen' ? 'theater' : m));
    document.addEventListener('fullscreenchange', onFullscreenChange);
    video?.addEventListener('webkitbeginfullscreen', begin);
    video?.addEventListener('webkitendfullscreen', end);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      video?.removeEventListener('webkitbeginfullscreen', begin);
      video?.removeEventListener('webkitendfullscreen', end);
    };
  }, [root, media]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      quietly(() => document.exitFullscreen());
      return;
    }
    const el = root.current;
    if (el && typeof el.requestFullscreen === 'function') {
      quietly(() => el.requestFullscreen());
      return;
    }
    const video = media.current as WebkitVideo | null;
    if (video?.webkitEnterFullscreen) quietly(() => video.webkitEnterFullscreen?.());
  }, [root, media]);

  const toggleTheater = useCallback(() => {
    if (mode === 'fullscreen') {
      // out of fullscreen lands in theater anyway
      toggleFullscreen();
      return;
    }
    setMode((m) => (m === 'theater' ? 'normal' : 'theater'));
  }, [mode, toggleFullscreen]);

  /** Escape: theater → normal; false when there was nothing to leave. */
  const leaveTheater = useCallback(() => {
    if (mode !== 'theater') return false;
    setMode('normal');
    return true;
  }, [mode]);

  return { mode, toggleFullscreen, toggleTheater, leaveTheater };
}
