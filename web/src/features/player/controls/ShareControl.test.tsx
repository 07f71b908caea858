import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeVideo, renderPlayer, stubMedia } from '../player.testing';

let media: ReturnType<typeof stubMedia>;
beforeEach(() => {
  media = stubMedia();
});

afterEach(() => {
  media.restore();
  for (const name of ['share', 'clipboard']) delete (navigator as unknown as Record<string, unknown>)[name];
});

describe("the player's Share button", () => {
  it('given a browser with the Web Share API, when Share is pressed, then the battle link names its event and video', async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    renderPlayer({ video: makeVideo({ id: 'v1', eventId: 'e1', title: 'Big Mike vs Slim' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Share this battle' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Big Mike vs Slim', url: `${window.location.origin}/events/e1?video=v1` }),
    );
    // the button sits in the control bar, not on the video, so pressing it does not start playback
    expect(media.play).not.toHaveBeenCalled();
  });

  it('given no Web Share API, when Share is pressed, then the battle link is copied with a toast', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
    renderPlayer({ video: makeVideo({ id: 'v1', eventId: 'e1' }) });
    const button = screen.getByRole('button', { name: 'Share this battle' });
    act(() => button.focus());
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/e1?video=v1`);
  });
});
