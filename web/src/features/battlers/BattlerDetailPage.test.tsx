import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor, clickWhenFree } from '../../testing/render';
import type { Battle, Battler } from '../catalogue';
import BattlerDetailPage from './BattlerDetailPage';
import type { ClaimRequestWire } from '../claims';
import { answerUploads, claimRequest, HISTORY, makeBattle, makeBattler } from './fixtures.testing';

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

// answerUploads spies on FormData
afterEach(() => jest.restoreAllMocks());

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

  it('keeps the YouTube numbers off while the setting is off, whatever they are', async () => {
    setup({
      battler: makeBattler({ totalYoutubeViews: 999_999, youtubeVideoCount: 3 }),
      extra: { ...visitor, 'GET /api/system-settings/youtube_views_visible': () => json(200, { key: 'youtube_views_visible', value: 'false' }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
    await settle();
    expect(within(record()).queryByText('YouTube Views')).not.toBeInTheDocument();
    expect(within(record()).queryByText('YouTube Videos')).not.toBeInTheDocument();
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
    const member = (over: { claimed?: Battler | null; pending?: ClaimRequestWire | null } = {}): Handlers => ({
      ...signedIn(makeUser({ id: 'u-1' })),
      'GET /api/user/claimed-battler': () => json(200, over.claimed ?? null),
      'GET /api/user/pending-claim-request': () => json(200, over.pending ?? null),
    });

    it('is hidden from visitors', async () => {
      const { calls } = setup();
      await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
      await settle();
      expect(screen.queryByRole('button', { name: /claim/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Manage Profile' })).not.toBeInTheDocument();
      expect(calls.some((c) => c.path.startsWith('/api/user/'))).toBe(false);
    });

    it("reads 'Manage Profile' for the owner, even with a pending request elsewhere", async () => {
      setup({ battler: makeBattler({ userId: 'u-1' }), extra: member({ claimed: makeBattler({ userId: 'u-1' }), pending: claimRequest() }) });
      const link = await screen.findByRole('link', { name: 'Manage Profile' });
      expect(link).toHaveAttribute('href', '/battler-profile-settings');
      fireEvent.click(link);
      expect(await screen.findByText('profile settings')).toBeInTheDocument();
    });

    it("reads 'Manage Profile' when the member's claimed battler is this one, though the page's copy predates the approval", async () => {
      setup({ extra: member({ claimed: makeBattler({ userId: 'u-1' }) }) });
      expect(await screen.findByRole('link', { name: 'Manage Profile' })).toHaveAttribute('href', '/battler-profile-settings');
    });

    it("reads 'Claimed by Another User' (disabled) when someone else owns it, before the member's own claims", async () => {
      setup({ battler: makeBattler({ userId: 'u-9' }), extra: member({ claimed: makeBattler({ id: 'b-2', userId: 'u-1' }), pending: claimRequest() }) });
      expect(await screen.findByRole('button', { name: 'Claimed by Another User' })).toBeDisabled();
      expect(screen.queryByRole('link', { name: 'Manage Profile' })).not.toBeInTheDocument();
    });

    it("reads 'You Already Have a Claimed Battler' when the member owns another, before a pending request", async () => {
      setup({ extra: member({ claimed: makeBattler({ id: 'b-2', name: 'Rook', userId: 'u-1' }), pending: claimRequest() }) });
      expect(await screen.findByRole('button', { name: 'You Already Have a Claimed Battler' })).toBeDisabled();
    });

    it("reads 'Claim Request Pending' while the member's request waits", async () => {
      setup({ extra: member({ pending: claimRequest({ battlerId: 'b-2' }) }) });
      expect(await screen.findByRole('button', { name: 'Claim Request Pending' })).toBeDisabled();
    });

    it("offers 'Request to Claim', which opens the claim form", async () => {
      setup({ extra: member() });
      fireEvent.click(await screen.findByRole('button', { name: 'Request to Claim' }));
      const dialog = await screen.findByRole('dialog', { name: 'Claim Big Mike' });
      expect(within(dialog).getByLabelText('Contact email')).toHaveValue('tester@example.com');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("turns to 'Claim Request Pending' once a request is sent", async () => {
      let pending: ClaimRequestWire | null = null;
      setup({
        extra: {
          ...member(),
          'GET /api/user/pending-claim-request': () => json(200, pending),
          'POST /api/battlers/b-1/claim-request': () => {
            pending = claimRequest();
            return json(201, pending);
          },
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Request to Claim' }));
      const dialog = await screen.findByRole('dialog');
      await act(async () => {
        fireEvent.change(within(dialog).getByLabelText('Battle video URL 1'), { target: { value: 'https://youtu.be/abc' } });
        fireEvent.change(within(dialog).getByLabelText('Battle history'), { target: { value: HISTORY } });
      });
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Claim Request' }));
      });
      expect(await screen.findByText('Claim Request Submitted')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Claim Request Pending' })).toBeDisabled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('cover controls', () => {
    const owner = signedIn(makeUser({ id: 'u-1' }));

    it('are shown to the owner only: Add Cover without one, Change and Remove with one', async () => {
      const { unmount } = setup({ battler: makeBattler({ userId: 'u-1' }), extra: owner });
      expect(await screen.findByRole('button', { name: 'Add Cover' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Remove Cover' })).not.toBeInTheDocument();
      unmount();

      setup({ battler: makeBattler({ userId: 'u-1', coverImageUrl: '/uploads/cover.jpg' }), extra: owner });
      expect(await screen.findByRole('button', { name: 'Change Cover' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Remove Cover' })).toBeEnabled();
      expect(screen.getByTestId('battler-cover').querySelector('img')).toHaveAttribute('src', '/uploads/cover.jpg');
    });

    it('are hidden from other users and visitors', async () => {
      const { unmount } = setup({ battler: makeBattler({ userId: 'u-9' }), extra: signedIn(makeUser({ id: 'u-1' })) });
      await screen.findByRole('button', { name: 'Claimed by Another User' });
      expect(screen.queryByRole('button', { name: /Cover/ })).not.toBeInTheDocument();
      unmount();
      setup({ battler: makeBattler({ userId: 'u-9' }) });
      await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
      await settle();
      expect(screen.queryByRole('button', { name: /Cover/ })).not.toBeInTheDocument();
    });

    it('checks the file, uploads it as coverImage and shows the new cover', async () => {
      let battler = makeBattler({ userId: 'u-1' });
      setup({ battler, extra: { ...owner, [`GET /api/battlers/${battler.id}`]: () => json(200, battler) } });
      const uploads = answerUploads({
        'POST /api/battlers/b-1/cover-image': () => {
          battler = { ...battler, coverImageUrl: '/uploads/new-cover.jpg' };
          return json(200, battler);
        },
      });
      await screen.findByRole('button', { name: 'Add Cover' });
      const input = screen.getByLabelText('Cover image file');

      fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
      expect(await screen.findByText('Invalid File')).toBeInTheDocument();
      expect(screen.getByText('Please select an image file (PNG, JPG, or GIF)')).toBeInTheDocument();

      fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' })] } });
      expect(await screen.findByText('File Too Large')).toBeInTheDocument();
      expect(screen.getByText('Cover image must be less than 5MB')).toBeInTheDocument();
      expect(uploads.posts).toEqual([]);

      fireEvent.change(input, { target: { files: [new File(['x'], 'cover.png', { type: 'image/png' })] } });
      expect(await screen.findByText('Cover Image Updated')).toBeInTheDocument();
      expect(uploads.posts).toEqual(['POST /api/battlers/b-1/cover-image']);
      expect(uploads.fields).toEqual(['coverImage']);
      await waitFor(() => expect(screen.getByTestId('battler-cover').querySelector('img')).toHaveAttribute('src', '/uploads/new-cover.jpg'));
      expect(screen.getByRole('button', { name: 'Change Cover' })).toBeInTheDocument();
      uploads.restore();
    });

    it("says 'Upload Failed' with the server's message, or its own", async () => {
      let answer = () => json(413, { message: 'Image must be 5MB or smaller' });
      setup({ battler: makeBattler({ userId: 'u-1' }), extra: owner });
      const uploads = answerUploads({ 'POST /api/battlers/b-1/cover-image': () => answer() });
      const input = await screen.findByLabelText('Cover image file');
      fireEvent.change(input, { target: { files: [new File(['x'], 'cover.png', { type: 'image/png' })] } });
      expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
      expect(screen.getByText('Image must be 5MB or smaller')).toBeInTheDocument();

      answer = () => new Response('', { status: 500 });
      fireEvent.change(input, { target: { files: [new File(['x'], 'cover.png', { type: 'image/png' })] } });
      expect(await screen.findByText('Failed to upload cover image')).toBeInTheDocument();
      uploads.restore();
    });

    it("removes the cover ('Cover Image Removed'), or says 'Delete Failed'", async () => {
      let battler = makeBattler({ userId: 'u-1', coverImageUrl: '/uploads/cover.jpg' });
      let fail = true;
      setup({
        battler,
        extra: {
          ...owner,
          [`GET /api/battlers/${battler.id}`]: () => json(200, battler),
          'DELETE /api/battlers/b-1/cover-image': () => {
            if (fail) return json(403, { message: 'You can only edit a battler you have claimed' });
            battler = { ...battler, coverImageUrl: null };
            return json(200, battler);
          },
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Remove Cover' }));
      expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
      expect(screen.getByText('You can only edit a battler you have claimed')).toBeInTheDocument();

      fail = false;
      await clickWhenFree(screen.getByRole('button', { name: 'Remove Cover' }));
      expect(await screen.findByText('Cover Image Removed')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Add Cover' })).toBeInTheDocument();
      expect(screen.getByTestId('battler-cover').querySelector('img')).toBeNull();
    });
  });

  describe('battle history', () => {
    it('lists battles with event, date, opponent, duration and badges', async () => {
      setup({
        battles: [
          // 7 PM on 7 March in Arizona (the league's clock): the 8th in UTC
          makeBattle({ id: 'v-1', title: 'Title Fight', isMainEvent: true, requiresAuth: true, thumbnailUrl: '/uploads/t.jpg', eventDate: '2025-03-08T02:00:00.000Z' }),
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

  describe('share', () => {
    afterEach(() => {
      delete (navigator as unknown as Record<string, unknown>).share;
    });

    it("given a browser with the Web Share API, when Share is pressed, then the battler's own page is shared", async () => {
      const share = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
      setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Big Mike', url: `${window.location.origin}/battlers/b-1` })),
      );
    });
  });
});
