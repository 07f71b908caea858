import { act, fireEvent, screen, within } from '@testing-library/react';
import { CONTROLS_HIDE_MS } from './constants';
import { makeVideo, polyfillPointerEvent, renderPlayer, stubMedia, viewApiFetch } from './player.testing';

let media: ReturnType<typeof stubMedia>;
const realFetch = global.fetch;
let fetchMock: jest.Mock;
let unpolyfill: () => void;

beforeAll(() => {
  unpolyfill = polyfillPointerEvent();
});
afterAll(() => unpolyfill());

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  media = stubMedia();
  fetchMock = viewApiFetch();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  media.restore();
  global.fetch = realFetch;
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const controls = () => screen.getByTestId('player-controls');
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('VideoPlayer', () => {
  it('is a custom player: no native controls, the poster, inline playback, labelled controls', () => {
    const { video, frame } = renderPlayer();
    expect(video).not.toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/uploads/thumbs/v-1.jpg');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('src', '/media/videos/v-1');
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toHaveAccessibleName('Video player: Big Mike vs Slim');
    for (const name of ['Play', 'Mute', 'Playback speed: Normal', 'Quality: Auto (Original)', 'Theater mode', 'Full screen']) {
      expect(button(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    expect(button('Mute')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Theater mode')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Full screen')).toHaveAttribute('aria-pressed', 'false');
    expect(button(/^Playback speed/)).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('plays and pauses from the button and shows m:ss / m:ss', () => {
    const { video } = renderPlayer({ video: makeVideo({ duration: 125 }) });
    expect(screen.getByTestId('player-controls')).toHaveTextContent('0:00 / 2:05');
    fireEvent.click(button('Play'));
    expect(media.play).toHaveBeenCalledTimes(1);
    act(() => media.at(video, 61.7));
    expect(screen.getByTestId('player-controls')).toHaveTextContent('1:01 / 2:05');
    fireEvent.click(button('Pause'));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(button('Play')).toBeInTheDocument();
  });

  describe('controls auto-hide', () => {
    it('hides the controls 3 s after playing starts and shows them again on mouse move', () => {
      const { frame } = renderPlayer();
      // paused: they stay
      advance(10_000);
      expect(frame).toHaveAttribute('data-controls', 'shown');

      fireEvent.click(button('Play'));
      advance(CONTROLS_HIDE_MS - 1);
      expect(frame).toHaveAttribute('data-controls', 'shown');
      advance(1);
      expect(frame).toHaveAttribute('data-controls', 'hidden');
      expect(controls()).toHaveStyle({ opacity: '0' });

      fireEvent.mouseMove(frame);
      expect(frame).toHaveAttribute('data-controls', 'shown');
      advance(CONTROLS_HIDE_MS - 1);
      expect(frame).toHaveAttribute('data-controls', 'shown');
      advance(1);
      expect(frame).toHaveAttribute('data-controls', 'hidden');
    });

    it('a tap on hidden controls only shows them; a tap on shown ones plays and pauses', () => {
      const { frame, video } = renderPlayer();
      fireEvent.click(button('Play'));
      advance(CONTROLS_HIDE_MS);
      expect(frame).toHaveAttribute('data-controls', 'hidden');
      fireEvent.pointerDown(video, { pointerType: 'touch' });
      fireEvent.click(video);
      expect(frame).toHaveAttribute('data-controls', 'shown');
      expect(media.pause).not.toHaveBeenCalled();
      fireEvent.pointerDown(video, { pointerType: 'touch' });
      fireEvent.click(video);
      expect(media.pause).toHaveBeenCalledTimes(1);
      // a mouse click always toggles, hidden controls or not
      advance(CONTROLS_HIDE_MS);
      fireEvent.click(video);
      expect(media.play).toHaveBeenCalledTimes(2);
      advance(CONTROLS_HIDE_MS);
      expect(frame).toHaveAttribute('data-controls', 'hidden');
      fireEvent.pointerDown(video, { pointerType: 'mouse' });
      fireEvent.click(video);
      expect(media.pause).toHaveBeenCalledTimes(2);
    });

    it('shows them on a key or on focus, and keeps them while paused', () => {
      const { frame, video } = renderPlayer();
      fireEvent.click(button('Play'));
      advance(CONTROLS_HIDE_MS);
      expect(frame).toHaveAttribute('data-controls', 'hidden');
      fireEvent.keyDown(frame, { key: 'ArrowUp' });
      expect(frame).toHaveAttribute('data-controls', 'shown');
      advance(CONTROLS_HIDE_MS);
      expect(frame).toHaveAttribute('data-controls', 'hidden');
      fireEvent.focus(button('Pause'));
      expect(frame).toHaveAttribute('data-controls', 'shown');
      advance(CONTROLS_HIDE_MS);
      expect(frame).toHaveAttribute('data-controls', 'hidden');

      act(() => video.pause());
      expect(frame).toHaveAttribute('data-controls', 'shown');
      advance(10_000);
      expect(frame).toHaveAttribute('data-controls', 'shown');
    });

    it('keeps them up while a menu is open', () => {
      const { frame } = renderPlayer();
      fireEvent.click(button('Play'));
      fireEvent.click(button(/^Playback speed/));
      advance(10_000);
      expect(frame).toHaveAttribute('data-controls', 'shown');
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      advance(CONTROLS_HIDE_MS);
      expect(frame).toHaveAttribute('data-controls', 'hidden');
    });
  });

  describe('speed menu', () => {
    it('lists 0.5× … 2× as radio items and sets playbackRate', () => {
      const { video } = renderPlayer();
      fireEvent.click(button('Playback speed: Normal'));
      expect(button('Playback speed: Normal')).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByRole('menu', { name: 'Playback speed' });
      const items = within(menu).getAllByRole('menuitemradio');
      expect(items.map((i) => i.textContent)).toEqual(['0.5×', '0.75×', 'Normal', '1.25×', '1.5×', '2×']);
      expect(within(menu).getByRole('menuitemradio', { name: 'Normal' })).toHaveAttribute('aria-checked', 'true');
      expect(within(menu).getByRole('menuitemradio', { name: 'Normal' })).toHaveFocus();

      fireEvent.click(within(menu).getByRole('menuitemradio', { name: '1.5×' }));
      expect(video.playbackRate).toBe(1.5);
      expect(video.defaultPlaybackRate).toBe(1.5);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button('Playback speed: 1.5×')).toHaveFocus();

      fireEvent.click(button('Playback speed: 1.5×'));
      expect(screen.getByRole('menuitemradio', { name: '1.5×' })).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByRole('menuitemradio', { name: 'Normal' })).toHaveAttribute('aria-checked', 'false');
    });

    it('moves with the arrow keys, closes on Escape without leaving theater, and on a click outside', () => {
      const { frame } = renderPlayer();
      fireEvent.click(button('Theater mode'));
      fireEvent.click(button('Playback speed: Normal'));
      const normal = screen.getByRole('menuitemradio', { name: 'Normal' });
      fireEvent.keyDown(normal, { key: 'ArrowDown' });
      expect(screen.getByRole('menuitemradio', { name: '1.25×' })).toHaveFocus();
      fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
      expect(screen.getByRole('menuitemradio', { name: '2×' })).toHaveFocus();
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
      expect(screen.getByRole('menuitemradio', { name: '0.5×' })).toHaveFocus();
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(frame).toHaveAttribute('data-mode', 'theater');
      expect(button('Playback speed: Normal')).toHaveFocus();

      fireEvent.click(button('Playback speed: Normal'));
      fireEvent.pointerDown(document.body);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  describe('keyboard shortcuts on the focused player', () => {
    it('Space / K play and pause, J / L and ← / → seek, ↑ / ↓ volume, M mutes', () => {
      const { frame, video } = renderPlayer();
      act(() => media.loaded(video, 100));
      fireEvent.keyDown(frame, { key: ' ' });
      expect(media.play).toHaveBeenCalledTimes(1);
      fireEvent.keyDown(frame, { key: 'k' });
      expect(media.pause).toHaveBeenCalledTimes(1);
      fireEvent.keyDown(frame, { key: 'K' });
      expect(media.play).toHaveBeenCalledTimes(2);

      video.currentTime = 50;
      fireEvent.keyDown(frame, { key: 'l' });
      expect(video.currentTime).toBe(60);
      fireEvent.keyDown(frame, { key: 'j' });
      expect(video.currentTime).toBe(50);
      fireEvent.keyDown(frame, { key: 'ArrowRight' });
      expect(video.currentTime).toBe(55);
      fireEvent.keyDown(frame, { key: 'ArrowLeft' });
      expect(video.currentTime).toBe(50);
      video.currentTime = 97;
      fireEvent.keyDown(frame, { key: 'L' });
      expect(video.currentTime).toBe(100);
      video.currentTime = 3;
      fireEvent.keyDown(frame, { key: 'J' });
      expect(video.currentTime).toBe(0);

      fireEvent.keyDown(frame, { key: 'ArrowDown' });
      expect(video.volume).toBe(0.95);
      fireEvent.keyDown(frame, { key: 'ArrowUp' });
      fireEvent.keyDown(frame, { key: 'ArrowUp' });
      expect(video.volume).toBe(1);

      fireEvent.keyDown(frame, { key: 'm' });
      expect(video.muted).toBe(true);
      expect(button('Unmute')).toHaveAttribute('aria-pressed', 'true');
      fireEvent.keyDown(frame, { key: 'M' });
      expect(video.muted).toBe(false);
    });

    it('leaves Space on a button to the button, and modified keys to the browser', () => {
      const { frame } = renderPlayer();
      fireEvent.keyDown(button('Mute'), { key: ' ' });
      fireEvent.keyDown(frame, { key: 'k', ctrlKey: true });
      expect(media.play).not.toHaveBeenCalled();
      // a letter shortcut works from a focused control too
      fireEvent.keyDown(button('Mute'), { key: 'k' });
      expect(media.play).toHaveBeenCalledTimes(1);
    });

    it('the seek bar seeks by 5 s with its own arrows; the volume slider keeps its arrows', () => {
      const { video } = renderPlayer();
      act(() => media.loaded(video, 100));
      const seek = screen.getByRole('slider', { name: 'Seek' });
      act(() => media.at(video, 20));
      fireEvent.keyDown(seek, { key: 'ArrowRight' });
      expect(video.currentTime).toBe(25);
      fireEvent.keyDown(seek, { key: 'ArrowUp' });
      expect(video.currentTime).toBe(30);
      expect(video.volume).toBe(1);
      fireEvent.keyDown(seek, { key: 'PageDown' });
      expect(video.currentTime).toBe(20);
      fireEvent.keyDown(seek, { key: 'End' });
      expect(video.currentTime).toBe(100);
      fireEvent.change(seek, { target: { value: '42' } });
      expect(video.currentTime).toBe(42);
      expect(seek).toHaveAttribute('aria-valuetext', '0:42 of 1:40');

      const volume = screen.getByRole('slider', { name: 'Volume' });
      fireEvent.keyDown(volume, { key: 'ArrowLeft' });
      expect(video.currentTime).toBe(42);
      fireEvent.change(volume, { target: { value: '0.3' } });
      expect(video.volume).toBe(0.3);
    });
  });

  describe('view tracking', () => {
    it('starts the view on the first play, reports on pause and on close with keepalive', async () => {
      const { video, unmount } = renderPlayer();
      const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${String(url)}`);
      fireEvent.click(button('Play'));
      await act(() => jest.advanceTimersByTimeAsync(4000));
      act(() => media.at(video, 4));
      act(() => video.pause());
      act(() => {
        void video.play();
      });
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(calls()).toEqual(['POST /api/videos/v-1/start-view', 'PATCH /api/videos/v-1/update-view']);
      unmount();
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(calls()).toHaveLength(3);
      const last = fetchMock.mock.calls[2][1] as RequestInit;
      expect(last).toMatchObject({ method: 'PATCH', keepalive: true, credentials: 'include' });
      expect(JSON.parse(String(last.body))).toEqual({ viewId: 'view-1', watchedDuration: 5, completionPercentage: 4 });
    });

    it('sends nothing for a player that never played', () => {
      const { unmount } = renderPlayer();
      unmount();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });
});
