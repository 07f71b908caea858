import { act, fireEvent, screen, within } from '@testing-library/react';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import BattlersPage from './BattlersPage';
import { makeBattler } from './fixtures.testing';

const roster = [
  makeBattler({ id: 'b-1', name: 'Big Mike', totalVotes: 120 }),
  makeBattler({ id: 'b-2', name: 'Ace', totalVotes: 500 }),
  makeBattler({ id: 'b-3', name: 'Old Timer', category: 'retired', isRetired: true, totalVotes: 5 }),
  makeBattler({ id: 'b-4', name: 'Legend', category: 'hall_of_fame', isHallOfFame: true, totalVotes: 60 }),
  makeBattler({ id: 'b-5', name: 'Lee', category: 'hall_of_fame', isHallOfFame: true, totalVotes: 90 }),
];

function setup(route: string) {
  stubFetch({ ...visitor, 'GET /api/battlers-with-stats': () => json(200, roster) });
  return renderApp(<BattlersPage />, { route, path: '/battlers' });
}

const cardNames = () => within(screen.getByRole('list', { name: 'Battlers' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const searchBox = () => screen.getByLabelText('Search battlers');
const sortBox = () => screen.getByLabelText('Sort by');

describe('the battler list in the address (?q=, ?sort=, ?category=)', () => {
  it('given a shared link with a search, sort and tab, when the page opens, then it shows that list', async () => {
    setup('/battlers?q=le&sort=votes&category=hall_of_fame');
    await screen.findByRole('link', { name: 'Legend' });
    expect(searchBox()).toHaveValue('le');
    expect(sortBox()).toHaveValue('votes');
    expect(tab(/^Hall of Fame/)).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Lee', 'Legend']);
  });

  it('given an unknown sort and tab in the address, then the list falls back to Alphabetical and All', async () => {
    setup('/battlers?sort=loudest&category=champions');
    await screen.findByRole('link', { name: 'Ace' });
    expect(sortBox()).toHaveValue('name');
    expect(tab(/^All/)).toHaveAttribute('aria-selected', 'true');
    // the first cards only: the rest come after the first paint
    expect(cardNames()).toEqual(['Ace', 'Big Mike', 'Lee']);
    expect(screen.getByText('Showing 5 battlers')).toBeInTheDocument();
  });

  it('given typing, a tab and a sort, then typing replaces the entry, the tab and the sort each add one, and Back undoes them in turn', async () => {
    const { router } = setup('/battlers');
    await screen.findByRole('link', { name: 'Ace' });
    fireEvent.change(searchBox(), { target: { value: 'x' } });
    fireEvent.change(searchBox(), { target: { value: 'l' } });
    expect(router.state.location.search).toBe('?q=l');
    expect(router.state.historyAction).toBe('REPLACE');

    fireEvent.click(tab(/^Hall of Fame/));
    expect(router.state.location.search).toBe('?q=l&category=hall_of_fame');
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.change(sortBox(), { target: { value: 'votes' } });
    expect(router.state.location.search).toBe('?q=l&category=hall_of_fame&sort=votes');
    expect(cardNames()).toEqual(['Lee', 'Legend']);

    await act(() => router.navigate(-1));
    expect(sortBox()).toHaveValue('name');
    expect(cardNames()).toEqual(['Lee', 'Legend']);
    await act(() => router.navigate(-1));
    expect(tab(/^All/)).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveValue('l');
    expect(cardNames()).toEqual(['Lee', 'Legend', 'Old Timer']);
  });

  it('given a tab and sort chosen, when the defaults are chosen again, then the address carries neither', async () => {
    const { router } = setup('/battlers?category=retired&sort=votes');
    await screen.findByRole('link', { name: 'Old Timer' });
    fireEvent.click(tab(/^All/));
    fireEvent.change(sortBox(), { target: { value: 'name' } });
    fireEvent.change(searchBox(), { target: { value: 'x' } });
    fireEvent.change(searchBox(), { target: { value: '' } });
    expect(router.state.location.search).toBe('');
  });

  it('given the same tab clicked again, then no history entry is added', async () => {
    const { router } = setup('/battlers?category=retired');
    await screen.findByRole('link', { name: 'Old Timer' });
    fireEvent.click(tab(/^Retired/));
    expect(router.state.historyAction).toBe('POP');
  });

  it('given a past instant (asOf) in the address, when a tab is chosen, then the instant stays', async () => {
    const { router } = setup('/battlers?asOf=2024-01-01T00%3A00%3A00.000Z');
    fireEvent.click(await screen.findByRole('tab', { name: /^Retired/ }));
    expect(new URLSearchParams(router.state.location.search).get('asOf')).toBe('2024-01-01T00:00:00.000Z');
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('retired');
  });
});
