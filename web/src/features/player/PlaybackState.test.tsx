import { act, fireEvent, screen } from '@testing-library/react';
import { CONTROLS_HIDE_MS } from './constants';
import { makeVideo, renderPlayer, stubMedia, viewApiFetch } from './player.testing';

// The player's state (the toggle, the controls, the view clock) follows what the <video>
// element says it does, whatever made it play or stop: the controls, autoplay, a source
// switch, a shortcut, the system's media keys, picture-in-picture (public §4).

let media: ReturnType<typeof stubMedia>;
const realFetch = global.fetch;
let fetchMock: jest.Mock;

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

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}$`) });
const toggle = () => screen.getByRole('button', { name: /^(Play|Pause)$/ });
const calls = (method: 'POST' | 'PATCH') => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === method);
const starts = () => calls('POST').map(([url]) => String(url));
const reports = () => calls('PATCH').map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
const withRendition = makeVideo({ availableQualities: ['360p'] });

describe('the player follows the media element', () => {
  it('given the browser autoplayed the video before the player was committed (its events reached no handler), when the player mounts, then the toggle reads Pause, the controls hide and the view starts once', async () => {
    media.playBeforeCommit(100);
    const { frame, video } = renderPlayer({ video: withRendition, autoPlay: true });
    expect(toggle()).toHaveAccessibleName('Pause');
    expect(video).not.toHaveAttribute('autoplay');
    await advance(CONTROLS_HIDE_MS);
    expect(frame).toHaveAttribute('data-controls', 'hidden');
    expect(starts()).toEqual(['/api/videos/v-1/start-view']);
    act(() => media.at(video, 3));
    await advance(0);
    expect(starts()).toHaveLength(1);
  });

  it('given the element plays with no play event the player saw, when its time moves, then the toggle reads Pause, the controls hide and the view starts once', async () => {
    const { video, frame } = renderPlayer();
    act(() => media.loaded(video, 100));
    media.playsUnannounced(video);
    act(() => media.at(video, 0.25));
    act(() => media.at(video, 0.5));
    expect(toggle()).toHaveAccessibleName('Pause');
    await advance(CONTROLS_HIDE_MS);
    expect(frame).toHaveAttribute('data-controls', 'hidden');
    expect(starts()).toEqual(['/api/videos/v-1/start-view']);
  });

  it('given playback started and stopped outside the controls (media keys, picture-in-picture), then the toggle and the view follow', async () => {
    const { video, frame } = renderPlayer();
    act(() => media.loaded(video, 100));
    act(() => void video.play());
    expect(toggle()).toHaveAccessibleName('Pause');
    await advance(4000);
    act(() => media.at(video, 4));
    act(() => video.pause());
    expect(toggle()).toHaveAccessibleName('Play');
    await advance(0);
    expect(starts()).toHaveLength(1);
    expect(reports()).toEqual([{ viewId: 'view-1', watchedDuration: 4, completionPercentage: 4 }]);

    // buffering stops the view clock and shows the spinner; playing again restarts both
    act(() => void video.play());
    act(() => void video.dispatchEvent(new Event('waiting')));
    expect(frame).toHaveAttribute('aria-busy', 'true');
    await advance(5000);
    act(() => void video.dispatchEvent(new Event('playing')));
    expect(frame).toHaveAttribute('aria-busy', 'false');
    await advance(96_000);
    act(() => media.end(video));
    expect(toggle()).toHaveAccessibleName('Play');
    await advance(0);
    expect(starts()).toHaveLength(1);
    // 4 s, then 96 s to the end (the 5 s of buffering are not watched time)
    expect(reports().at(-1)).toEqual({ viewId: 'view-1', watchedDuration: 100, completionPercentage: 100 });
  });

  it('given autoplay of the rendition Auto picks, then the toggle reads Pause, the view starts, and a later source does not autoplay', async () => {
    const { video, frame } = renderPlayer({ video: withRendition, autoPlay: true });
    expect(video).toHaveAttribute('src', '/media/videos/v-1?quality=360p');
    expect(video).toHaveAttribute('autoplay');
    act(() => media.loaded(video, 100));
    act(() => void video.play());
    expect(toggle()).toHaveAccessibleName('Pause');
    expect(video).not.toHaveAttribute('autoplay');
    await advance(CONTROLS_HIDE_MS);
    expect(frame).toHaveAttribute('data-controls', 'hidden');
    expect(starts()).toEqual(['/api/videos/v-1/start-view']);
  });

  describe('a source switch (Auto picks a rendition that just became available)', () => {
    /** Plays the original for 5 s, then the video's renditions arrive and the source changes. */
    async function playingWhenRenditionArrives() {
      const player = renderPlayer({ video: makeVideo() });
      const { video } = player;
      act(() => media.loaded(video, 100));
      fireEvent.click(button('Play'));
      await advance(5000);
      act(() => media.at(video, 5));
      player.update({ video: withRendition });
      expect(video).toHaveAttribute('src', '/media/videos/v-1?quality=360p');
      act(() => media.newSource(video));
      return player;
    }

    it('resumes at the same position, playing, in the same view; the view clock stops while the new source loads', async () => {
      const { video, frame } = await playingWhenRenditionArrives();
      // loading: still playing as far as the viewer is concerned, with the spinner
      expect(toggle()).toHaveAccessibleName('Pause');
      expect(frame).toHaveAttribute('aria-busy', 'true');
      await advance(3000);
      act(() => media.loaded(video, 100));
      expect(video.currentTime).toBe(5);
      expect(video.paused).toBe(false);
      expect(toggle()).toHaveAccessibleName('Pause');
      expect(frame).toHaveAttribute('aria-busy', 'false');
      await advance(CONTROLS_HIDE_MS);
      expect(frame).toHaveAttribute('data-controls', 'hidden');

      act(() => media.at(video, 8));
      act(() => video.pause());
      await advance(0);
      expect(starts()).toHaveLength(1);
      // 5 s before the switch and 3 s after it: the 3 s of loading are not watched time
      expect(reports()).toEqual([{ viewId: 'view-1', watchedDuration: 8, completionPercentage: 8 }]);
    });

    it('when the browser refuses to resume, then the toggle reads Play, the controls stay and the view clock stops', async () => {
      const { video, frame } = await playingWhenRenditionArrives();
      media.refuseNextPlay();
      act(() => media.loaded(video, 100));
      await advance(0);
      expect(video.paused).toBe(true);
      expect(video.currentTime).toBe(5);
      expect(toggle()).toHaveAccessibleName('Play');
      await advance(10_000);
      expect(frame).toHaveAttribute('data-controls', 'shown');
      expect(reports()).toEqual([{ viewId: 'view-1', watchedDuration: 5, completionPercentage: 5 }]);
    });

    it('when Pause is pressed before the new source has loaded, then it stays paused at the same position', async () => {
      const { video } = await playingWhenRenditionArrives();
      const plays = media.play.mock.calls.length;
      fireEvent.click(button('Pause'));
      expect(toggle()).toHaveAccessibleName('Play');
      act(() => media.loaded(video, 100));
      expect(video.currentTime).toBe(5);
      expect(media.play.mock.calls.length).toBe(plays);
      expect(video.paused).toBe(true);
      expect(toggle()).toHaveAccessibleName('Play');
    });
  });
});
