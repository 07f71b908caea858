import { screen, within } from '@testing-library/react';
import { makeVideo } from '../catalogue/fixtures.testing';
import { renderApp, stubFetch, visitor } from '../../testing/render';
import { VideoPlayerView } from './VideoPlayerView';

const video = makeVideo({ id: 'v1', title: 'Opening Clash' });

describe('the player view over the page', () => {
  it('adds no banner landmark of its own: the site header stays the only one', async () => {
    stubFetch(visitor);
    renderApp(
      <>
        <header>The league</header>
        <main>
          <VideoPlayerView video={video} onClose={() => undefined} renderPlayer={() => <div />} sidePanel={<aside aria-label="Battlers" />} />
        </main>
      </>,
    );
    const player = await screen.findByRole('dialog', { name: 'Opening Clash' });
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(within(player).queryByRole('banner')).not.toBeInTheDocument();
    // its top bar keeps the title and Close
    expect(within(player).getByRole('heading', { level: 2, name: 'Opening Clash' })).toBeInTheDocument();
    expect(within(player).getByRole('button', { name: 'Close player' })).toBeInTheDocument();
  });
});
