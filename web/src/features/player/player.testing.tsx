import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../../components/Toast';
import { theme } from '../../lib/theme';
import type { Video } from '../catalogue';
import { bigMikeVsSlim, makeVideo as makeBaseVideo } from '../catalogue/fixtures.testing';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';

/** The player tests' video: 100 s, one source, no renditions. */
export function makeVideo(over: Partial<Video> = {}): Video {
  return makeBaseVideo({
    ...bigMikeVsSlim,
    thumbnailUrl: '/uploads/thumbs/v-1.jpg',
    duration: 100,
    availableQualities: [],
    eventTitle: 'Summer Clash',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...over,
  });
}

interface FakeMedia {
  paused: boolean;
  ended: boolean;
  duration: number;
  readyState: number;
}

const HAVE_METADATA = 1;
const HAVE_ENOUGH_DATA = 4;

/**
 * jsdom has no media playback: play / pause / load are stubbed, and play and pause flip
 * `paused` and fire the events a browser fires ('play', 'playing' / 'pause'). `newSource`
 * does what a browser does when `src` changes.
 */
export function stubMedia() {
  const proto = HTMLMediaElement.prototype;
  const states = new WeakMap<HTMLMediaElement, FakeMedia>();
  let firstSeen: Partial<FakeMedia> = {};
  const of = (el: HTMLMediaElement) => {
    let s = states.get(el);
    if (!s) states.set(el, (s = { paused: true, ended: false, duration: Number.NaN, readyState: 0, ...firstSeen }));
    return s;
  };
  const paused = Object.getOwnPropertyDescriptor(proto, 'paused');
  const duration = Object.getOwnPropertyDescriptor(proto, 'duration');
  const readyState = Object.getOwnPropertyDescriptor(proto, 'readyState');
  const ended = Object.getOwnPropertyDescriptor(proto, 'ended');
  Object.defineProperty(proto, 'paused', { configurable: true, get(this: HTMLMediaElement) { return of(this).paused; } });
  Object.defineProperty(proto, 'duration', { configurable: true, get(this: HTMLMediaElement) { return of(this).duration; } });
  Object.defineProperty(proto, 'readyState', { configurable: true, get(this: HTMLMediaElement) { return of(this).readyState; } });
  Object.defineProperty(proto, 'ended', { configurable: true, get(this: HTMLMediaElement) { return of(this).ended; } });
  const play = jest.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    const s = of(this);
    if (s.paused) {
      s.paused = false;
      s.ended = false;
      s.readyState = HAVE_ENOUGH_DATA;
      this.dispatchEvent(new Event('play'));
      this.dispatchEvent(new Event('playing'));
    }
    return Promise.resolve();
  });
  const pause = jest.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    const s = of(this);
    if (!s.paused) {
      s.paused = true;
      this.dispatchEvent(new Event('pause'));
    }
  });
  const load = jest.spyOn(proto, 'load').mockImplementation(() => {});
  return {
    play,
    pause,
    load,
    /** the media learnt its length ('durationchange', 'loadedmetadata') */
    loaded(el: HTMLMediaElement, seconds: number) {
      const s = of(el);
      s.duration = seconds;
      s.readyState = Math.max(s.readyState, HAVE_METADATA);
      el.dispatchEvent(new Event('durationchange'));
      el.dispatchEvent(new Event('loadedmetadata'));
    },
    /** playback reached a position ('timeupdate') */
    at(el: HTMLMediaElement, seconds: number) {
      el.currentTime = seconds;
      el.dispatchEvent(new Event('timeupdate'));
    },
    /** playback reached the end: 'timeupdate', then 'pause' and 'ended' */
    end(el: HTMLMediaElement) {
      const s = of(el);
      el.currentTime = s.duration;
      el.dispatchEvent(new Event('timeupdate'));
      Object.assign(s, { paused: true, ended: true });
      el.dispatchEvent(new Event('pause'));
      el.dispatchEvent(new Event('ended'));
    },
    /**
     * `src` changed: the browser's load algorithm stops playback without a 'pause' event,
     * goes back to 0 and the default speed, forgets the length, and says 'emptied'.
     */
    newSource(el: HTMLMediaElement) {
      const s = of(el);
      Object.assign(s, { paused: true, ended: false, duration: Number.NaN, readyState: 0 });
      el.currentTime = 0;
      el.playbackRate = el.defaultPlaybackRate;
      el.dispatchEvent(new Event('emptied'));
      el.dispatchEvent(new Event('loadstart'));
    },
    /** the next play() is refused, as an autoplay policy refuses a play without a user gesture */
    refuseNextPlay() {
      play.mockImplementationOnce(() => Promise.reject(new DOMException('play() failed because the user did not interact', 'NotAllowedError')));
    },
    /**
     * Elements met from now on already play when first looked at: the browser loaded and
     * autoplayed them while a concurrent render had made them but not yet committed them, so
     * their events reached no handler.
     */
    playBeforeCommit(seconds: number) {
      firstSeen = { paused: false, readyState: HAVE_ENOUGH_DATA, duration: seconds };
    },
    /** the element plays with no 'play' or 'playing' event the player saw */
    playsUnannounced(el: HTMLMediaElement) {
      Object.assign(of(el), { paused: false, readyState: HAVE_ENOUGH_DATA });
    },
    restore() {
      play.mockRestore();
      pause.mockRestore();
      load.mockRestore();
      if (paused) Object.defineProperty(proto, 'paused', paused);
      if (duration) Object.defineProperty(proto, 'duration', duration);
      if (readyState) Object.defineProperty(proto, 'readyState', readyState);
      if (ended) Object.defineProperty(proto, 'ended', ended);
    },
  };
}

export function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const all: VideoPlayerProps = { video: makeVideo(), ...props };
  const tree = (p: VideoPlayerProps) => (
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <VideoPlayer {...p} />
      </ToastProvider>
    </ThemeProvider>
  );
  const result = render(tree(all));
  const video = result.container.querySelector('video') as HTMLVideoElement;
  const frame = result.getByRole('region', { name: /video player/i });
  /** the same player with new props (e.g. the video's list answer now has renditions) */
  const update = (next: Partial<VideoPlayerProps>) => result.rerender(tree({ ...all, ...next }));
  return { ...result, video, frame, update };
}

/** jsdom has no PointerEvent: a MouseEvent with pointerType, enough for fireEvent.pointerDown. */
export function polyfillPointerEvent() {
  if (typeof window.PointerEvent === 'function') return () => {};
  class PointerEventStub extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: PointerEventStub });
  return () => {
    delete (window as { PointerEvent?: unknown }).PointerEvent;
  };
}

/** A fetch that answers the view calls: start-view with a view id, progress as not yet counted. */
export function viewApiFetch(): jest.Mock {
  return jest.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) =>
    init.method === 'POST'
      ? new Response(JSON.stringify({ viewId: 'view-1' }), { status: 201, headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify({ qualified: false, counted: false }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
}
