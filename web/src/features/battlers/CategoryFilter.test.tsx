import { fireEvent, screen, within } from '@testing-library/react';
import { heldResponse } from '../../testing/busy';
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

/** The roster read waits until `release()`; then one active battler. */
function heldRoster() {
  const held = heldResponse(() => json(200, [makeBattler({ id: 'b-1', name: 'Big Mike' })]));
  stubFetch({ ...visitor, 'GET /api/battlers-with-stats': held.handler });
  const view = renderApp(<BattlersPage />, { route: '/battlers', path: '/battlers' });
  return { ...view, release: () => held.release() };
}

const tabTexts = () => within(screen.getByRole('tablist', { name: 'Battler categories' })).getAllByRole('tab').map((t) => t.textContent);
const LOADED = ['All (1)', 'Active (1)', 'Retired (0)', 'Hall of Fame (0)', 'In Memory (0)'];

describe('battler category filter', () => {
  it('claims no counts on the tabs while the roster loads: a placeholder, heard as loading', async () => {
    const roster = heldRoster();
    expect(screen.getByTestId('battler-skeletons')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Battler categories' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(NAMES.map((n) => `${n} (loading)`));
    for (const [i, name] of NAMES.entries()) {
      expect(tabs[i]).toHaveAccessibleName(`${name} (loading)`);
      expect(within(tabs[i]).getByTestId('count-skeleton')).toHaveAttribute('aria-hidden', 'true');
      expect(within(tabs[i]).getByText('(loading)')).toHaveClass('sr-only');
      expect(tabs[i]).not.toHaveTextContent(/\d/);
    }

    await roster.release();
    expect(await screen.findByRole('link', { name: 'Big Mike' })).toBeInTheDocument();
    expect(tabTexts()).toEqual(LOADED);
    expect(screen.queryByTestId('count-skeleton')).not.toBeInTheDocument();
  });

  it('shows the counts in the first render when the roster is already read (no placeholder flash)', async () => {
    const first = heldRoster();
    await first.release();
    expect(await screen.findByRole('link', { name: 'Big Mike' })).toBeInTheDocument();
    first.unmount();

    // back on the page with the roster in the store: the counts are there from the start
    renderApp(<BattlersPage />, { route: '/battlers', path: '/battlers', store: first.store });
    expect(tabTexts()).toEqual(LOADED);
    expect(screen.queryByTestId('count-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText('(loading)')).not.toBeInTheDocument();
  });

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

  it('shows the placeholder again, not zeros, while Try Again reads the roster', async () => {
    let fail = true;
    const held = heldResponse(() => json(200, [makeBattler({ id: 'b-1', name: 'Big Mike' })]));
    stubFetch({ ...visitor, 'GET /api/battlers-with-stats': () => (fail ? json(500, { message: 'boom' }) : held.handler()) });
    renderApp(<BattlersPage />, { route: '/battlers', path: '/battlers' });
    expect(await screen.findByRole('heading', { name: "Couldn't load battlers" })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('battler-skeletons')).toBeInTheDocument();
    expect(tabTexts()).toEqual(NAMES.map((n) => `${n} (loading)`));
    await held.release();
    expect(await screen.findByRole('link', { name: 'Big Mike' })).toBeInTheDocument();
    expect(tabTexts()).toEqual(LOADED);
  });

  describe('on a phone', () => {
    onAPhone();
    const options = () => within(screen.getByLabelText('Category')).getAllByRole('option').map((o) => o.textContent);

    it('lists the categories without counts while the roster loads, with them once read and when read already', async () => {
      const roster = heldRoster();
      expect(screen.getByTestId('battler-skeletons')).toBeInTheDocument();
      expect(options()).toEqual(NAMES);

      await roster.release();
      expect(await screen.findByRole('link', { name: 'Big Mike' })).toBeInTheDocument();
      expect(options()).toEqual(LOADED);
      roster.unmount();

      renderApp(<BattlersPage />, { route: '/battlers', path: '/battlers', store: roster.store });
      expect(options()).toEqual(LOADED);
    });

    it('lists the categories without counts while the roster cannot be read', async () => {
      const roster = failingRoster();
      expect(await screen.findByRole('heading', { name: "Couldn't load battlers" })).toBeInTheDocument();
      expect(options()).toEqual(NAMES);

      roster.ok();
      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByRole('link', { name: 'Big Mike' })).toBeInTheDocument();
      expect(options()).toEqual(['All (1)', 'Active (1)', 'Retired (0)', 'Hall of Fame (0)', 'In Memory (0)']);
    });
  });
});
