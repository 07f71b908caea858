import { fireEvent, screen, within } from '@testing-library/react';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import BattlersPage from './BattlersPage';
import { makeBattler } from './fixtures.testing';
import { onAPhone } from '../../testing/phone';

const NAMES = ['All', 'Active', 'Retired', 'Hall of Fame', 'In Memory'];

/** The roster read fails until `ok()`; then one active battler. */
function failingRoster() {
  let fail = true;
  stubFetch({
    ...visitor,
    'GET /api/battlers-with-stats': () => (fail ? json(500, { message: 'boom' }) : json(200, [makeBattler({ id: 'b-1', name: 'Big Mike' })])),
  });
  renderApp(<BattlersPage />, { route: '/battlers', path: '/battlers' });
  return {
    ok: () => {
      fail = false;
    },
  };
}

describe('battler category filter', () => {
  it('claims no counts on the tabs while the roster cannot be read, and shows them once it can', async () => {
    const roster = failingRoster();
    expect(await screen.findByRole('heading', { name: "Couldn't load battlers" })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Battler categories' })).getAllByRole('tab');
    // the spec's tab names, with the tiles' convention for an unknown number: a dash, heard as 'unavailable'
    expect(tabs.map((t) => t.textContent)).toEqual(NAMES.map((n) => `${n} (—)(unavailable)`));
    for (const [i, name] of NAMES.entries()) {
      expect(tabs[i]).toHaveAccessibleName(`${name} (unavailable)`);
      expect(within(tabs[i]).getByText('(—)')).toHaveAttribute('aria-hidden', 'true');
      expect(within(tabs[i]).getByText('(unavailable)')).toHaveClass('sr-only');
      expect(tabs[i]).not.toHaveTextContent(/\d/);
    }

    roster.ok();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Big Mike' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All (1)', 'Active (1)', 'Retired (0)', 'Hall of Fame (0)', 'In Memory (0)']);
    expect(screen.queryByText('(unavailable)')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('lists the categories without counts while the roster cannot be read', async () => {
      const roster = failingRoster();
      expect(await screen.findByRole('heading', { name: "Couldn't load battlers" })).toBeInTheDocument();
      const options = () => within(screen.getByLabelText('Category')).getAllByRole('option').map((o) => o.textContent);
      expect(options()).toEqual(NAMES);

      roster.ok();
      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('link', { name: 'Big Mike' })).toBeInTheDocument();
      expect(options()).toEqual(['All (1)', 'Active (1)', 'Retired (0)', 'Hall of Fame (0)', 'In Memory (0)']);
    });
  });
});
