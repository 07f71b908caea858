import { useLayoutEffect, useMemo, useRef } from 'react';
import { ViewSession } from './viewSession';

export interface ViewTracker {
  /** the media's 'playing' event */
  playing(position: number, duration: number): void;
  /** 'timeupdate' */
  progress(position: number, duration: number): void;
  /** 'waiting' (buffering) */
  stalled(): void;
  /** 'pause' and 'ended' */
  paused(position: number, duration: number): void;
}

export interface ViewTrackingOptions {
  /** the catalogue's duration in seconds (video.duration) */
  duration?: number | null;
  /** the server counted this view (e.g. to refresh view counts) */
  onCounted?: () => void;
}

/**
 * View tracking for one player (public §4, §7): a random session per player and video,
 * start-view on the first play, progress at most every 10 s while playing, on pause, when
 * the page is hidden and on close (keepalive fetch). Failures are only logged.
 */
export function useViewTracking(videoId: string, { duration, onCounted }: ViewTrackingOptions = {}): ViewTracker {
  const session = useRef<ViewSession | null>(null);

  // a layout effect: the session exists before any media event of the first render can fire
  useLayoutEffect(() => {
    const current = new ViewSession(videoId);
    session.current = current;
    const onPageHide = () => current.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') current.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      current.close();
      if (session.current === current) session.current = null;
    };
  }, [videoId]);

  useLayoutEffect(() => {
    if (!session.current) return;
    session.current.knownDuration = duration ?? null;
    session.current.onCounted = onCounted;
  }, [videoId, duration, onCounted]);

  return useMemo<ViewTracker>(
    () => ({
      playing: (position, d) => session.current?.playing(position, d),
      progress: (position, d) => session.current?.progress(position, d),
      stalled: () => session.current?.stalled(),
      paused: (position, d) => session.current?.paused(position, d),
    }),
    [],
  );
}
