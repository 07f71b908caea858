import { fireEvent, screen, within } from '@testing-library/react';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import BattlersPage from './BattlersPage';
import { makeBattler } from './fixtures.testing';

const TILES = ['Total', 'Active', 'Hall of Fame', 'In Memory'];

describe('battlers summary tiles', () => {
  it('claims no counts while the roster cannot be read, and shows them once it can', async () => {
    let fail = true;
    stubFetch({
      ...visitor,
      'GET /api/battlers-with-stats': () => (fail ? json(500, { message: 'boom' }) : json(200, [makeBattler({ id: 'b-1', name: 'Big Mike' })])),
    });
    renderApp(<BattlersPage />, { route: '/battlers', path: '/battlers' });

    // the page's own error state, unchanged
    expect(await screen.findByRole('heading', { name: "Couldn't load battlers" })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while loading the roster. Please try again.')).toBeInTheDocument();
    for (const label of TILES) {
      const tile = screen.getByTestId(`tile-${label}`);
      const value = within(tile).getByRole('definition');
      expect(value).not.toHaveTextContent(/\d/);
      expect(value).toHaveTextContent('—');
      // a screen reader hears 'unavailable', not the dash
      expect(within(value).getByText('—')).toHaveAttribute('aria-hidden', 'true');
      expect(within(value).getByText('unavailable')).toHaveClass('sr-only');
    }

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Big Mike' })).toBeInTheDocument();
    expect(screen.getByTestId('tile-Total')).toHaveTextContent('1');
    expect(screen.getByTestId('tile-Active')).toHaveTextContent('1');
    expect(screen.getByTestId('tile-Hall of Fame')).toHaveTextContent('0');
    expect(screen.queryByText('unavailable')).not.toBeInTheDocument();
  });
});
