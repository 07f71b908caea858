import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../app/theme';
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
  duration: number;
}

/**
 * jsdom has no media playback: play / pause / load are stubbed, and play and pause flip
 * `paused` and fire the events a browser fires ('play', 'playing' / 'pause').
 */
export function stubMedia() {
  const proto = HTMLMediaElement.prototype;
  const states = new WeakMap<HTMLMediaElement, FakeMedia>();
  const of = (el: HTMLMediaElement) => {
    let s = states.get(el);
    if (!s) states.set(el, (s = { paused: true, duration: Number.NaN }));
    return s;
  };
  const paused = Object.getOwnPropertyDescriptor(proto, 'paused');
  const duration = Object.getOwnPropertyDescriptor(proto, 'duration');
  Object.defineProperty(proto, 'paused', { configurable: true, get(this: HTMLMediaElement) { return of(this).paused; } });
  Object.defineProperty(proto, 'duration', { configurable: true, get(this: HTMLMediaElement) { return of(this).duration; } });
  const play = jest.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    const s = of(this);
    if (s.paused) {
      s.paused = false;
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
      of(el).duration = seconds;
      el.dispatchEvent(new Event('durationchange'));
      el.dispatchEvent(new Event('loadedmetadata'));
    },
    /** playback reached a position ('timeupdate') */
    at(el: HTMLMediaElement, seconds: number) {
      el.currentTime = seconds;
      el.dispatchEvent(new Event('timeupdate'));
    },
    restore() {
      play.mockRestore();
      pause.mockRestore();
      load.mockRestore();
      if (paused) Object.defineProperty(proto, 'paused', paused);
      if (duration) Object.defineProperty(proto, 'duration', duration);
    },
  };
}

export function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const all: VideoPlayerProps = { video: makeVideo(), ...props };
  const result = render(
    <ThemeProvider theme={theme}>
      <VideoPlayer {...all} />
    </ThemeProvider>,
  );
  const video = result.container.querySelector('video') as HTMLVideoElement;
  const frame = result.getByRole('region', { name: /video player/i });
  return { ...result, video, frame };
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
