import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeVideo, renderPlayer, stubMedia } from './player.testing';

let media: ReturnType<typeof stubMedia>;
let fullscreenElement: Element | null;
let requestFullscreen: jest.Mock;
let exitFullscreen: jest.Mock;
let warn: jest.SpyInstance;
const realFetch = global.fetch;
const originalRequest = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'requestFullscreen');

const fullscreenChange = () => document.dispatchEvent(new Event('fullscreenchange'));
function enterFullscreen(el: Element) {
  fullscreenElement = el;
  fullscreenChange();
}

beforeEach(() => {
  media = stubMedia();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  global.fetch = jest.fn(async () => new Response('{}', { status: 201 })) as unknown as typeof fetch;
  fullscreenElement = null;
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
  requestFullscreen = jest.fn(async function (this: Element) {
    enterFullscreen(this);
  });
  exitFullscreen = jest.fn(async () => {
    fullscreenElement = null;
    fullscreenChange();
  });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, writable: true, value: requestFullscreen });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, writable: true, value: exitFullscreen });
});

afterEach(() => {
  media.restore();
  warn.mockRestore();
  global.fetch = realFetch;
  delete (document as { fullscreenElement?: unknown }).fullscreenElement;
  delete (document as { exitFullscreen?: unknown }).exitFullscreen;
  if (originalRequest) Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', originalRequest);
  else delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  delete (navigator as { connection?: unknown }).connection;
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('player modes', () => {
  it('theater toggles from the button and T; Escape leaves theater without closing the page', () => {
    const onModeChange = jest.fn();
    const pageEscape = jest.fn();
    document.addEventListener('keydown', pageEscape);
    const { frame } = renderPlayer({ onModeChange });
    expect(frame).toHaveAttribute('data-mode', 'normal');

    fireEvent.click(button('Theater mode'));
    expect(frame).toHaveAttribute('data-mode', 'theater');
    expect(button('Theater mode')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(frame, { key: 't' });
    expect(frame).toHaveAttribute('data-mode', 'normal');
    fireEvent.keyDown(frame, { key: 'T' });
    expect(frame).toHaveAttribute('data-mode', 'theater');

    fireEvent.keyDown(frame, { key: 'Escape' });
    expect(frame).toHaveAttribute('data-mode', 'normal');
    expect(pageEscape).not.toHaveBeenCalled();
    // in normal mode Escape belongs to the page (the player view closes on it)
    fireEvent.keyDown(frame, { key: 'Escape' });
    expect(pageEscape).toHaveBeenCalledTimes(1);
    expect(onModeChange.mock.calls.map(([m]) => m)).toEqual(['theater', 'normal', 'theater', 'normal']);
    document.removeEventListener('keydown', pageEscape);
  });

  it('fullscreen is the player container; leaving it returns to theater', () => {
    const onModeChange = jest.fn();
    const { frame } = renderPlayer({ onModeChange });
    fireEvent.click(button('Full screen'));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(frame);
    expect(frame).toHaveAttribute('data-mode', 'fullscreen');
    expect(button('Full screen')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(button('Full screen'));
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(frame).toHaveAttribute('data-mode', 'theater');
    expect(button('Theater mode')).toHaveAttribute('aria-pressed', 'true');
    expect(onModeChange.mock.calls.map(([m]) => m)).toEqual(['fullscreen', 'theater']);
  });

  it('F enters and leaves; the browser ending fullscreen (Escape, its own UI) also lands in theater', () => {
    const { frame } = renderPlayer();
    fireEvent.keyDown(frame, { key: 'f' });
    expect(frame).toHaveAttribute('data-mode', 'fullscreen');
    fireEvent.keyDown(frame, { key: 'F' });
    expect(frame).toHaveAttribute('data-mode', 'theater');

    fireEvent.keyDown(frame, { key: 'f' });
    expect(frame).toHaveAttribute('data-mode', 'fullscreen');
    act(() => {
      fullscreenElement = null;
      fullscreenChange();
    });
    expect(frame).toHaveAttribute('data-mode', 'theater');

    // T while in fullscreen leaves fullscreen, into theater
    fireEvent.keyDown(frame, { key: 'f' });
    fireEvent.click(button('Theater mode'));
    expect(exitFullscreen).toHaveBeenCalledTimes(2);
    expect(frame).toHaveAttribute('data-mode', 'theater');
  });

  it('another element going fullscreen does not change the mode; a refused request changes nothing', async () => {
    const { frame } = renderPlayer();
    act(() => {
      fullscreenElement = document.body;
      fullscreenChange();
    });
    expect(frame).toHaveAttribute('data-mode', 'normal');
    fullscreenElement = null;

    requestFullscreen.mockImplementationOnce(() => Promise.reject(new TypeError('Permissions check failed')));
    fireEvent.click(button('Full screen'));
    await act(async () => {});
    expect(frame).toHaveAttribute('data-mode', 'normal');
  });

  it('falls back to the video element fullscreen where containers cannot (iOS Safari)', () => {
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
    const { frame, video } = renderPlayer();
    const enter = jest.fn(() => video.dispatchEvent(new Event('webkitbeginfullscreen')));
    Object.assign(video, { webkitEnterFullscreen: enter });
    fireEvent.click(button('Full screen'));
    expect(enter).toHaveBeenCalled();
    expect(frame).toHaveAttribute('data-mode', 'fullscreen');
    act(() => {
      video.dispatchEvent(new Event('webkitendfullscreen'));
    });
    expect(frame).toHaveAttribute('data-mode', 'theater');
  });
});

describe('quality menu', () => {
  const openQuality = () => {
    fireEvent.click(button(/^Quality:/));
    return screen.getByRole('menu', { name: 'Quality' });
  };

  it('without renditions plays the original and offers only Auto (Original)', () => {
    const { video } = renderPlayer({ video: makeVideo({ availableQualities: [] }) });
    expect(video).toHaveAttribute('src', '/media/videos/v-1');
    expect(button('Quality: Auto (Original)')).toBeInTheDocument();
    const items = within(openQuality()).getAllByRole('menuitemradio');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Auto (Original)');
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
  });

  it('lists Auto and the real renditions, highest first; Auto is 720p without connection information', () => {
    const { video } = renderPlayer({ video: makeVideo({ availableQualities: ['480p', '1080p', '720p', '360p'] }) });
    expect(video).toHaveAttribute('src', '/media/videos/v-1?quality=720p');
    expect(button('Quality: Auto (720p)')).toBeInTheDocument();
    const items = within(openQuality()).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Auto (720p)', '1080p', '720p', '480p', '360p']);
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false', 'false']);
  });

  it('Auto follows the downlink: the named rung if available, else the lowest available', () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { downlink: 10 } });
    const first = renderPlayer({ video: makeVideo({ availableQualities: ['1080p', '720p', '360p'] }) });
    expect(first.video).toHaveAttribute('src', '/media/videos/v-1?quality=1080p');
    first.unmount();

    Object.defineProperty(navigator, 'connection', { configurable: true, value: { downlink: 30 } });
    const second = renderPlayer({ video: makeVideo({ availableQualities: ['1080p', '720p', '360p'] }) });
    expect(second.video).toHaveAttribute('src', '/media/videos/v-1?quality=360p');
    expect(button('Quality: Auto (360p)')).toBeInTheDocument();
  });

  it('switching keeps the position, the speed and playing', () => {
    const { video } = renderPlayer({ video: makeVideo({ availableQualities: ['1080p', '720p'] }) });
    act(() => media.loaded(video, 100));
    fireEvent.click(button('Play'));
    fireEvent.click(button('Playback speed: Normal'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '1.25×' }));
    act(() => media.at(video, 42));

    fireEvent.click(within(openQuality()).getByRole('menuitemradio', { name: '1080p' }));
    expect(video).toHaveAttribute('src', '/media/videos/v-1?quality=1080p');
    expect(button('Quality: 1080p')).toBeInTheDocument();
    // the new source loads from 0 (the browser resets the position and the speed)
    act(() => {
      video.currentTime = 0;
      video.playbackRate = 1;
    });
    const plays = media.play.mock.calls.length;
    act(() => media.loaded(video, 100));
    expect(video.currentTime).toBe(42);
    expect(video.playbackRate).toBe(1.25);
    expect(media.play.mock.calls.length).toBe(plays + 1);
  });

  it('switching while paused stays paused at the same position; back to Auto', () => {
    const { video } = renderPlayer({ video: makeVideo({ availableQualities: ['1080p', '720p'] }) });
    act(() => media.loaded(video, 100));
    act(() => media.at(video, 30));
    fireEvent.click(within(openQuality()).getByRole('menuitemradio', { name: '1080p' }));
    video.currentTime = 0;
    act(() => media.loaded(video, 100));
    expect(video.currentTime).toBe(30);
    expect(media.play).not.toHaveBeenCalled();

    fireEvent.click(within(openQuality()).getByRole('menuitemradio', { name: 'Auto (720p)' }));
    expect(video).toHaveAttribute('src', '/media/videos/v-1?quality=720p');
  });

  it('a rendition that fails to load falls back to the original; the original failing says so', () => {
    const { video } = renderPlayer({ video: makeVideo({ availableQualities: ['720p'] }) });
    expect(video).toHaveAttribute('src', '/media/videos/v-1?quality=720p');
    fireEvent.error(video);
    expect(video).toHaveAttribute('src', '/media/videos/v-1');
    expect(button('Quality: Auto (Original)')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.error(video);
    expect(screen.getByRole('alert')).toHaveTextContent('This video could not be played.');
  });
});
