import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../testing/render';
import type { Battler } from '../catalogue';
import BattlersPage from './BattlersPage';
import { makeBattler } from './fixtures.testing';
import { onAPhone } from '../../testing/phone';

const LONG_TAGLINE = 'T'.repeat(55);
const LONG_QUOTE = 'Q'.repeat(150);

const roster: Battler[] = [
  makeBattler({ id: 'b-1', name: 'Big Mike', tagline: LONG_TAGLINE, quote: LONG_QUOTE, winRate: 70, totalVotes: 120, battles: 10, totalYoutubeViews: 12_500 }),
  makeBattler({ id: 'b-2', name: 'Ace', winRate: null, battles: 0, wins: 0, losses: 0, totalVotes: 500 }),
  makeBattler({ id: 'b-3', name: 'Old Timer', category: 'retired', isRetired: true, winRate: 40, battles: 30, totalVotes: 5 }),
  makeBattler({
    id: 'b-4',
    name: 'Legend',
    category: 'hall_of_fame',
    isHallOfFame: true,
    tagline: LONG_TAGLINE,
    quote: LONG_QUOTE,
    winRate: 95.25,
    battles: 20,
    totalVotes: 60,
  }),
  makeBattler({
    id: 'b-5',
    name: 'Gone Too Soon',
    category: 'in_memory',
    isDeceased: true,
    isHallOfFame: true,
    deceasedDate: '2023-05-01',
    memorialNotes: 'Forever the heart of the league.',
    tagline: LONG_TAGLINE,
    quote: LONG_QUOTE,
    battles: 14,
    wins: 9,
    totalVotes: 777,
  }),
];

function setup(battlers: Battler[] = roster, extra: Parameters<typeof stubFetch>[0] = visitor) {
  const stub = stubFetch({ 'GET /api/battlers-with-stats': () => json(200, battlers), ...extra });
  const view = renderApp(<BattlersPage />, {
    route: '/battlers',
    path: '/battlers',
    routes: [{ path: '/battlers/:id', element: <p>detail page</p> }],
  });
  return { ...stub, ...view };
}

const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;
const cardNames = () => within(screen.getByRole('list', { name: 'Battlers' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const tab = (name: RegExp) => screen.getByRole('tab', { name });
// lets the pending reads (current user, settings) land inside act
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));

describe('battlers screen', () => {
  it('shows the title, roster tiles and a card per battler linking to its page', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'UBR BATTLERS' })).toBeInTheDocument();
    expect(screen.getByTestId('battler-skeletons')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Big Mike' });
    expect(screen.getByTestId('tile-Total')).toHaveTextContent('5');
    expect(screen.getByTestId('tile-Active')).toHaveTextContent('2');
    expect(screen.getByTestId('tile-Hall of Fame')).toHaveTextContent('1');
    expect(screen.getByTestId('tile-In Memory')).toHaveTextContent('1');
    // the cards past the first paint's three arrive a frame later
    expect(await screen.findByRole('link', { name: 'Legend' })).toHaveAttribute('href', '/battlers/b-4');
    fireEvent.click(screen.getByRole('link', { name: 'Ace' }));
    expect(await screen.findByText('detail page')).toBeInTheDocument();
  });

  it('cuts taglines at 40 and quotes at 60 on regular cards', async () => {
    setup();
    await screen.findByRole('link', { name: 'Big Mike' });
    const mike = card('Big Mike');
    expect(within(mike).getByText(`${'T'.repeat(40)}...`)).toBeInTheDocument();
    expect(within(mike).getByText(`${'Q'.repeat(60)}...`)).toBeInTheDocument();
    expect(within(mike).queryByText('Hall of Fame')).not.toBeInTheDocument();
  });

  it('cuts the quote at 100 on Hall of Fame cards and shows the badge', async () => {
    setup();
    await screen.findByRole('link', { name: 'Legend' });
    const legend = card('Legend');
    expect(within(legend).getByText(`${'T'.repeat(40)}...`)).toBeInTheDocument();
    expect(within(legend).getByText(`${'Q'.repeat(100)}...`)).toBeInTheDocument();
    expect(within(legend).getByText('Hall of Fame')).toBeInTheDocument();
    expect(within(legend).getByText('95.3%')).toBeInTheDocument();
  });

  it('shows memorial cards with the date, a 120-character quote, notes and Legacy Votes', async () => {
    setup();
    await screen.findByRole('link', { name: 'Gone Too Soon' });
    const memorial = card('Gone Too Soon');
    expect(memorial).toHaveAttribute('data-kind', 'memorial');
    expect(within(memorial).getByText('In Memory')).toBeInTheDocument();
    expect(within(memorial).getByText('Hall of Fame')).toBeInTheDocument();
    expect(within(memorial).getByText('May 1, 2023')).toBeInTheDocument();
    expect(within(memorial).getByText(`${'Q'.repeat(120)}...`)).toBeInTheDocument();
    expect(within(memorial).getByText('Forever the heart of the league.')).toBeInTheDocument();
    expect(within(memorial).getByText('Legacy Votes').nextSibling).toHaveTextContent('777');
    expect(within(memorial).getByText('Wins').nextSibling).toHaveTextContent('9');
    // the memorial card carries no tagline and no win rate
    expect(within(memorial).queryByText(`${'T'.repeat(40)}...`)).not.toBeInTheDocument();
    expect(within(memorial).queryByText('Win Rate')).not.toBeInTheDocument();
  });

  it('shows record stats, N/A for a battler without battles', async () => {
    setup();
    await screen.findByRole('link', { name: 'Ace' });
    const ace = card('Ace');
    expect(within(ace).getByText('Win Rate').nextSibling).toHaveTextContent('N/A');
    const mike = card('Big Mike');
    expect(within(mike).getByText('Win Rate').nextSibling).toHaveTextContent('70.0%');
    expect(within(mike).getByText('W / L').nextSibling).toHaveTextContent('7-3');
    expect(within(mike).getByText('Votes').nextSibling).toHaveTextContent('120');
  });

  it('counts each category in the tabs and filters by it', async () => {
    setup();
    await screen.findByRole('link', { name: 'Big Mike' });
    expect(screen.getByRole('tablist', { name: 'Battler categories' })).toBeInTheDocument();
    expect(tab(/^All \(5\)$/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Active \(2\)$/)).toBeInTheDocument();
    expect(tab(/^Retired \(1\)$/)).toBeInTheDocument();
    expect(tab(/^Hall of Fame \(1\)$/)).toBeInTheDocument();
    expect(tab(/^In Memory \(1\)$/)).toBeInTheDocument();

    fireEvent.click(tab(/^Active/));
    expect(tab(/^Active/)).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Ace', 'Big Mike']);
    fireEvent.click(tab(/^Retired/));
    expect(cardNames()).toEqual(['Old Timer']);
    fireEvent.click(tab(/^Hall of Fame/));
    expect(cardNames()).toEqual(['Legend']);
    fireEvent.click(tab(/^In Memory/));
    expect(cardNames()).toEqual(['Gone Too Soon']);
  });

  it('moves between tabs with the arrow keys', async () => {
    setup();
    await screen.findByRole('link', { name: 'Big Mike' });
    fireEvent.keyDown(tab(/^All/), { key: 'ArrowRight' });
    expect(tab(/^Active/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Active/)).toHaveFocus();
  });

  it('sorts alphabetically, by win rate (N/A last), by votes and by battles', async () => {
    setup();
    await screen.findByRole('link', { name: 'Old Timer' });
    expect(cardNames()).toEqual(['Ace', 'Big Mike', 'Gone Too Soon', 'Legend', 'Old Timer']);
    const sort = screen.getByLabelText('Sort by');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Alphabetical',
      'Highest Win Rate',
      'Most Votes',
      'Most Battles',
    ]);
    fireEvent.change(sort, { target: { value: 'winRate' } });
    // Gone Too Soon keeps the fixture's 70 win rate; ties fall back to the name
    expect(cardNames()).toEqual(['Legend', 'Big Mike', 'Gone Too Soon', 'Old Timer', 'Ace']);
    fireEvent.change(sort, { target: { value: 'votes' } });
    expect(cardNames()).toEqual(['Gone Too Soon', 'Ace', 'Big Mike', 'Legend', 'Old Timer']);
    fireEvent.change(sort, { target: { value: 'battles' } });
    expect(cardNames()).toEqual(['Old Timer', 'Legend', 'Gone Too Soon', 'Big Mike', 'Ace']);
  });

  it('searches names on the client and updates the tab counts', async () => {
    const { calls } = setup();
    await screen.findByRole('link', { name: 'Big Mike' });
    fireEvent.change(screen.getByLabelText('Search battlers'), { target: { value: 'LEG' } });
    expect(cardNames()).toEqual(['Legend']);
    expect(tab(/^All \(1\)$/)).toBeInTheDocument();
    expect(tab(/^Active \(0\)$/)).toBeInTheDocument();
    // the roster tiles keep the whole league's numbers
    expect(screen.getByTestId('tile-Total')).toHaveTextContent('5');
    fireEvent.change(screen.getByLabelText('Search battlers'), { target: { value: 'nobody' } });
    expect(screen.getByRole('heading', { name: 'No battlers found matching "nobody"' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/battlers-with-stats')).toHaveLength(1);
  });

  it('says so when a tab has nobody in it', async () => {
    setup([makeBattler({ id: 'x', name: 'Solo' })]);
    await screen.findByRole('link', { name: 'Solo' });
    fireEvent.click(tab(/^Retired/));
    expect(screen.getByRole('heading', { name: 'No retired battlers yet' })).toBeInTheDocument();
    fireEvent.click(tab(/^Hall of Fame/));
    expect(screen.getByRole('heading', { name: 'No Hall of Fame inductees yet' })).toBeInTheDocument();
    fireEvent.click(tab(/^In Memory/));
    expect(screen.getByRole('heading', { name: 'No memorial entries' })).toBeInTheDocument();
  });

  it('says so when the league has no battlers at all', async () => {
    setup([]);
    expect(await screen.findByRole('heading', { name: 'No battlers yet' })).toBeInTheDocument();
    fireEvent.click(tab(/^Active/));
    expect(screen.getByRole('heading', { name: 'No active battlers yet' })).toBeInTheDocument();
  });

  it('shows YouTube views only when the setting is on and the count is above 0', async () => {
    const { unmount } = setup(roster, {
      ...visitor,
      'GET /api/system-settings/youtube_views_visible': () => json(200, { key: 'youtube_views_visible', value: 'true' }),
    });
    await screen.findByRole('link', { name: 'Big Mike' });
    await waitFor(() => expect(within(card('Big Mike')).getByText('YouTube Views').nextSibling).toHaveTextContent('12.5K'));
    expect(within(card('Ace')).queryByText('YouTube Views')).not.toBeInTheDocument();
    unmount();

    // a Hall of Fame card too, with a count just under a million (never '1000.0K')
    const famous = roster.map((b) => (b.id === 'b-4' ? { ...b, totalYoutubeViews: 999_999 } : b));
    const second = setup(famous, {
      ...visitor,
      'GET /api/system-settings/youtube_views_visible': () => json(200, { key: 'youtube_views_visible', value: 'true' }),
    });
    await screen.findByRole('link', { name: 'Legend' });
    await waitFor(() => expect(within(card('Legend')).getByText('YouTube Views').nextSibling).toHaveTextContent('1.0M'));
    second.unmount();

    setup(roster, {
      ...visitor,
      'GET /api/system-settings/youtube_views_visible': () => json(200, { key: 'youtube_views_visible', value: 'false' }),
    });
    await screen.findByRole('link', { name: 'Big Mike' });
    await settle();
    expect(within(card('Big Mike')).queryByText('YouTube Views')).not.toBeInTheDocument();
  });

  it('offers the YouTube views switch to admins only, saving true/false', async () => {
    const { unmount } = setup(roster, signedIn(makeUser()));
    await screen.findByRole('link', { name: 'Big Mike' });
    await settle();
    expect(screen.queryByRole('switch', { name: 'Show YouTube Views (Admin)' })).not.toBeInTheDocument();
    unmount();

    const { calls } = setup(roster, {
      ...signedIn(makeUser({ role: 'super_admin' })),
      'PUT /api/admin/system-settings/youtube_views_visible': async (req) => json(200, { key: 'youtube_views_visible', ...(await req.json()) }),
    });
    const sw = await screen.findByRole('switch', { name: 'Show YouTube Views (Admin)' });
    await waitFor(() => expect(sw).toBeEnabled());
    expect(sw).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(sw);
    await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'true'));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body)).toEqual({ value: 'true' });
    // the cards follow at once
    await waitFor(() => expect(within(card('Big Mike')).getByText('YouTube Views')).toBeInTheDocument());
  });

  it('hides the switch from visitors', async () => {
    setup();
    await screen.findByRole('link', { name: 'Big Mike' });
    await settle();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the roster cannot be read', async () => {
    let fail = true;
    stubFetch({
      ...visitor,
      'GET /api/battlers-with-stats': () => (fail ? json(500, { message: 'boom' }) : json(200, roster)),
    });
    renderApp(<BattlersPage />, { route: '/battlers', path: '/battlers' });
    expect(await screen.findByRole('heading', { name: "Couldn't load battlers" })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Big Mike' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('turns the category tabs into a dropdown with counts', async () => {
      setup();
      await screen.findByRole('link', { name: 'Big Mike' });
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      const select = screen.getByLabelText('Category');
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'All (5)',
        'Active (2)',
        'Retired (1)',
        'Hall of Fame (1)',
        'In Memory (1)',
      ]);
      fireEvent.change(select, { target: { value: 'hall_of_fame' } });
      expect(cardNames()).toEqual(['Legend']);
    });
  });
});
