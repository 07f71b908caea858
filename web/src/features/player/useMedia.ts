import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { knownDuration } from './time';

export interface MediaState {
  /** play requested and not paused since ('play' … 'pause' / 'ended') */
  playing: boolean;
  /** waiting for data while playing */
  waiting: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
}

/** play() rejects when autoplay is refused or a new source interrupts it: neither is an error here. */
export function playQuietly(el: HTMLMediaElement) {
  try {
    const p = el.play() as Promise<void> | undefined;
    if (p && typeof p.catch === 'function') p.catch(() => {});
  } catch {
    // some browsers throw instead of rejecting
  }
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The media element's state mirrored from its events, and the actions the controls use. */
export function useMedia(media: RefObject<HTMLVideoElement | null>, catalogueDuration: number | null) {
  const [state, setState] = useState<MediaState>({
    playing: false,
    waiting: false,
    time: 0,
    duration: catalogueDuration ?? 0,
    volume: 1,
    muted: false,
    rate: 1,
  });
  // the latest values outside render (a source switch reads them before the new source loads)
  const latest = useRef(state);
  const update = useCallback((patch: Partial<MediaState>) => {
    latest.current = { ...latest.current, ...patch };
    setState(latest.current);
  }, []);

  const read = useCallback(() => {
    const el = media.current;
    if (!el) return;
    update({
      time: el.currentTime,
      duration: knownDuration(el.duration, catalogueDuration),
      volume: el.volume,
      muted: el.muted,
      rate: el.playbackRate,
    });
  }, [media, catalogueDuration, update]);

  const actions = useMemo(() => {
    const withMedia = (run: (el: HTMLVideoElement) => void) => () => {
      if (media.current) run(media.current);
    };
    const seekTo = (seconds: number) => {
      const el = media.current;
      if (!el) return;
      const end = knownDuration(el.duration, catalogueDuration);
      el.currentTime = clamp(seconds, 0, end || Math.max(0, seconds));
      update({ time: el.currentTime });
    };
    const setVolume = (v: number) => {
      const el = media.current;
      if (!el) return;
      el.volume = clamp(Math.round(v * 100) / 100, 0, 1);
      if (el.volume > 0 && el.muted) el.muted = false;
    };
    return {
      togglePlay: withMedia((el) => (el.paused || el.ended ? playQuietly(el) : el.pause())),
      seekTo,
      seekBy: (delta: number) => seekTo((media.current?.currentTime ?? 0) + delta),
      setVolume,
      changeVolume: (delta: number) => {
        const el = media.current;
        if (el) setVolume((el.muted ? 0 : el.volume) + delta);
      },
      toggleMute: withMedia((el) => {
        if (el.muted || el.volume === 0) {
          el.muted = false;
          if (el.volume === 0) el.volume = 0.5;
        } else {
          el.muted = true;
        }
      }),
      setRate: (rate: number) => {
        const el = media.current;
        if (!el) return;
        // the default survives a source switch (loading resets playbackRate to it)
        el.defaultPlaybackRate = rate;
        el.playbackRate = rate;
      },
    };
  }, [media, catalogueDuration, update]);

  return { state, latest, update, read, actions };
}
