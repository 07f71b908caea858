import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { knownDuration } from './time';

export interface MediaState {
  /** the element plays (not paused, not ended), or a source switch will carry on playing */
  playing: boolean;
  /** waiting for data while playing (buffering, or the next source loading) */
  waiting: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
}

/** Where a source switch left off: the new source starts at 0, paused, at the default speed. */
interface Resume {
  time: number;
  rate: number;
}

const HAVE_FUTURE_DATA = 3;

/** The element really plays: not paused or ended, and with data to play (not buffering). */
export const reallyPlaying = (el: HTMLMediaElement) => !el.paused && !el.ended && el.readyState >= HAVE_FUTURE_DATA;

/** play() rejects when autoplay is refused or a new source interrupts it: neither is an error here. */
function playQuietly(el: HTMLMediaElement, refused?: () => void) {
  try {
    const p = el.play() as Promise<void> | undefined;
    if (p && typeof p.catch === 'function') p.catch(() => refused?.());
  } catch {
    // some browsers throw instead of rejecting
    refused?.();
  }
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The media element's state, read from the element on each of its events (so it holds
 * whatever started or stopped playback: the controls, autoplay, a shortcut, the system's
 * media keys, picture-in-picture), the actions the controls use, and the source switch.
 */
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
  // a source switch: where the old source was (until the new one knows its length), and
  // whether it carries on playing (until the new source plays, is refused, or is paused)
  const resume = useRef<Resume | null>(null);
  const carryOn = useRef(false);
  const switches = useRef(0);

  /** Everything from the element; while a switch carries on playing, it still plays. */
  const read = useCallback(() => {
    const el = media.current;
    if (!el) return;
    const elementPlays = !el.paused && !el.ended;
    update({
      playing: carryOn.current || elementPlays,
      // buffering lasts until the element has data again; a stop ends it
      waiting: carryOn.current || (elementPlays && el.readyState < HAVE_FUTURE_DATA && latest.current.waiting),
      time: resume.current ? resume.current.time : el.currentTime,
      duration: knownDuration(el.duration, catalogueDuration),
      volume: el.volume,
      muted: el.muted,
      rate: el.playbackRate,
    });
  }, [media, catalogueDuration, update]);

  /** 'waiting': buffering while playing. */
  const buffering = useCallback(() => update({ waiting: true }), [update]);

  const switching = useMemo(() => ({
    /** `src` is changing: remember where the old source was (read before any event of the switch arrives). */
    begin() {
      const { time, playing, rate } = latest.current;
      resume.current = time > 0 || playing ? { time, rate } : null;
      carryOn.current = playing;
      switches.current += 1;
      if (playing) update({ waiting: true });
    },
    /** 'loadedmetadata': carry on where the old source was, playing if it played; `refused` if it may not. */
    loaded(refused?: () => void) {
      const el = media.current;
      const r = resume.current;
      resume.current = null;
      if (!el || !r) return;
      el.currentTime = r.time;
      el.playbackRate = r.rate;
      if (!carryOn.current) return;
      const current = switches.current;
      playQuietly(el, () => {
        // refused (an autoplay policy): paused, as the element says; unless yet another source took over
        if (switches.current !== current) return;
        carryOn.current = false;
        read();
        refused?.();
      });
    },
    /** 'play': the element plays again (the new source, or the viewer), the switch is over */
    settled() {
      carryOn.current = false;
    },
    /** a switch carrying on playing is under way (a 'pause' it causes is not the viewer's) */
    carryingOn: () => carryOn.current,
  }), [media, update, read]);

  const actions = useMemo(() => {
    const withMedia = (run: (el: HTMLVideoElement) => void) => () => {
      if (media.current) run(media.current);
    };
    const seekTo = (seconds: number) => {
      const el = media.current;
      if (!el) return;
      const end = knownDuration(el.duration, catalogueDuration);
      el.currentTime = clamp(seconds, 0, end || Math.max(0, seconds));
      if (resume.current) resume.current.time = el.currentTime;
      update({ time: el.currentTime });
    };
    const setVolume = (v: number) => {
      const el = media.current;
      if (!el) return;
      el.volume = clamp(Math.round(v * 100) / 100, 0, 1);
      if (el.volume > 0 && el.muted) el.muted = false;
    };
    return {
      togglePlay: () => {
        const el = media.current;
        if (!el) return;
        if (carryOn.current) {
          // paused while the next source loads: it stays paused once loaded
          carryOn.current = false;
          update({ playing: false, waiting: false });
        } else if (el.paused || el.ended) playQuietly(el, read);
        else el.pause();
      },
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
  }, [media, catalogueDuration, update, read]);

  return { state, read, buffering, switching, actions };
}
