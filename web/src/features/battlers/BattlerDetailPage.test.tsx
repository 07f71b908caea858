import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../testing/render';
import type { Battle, Battler } from '../catalogue';
import BattlerDetailPage from './BattlerDetailPage';
import { makeBattle, makeBattler } from './fixtures.testing';

type Handlers = Parameters<typeof stubFetch>[0];

function setup({
  battler = makeBattler(),
  battles = [] as Battle[],
  extra = visitor as Handlers,
  route = `/battlers/${battler.id}`,
}: { battler?: Battler; battles?: Battle[]; extra?: Handlers; route?: string } = {}) {
  const stub = stubFetch({
    [`GET /api/battlers/${battler.id}`]: () => json(200, battler),
    [`GET /api/battlers/${battler.id}/battles`]: () => json(200, battles),
    ...extra,
  });
  const view = renderApp(<BattlerDetailPage />, {
    route,
    path: '/battlers/:id',
    routes: [
      { path: '/battlers', element: <p>battlers list</p> },
      { path: '/auth', element: <p>auth page</p> },
      { path: '/events/:eventId', element: <p>events page</p> },
      { path: '/battler-profile-settings', element: <p>profile settings</p> },
    ],
  });
  return { ...stub, ...view };
}

const record = () => screen.getByLabelText('Battle record');
const stat = (label: string) => within(record()).getByText(label).nextSibling;
// lets the pending reads (current user, settings) land inside act
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));

describe('battler detail', () => {
  it('shows the profile: name, location, tagline, quote and the record', async () => {
    setup({
      battler: makeBattler({ tagline: 'Bars for days', quote: 'Never fold', profileImageUrl: '/uploads/mike.jpg', isHallOfFame: true }),
    });
    expect(screen.getByTestId('battler-detail-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Big Mike' })).toBeInTheDocument();
    expect(screen.getByText('Albuquerque, NM')).toBeInTheDocument();
    expect(screen.getByText('Bars for days')).toBeInTheDocument();
    expect(screen.getByText('“Never fold”')).toBeInTheDocument();
    expect(screen.getByText('Hall of Fame')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Big Mike profile photo' })).toHaveAttribute('src', '/uploads/mike.jpg');
    expect(stat('Battles')).toHaveTextContent('10');
    expect(stat('Wins')).toHaveTextContent('7');
    expect(stat('Win Rate')).toHaveTextContent('70.0%');
    expect(stat('Total Votes')).toHaveTextContent('120');
    expect(within(record()).queryByText('YouTube Views')).not.toBeInTheDocument();
  });

  it('shows N/A as the win rate before the first battle, and initials without a photo', async () => {
    setup({ battler: makeBattler({ battles: 0, wins: 0, losses: 0, winRate: null }) });
    await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
    expect(stat('Win Rate')).toHaveTextContent('N/A');
    expect(screen.getByText('BM')).toBeInTheDocument();
  });

  it('adds YouTube views and video count when the setting is on', async () => {
    setup({
      battler: makeBattler({ totalYoutubeViews: 2_400_000, youtubeVideoCount: 14 }),
      extra: { ...visitor, 'GET /api/system-settings/youtube_views_visible': () => json(200, { key: 'youtube_views_visible', value: 'true' }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
    await waitFor(() => expect(stat('YouTube Views')).toHaveTextContent('2.4M'));
    expect(stat('YouTube Videos')).toHaveTextContent('14');
  });

  it("shows 'Battler Not Found' on a 404, with a way back", async () => {
    stubFetch({ ...visitor, 'GET /api/battlers/nope': () => json(404, { message: 'Battler not found' }) });
    renderApp(<BattlerDetailPage />, {
      route: '/battlers/nope',
      path: '/battlers/:id',
      routes: [{ path: '/battlers', element: <p>battlers list</p> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Battler Not Found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Battlers' }));
    expect(await screen.findByText('battlers list')).toBeInTheDocument();
  });

  it('shows a retry for other failures', async () => {
    stubFetch({ ...visitor, 'GET /api/battlers/b-1': () => json(500, { message: 'boom' }) });
    renderApp(<BattlerDetailPage />, { route: '/battlers/b-1', path: '/battlers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: "Couldn't load this battler" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('goes to /battlers from the back button when opened directly', async () => {
    setup();
    await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('battlers list')).toBeInTheDocument();
  });

  describe('claim button', () => {
    it('is hidden from visitors', async () => {
      setup();
      await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
      await settle();
      expect(screen.queryByRole('button', { name: /claim/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Manage Profile' })).not.toBeInTheDocument();
    });

    it("reads 'Manage Profile' for the owner", async () => {
      setup({ battler: makeBattler({ userId: 'u-1' }), extra: signedIn(makeUser({ id: 'u-1' })) });
      const link = await screen.findByRole('link', { name: 'Manage Profile' });
      expect(link).toHaveAttribute('href', '/battler-profile-settings');
    });

    it("reads 'Claimed by Another User' (disabled) when someone else owns it", async () => {
      setup({ battler: makeBattler({ userId: 'u-9' }), extra: signedIn(makeUser({ id: 'u-1' })) });
      expect(await screen.findByRole('button', { name: 'Claimed by Another User' })).toBeDisabled();
      expect(screen.queryByRole('link', { name: 'Manage Profile' })).not.toBeInTheDocument();
    });

    it("offers a disabled 'Request to Claim' until claims open", async () => {
      setup({ extra: signedIn(makeUser()) });
      const button = await screen.findByRole('button', { name: 'Request to Claim' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Profile claims open soon.');
    });
  });

  describe('cover controls', () => {
    it('are shown to the owner only, disabled until cover uploads exist', async () => {
      const { unmount } = setup({ battler: makeBattler({ userId: 'u-1' }), extra: signedIn(makeUser({ id: 'u-1' })) });
      const add = await screen.findByRole('button', { name: 'Add Cover' });
      expect(add).toBeDisabled();
      expect(add).toHaveAttribute('title', 'Available soon');
      expect(screen.queryByRole('button', { name: 'Remove Cover' })).not.toBeInTheDocument();
      unmount();

      setup({
        battler: makeBattler({ userId: 'u-1', coverImageUrl: '/uploads/cover.jpg' }),
        extra: signedIn(makeUser({ id: 'u-1' })),
      });
      expect(await screen.findByRole('button', { name: 'Change Cover' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Remove Cover' })).toHaveAttribute('title', 'Available soon');
      expect(screen.getByTestId('battler-cover').querySelector('img')).toHaveAttribute('src', '/uploads/cover.jpg');
    });

    it('are hidden from other users', async () => {
      setup({ battler: makeBattler({ userId: 'u-9' }), extra: signedIn(makeUser({ id: 'u-1' })) });
      await screen.findByRole('button', { name: 'Claimed by Another User' });
      expect(screen.queryByRole('button', { name: /Cover/ })).not.toBeInTheDocument();
    });
  });

  describe('battle history', () => {
    it('lists battles with event, date, opponent, duration and badges', async () => {
      setup({
        battles: [
          makeBattle({ id: 'v-1', title: 'Title Fight', isMainEvent: true, requiresAuth: true, thumbnailUrl: '/uploads/t.jpg' }),
          makeBattle({ id: 'v-2', title: 'Opener', eventTitle: null, eventDate: null, duration: 65, opponentName: 'Rook' }),
        ],
        extra: signedIn(makeUser()),
      });
      const list = await screen.findByRole('list');
      const [first, second] = within(list).getAllByRole('listitem');
      expect(within(first).getByRole('heading', { name: 'Title Fight' })).toBeInTheDocument();
      expect(within(first).getByText('Summer Slam')).toBeInTheDocument();
      expect(within(first).getByText('Mar 7, 2025')).toBeInTheDocument();
      expect(within(first).getByText('vs Slim')).toBeInTheDocument();
      expect(within(first).getAllByText('12:34').length).toBeGreaterThan(0);
      expect(within(first).getByText('Main Event')).toBeInTheDocument();
      expect(within(first).getByText('Login Required')).toBeInTheDocument();
      expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/t.jpg');

      expect(within(second).getByText('TBA')).toBeInTheDocument();
      expect(within(second).getByText('Unknown Event')).toBeInTheDocument();
      expect(within(second).getByText('vs Rook')).toBeInTheDocument();
      expect(within(second).getAllByText('1:05').length).toBeGreaterThan(0);
      expect(within(second).queryByText('Main Event')).not.toBeInTheDocument();
      expect(within(second).queryByText('Login Required')).not.toBeInTheDocument();
    });

    it("links 'Watch Battle' to the event with video, from and battlerid", async () => {
      setup({ battles: [makeBattle({ id: 'v-7', eventId: 'e-3' })] });
      const link = await screen.findByRole('link', { name: /^Watch Battle/ });
      expect(link).toHaveAttribute('href', '/events/e-3?video=v-7&from=battler&battlerid=b-1');
      fireEvent.click(link);
      expect(await screen.findByText('events page')).toBeInTheDocument();
    });

    it("asks a visitor to sign in for a members-only battle and remembers where to return", async () => {
      sessionStorage.clear();
      setup({ battles: [makeBattle({ id: 'v-7', eventId: 'e-3', requiresAuth: true })] });
      const button = await screen.findByRole('button', { name: 'Sign In to Watch' });
      expect(screen.queryByRole('link', { name: /^Watch Battle/ })).not.toBeInTheDocument();
      fireEvent.click(button);
      expect(await screen.findByText('auth page')).toBeInTheDocument();
      expect(sessionStorage.getItem('returnUrl')).toBe('/events/e-3?video=v-7&from=battler&battlerid=b-1');
    });

    it('lets a signed-in member watch members-only battles', async () => {
      setup({ battles: [makeBattle({ requiresAuth: true })], extra: signedIn(makeUser()) });
      await screen.findByRole('button', { name: 'Request to Claim' });
      expect(screen.getByRole('link', { name: /^Watch Battle/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign In to Watch' })).not.toBeInTheDocument();
    });

    it('says so when there are no battles yet', async () => {
      setup();
      expect(await screen.findByRole('heading', { name: 'No battles yet' })).toBeInTheDocument();
    });
  });
});
