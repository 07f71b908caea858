import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeagueEvent, Video } from '../catalogue';
import { makeEvent as makeBaseEvent, makeVideo as makeBaseVideo } from '../catalogue/fixtures.testing';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../testing/render';
import EventsPage from './EventsPage';
import { FIRST_PAINT_CARDS } from '../../components/AfterFirstPaint';
import { MEMBERS_ONLY_TOAST_MS } from './useMembersOnlyNotice';

/** An event on a night in Albuquerque, with its poster. */
function makeEvent(over: Partial<LeagueEvent> = {}): LeagueEvent {
  return makeBaseEvent({
    description: 'Six battles in Albuquerque.',
    thumbnailUrl: '/uploads/e1.jpg',
    eventDate: '2025-03-07T20:00:00.000Z',
    ...over,
  });
}

/** Battles with counted views and votes, on the event's night. */
function makeVideo(over: Partial<Video> = {}): Video {
  return makeBaseVideo({
    thumbnailUrl: '/uploads/v1.jpg',
    viewCount: 1234,
    eventDate: '2025-03-07T20:00:00.000Z',
    battlerAVotes: 3,
    battlerBVotes: 5,
    totalVotes: 8,
    ...over,
  });
}

const event = makeEvent();
const open = makeVideo({ id: 'v1', title: 'Opening Clash', isMainEvent: true });
const locked = makeVideo({
  id: 'v2',
  title: 'Members Clash',
  videoUrl: '/media/videos/v2',
  battlerAId: 'b3',
  battlerBId: 'b4',
  battlerAName: 'Gamma',
  battlerBName: 'Delta',
  requiresAuth: true,
  duration: 65,
  battlerAVotes: 10,
  battlerBVotes: 2,
  viewCount: 1,
});

const routes = [
  { path: '/events/:eventId', element: <EventsPage /> },
  { path: '/battlers/:id', element: <p>battler page</p> },
  { path: '/auth', element: <p>auth page</p> },
];

function renderEvents(route: string) {
  return renderApp(<EventsPage />, { route, path: '/events', routes });
}

/** Every requested URL, query included (stubFetch's `calls` keep only the path). */
function urls(fn: jest.Mock): string[] {
  return fn.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    return url.pathname + url.search;
  });
}

const withEvents = (list: LeagueEvent[], videos: Video[] = [], extra = {}) => ({
  ...visitor,
  'GET /api/events': () => json(200, list),
  'GET /api/events/e1/videos': () => json(200, videos),
  // the player's voting card and comments (tested in features/engagement)
  ...Object.fromEntries(
    videos.flatMap((v) => [
      [`GET /api/videos/${v.id}/votes`, () => json(200, { battlerAVotes: v.battlerAVotes, battlerBVotes: v.battlerBVotes, totalVotes: v.totalVotes })],
      [`GET /api/videos/${v.id}/comments`, () => json(200, [])],
    ]),
  ),
  ...extra,
});

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('events list', () => {
  it('shows six skeleton cards, then the cards with dates, TBA and View Videos', async () => {
    let answer: (r: Response) => void = () => {};
    const { calls } = stubFetch({ ...visitor, 'GET /api/events': () => new Promise<Response>((r) => (answer = r)) });
    renderEvents('/events');
    expect(screen.getByRole('heading', { level: 1, name: 'Battle Events' })).toBeInTheDocument();
    expect(screen.getAllByTestId('event-skeleton')).toHaveLength(6);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/events')).toBe(true));

    await act(async () => answer(json(200, [event, makeEvent({ id: 'e2', title: 'Winter Wars', description: '', eventDate: null, thumbnailUrl: null })])));
    expect(await screen.findByRole('heading', { name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('event-skeleton')).toHaveLength(0);
    expect(screen.getByText('Mar 7, 2025')).toBeInTheDocument();
    expect(screen.getByText('TBA')).toBeInTheDocument();
    expect(screen.getByText('Six battles in Albuquerque.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'View Videos' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/events/e1', '/events/e2']);
    // a thumbnail where there is one, the placeholder where not
    const thumbs = screen.getAllByTestId('media-thumb');
    expect(thumbs[0].querySelector('img')).toHaveAttribute('src', '/uploads/e1.jpg');
    expect(thumbs[1].querySelector('img')).toBeNull();
  });

  it('renders the first three cards before the first paint and the rest after it', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      const list = [1, 2, 3, 4, 5].map((n) => makeEvent({ id: `e${n}`, title: `Night ${n}` }));
      stubFetch(withEvents(list));
      renderEvents('/events');
      expect(await screen.findByRole('heading', { name: 'Night 1' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'View Videos' })).toHaveLength(FIRST_PAINT_CARDS);
      act(() => frames.splice(0).forEach((cb) => cb(0)));
      expect(await screen.findByRole('heading', { name: 'Night 5' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'View Videos' })).toHaveLength(5);
    } finally {
      raf.mockRestore();
    }
  });

  it('says No Events Available when there are none', async () => {
    stubFetch(withEvents([]));
    renderEvents('/events');
    expect(await screen.findByText('No Events Available')).toBeInTheDocument();
  });

  it('debounces the search by 300 ms and reports the result', async () => {
    const { fn } = stubFetch({
      ...visitor,
      'GET /api/events': (req) => {
        const term = new URL(req.url).searchParams.get('search');
        return json(200, term === 'zzz' ? [] : [event]);
      },
    });
    renderEvents('/events');
    await screen.findByRole('heading', { name: 'Summer Smackdown' });
    const box = screen.getByPlaceholderText('Search events or battler names...');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'al' } });
    fireEvent.change(box, { target: { value: 'alpha' } });
    expect(urls(fn).filter((u) => u.includes('search='))).toEqual([]);
    expect(await screen.findByText('Found 1 event(s) for "alpha"')).toBeInTheDocument();
    expect(urls(fn).filter((u) => u.startsWith('/api/events?'))).toEqual(['/api/events?search=alpha']);

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No events found for "zzz"')).toBeInTheDocument();
    expect(screen.queryByText('No Events Available')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Summer Smackdown' })).not.toBeInTheDocument();

    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByRole('heading', { name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(screen.queryByText(/event\(s\) for|No events found/)).not.toBeInTheDocument();
  });

  it('shows the ApiError message when the list fails', async () => {
    stubFetch({ ...visitor, 'GET /api/events': () => json(500, { message: 'boom' }) });
    renderEvents('/events');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't Load Events")).toBeInTheDocument();
    expect(within(alert).getByText('boom')).toBeInTheDocument();
  });
});

describe('selected event', () => {
  it('shows the hero, the count and the video cards with lock, m:ss, votes and views', async () => {
    stubFetch(withEvents([event], [open, locked]));
    renderEvents('/events/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(screen.getByText('Mar 7, 2025')).toBeInTheDocument();
    expect(screen.getByText('Six battles in Albuquerque.')).toBeInTheDocument();
    expect(await screen.findByText('2 videos')).toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(within(first).getByText('3:05')).toBeInTheDocument();
    expect(within(first).getByText('Alpha vs Beta')).toBeInTheDocument();
    expect(within(first).getByText('Votes: Alpha 3, Beta 5')).toBeInTheDocument();
    expect(within(first).getByText('1.2K views')).toBeInTheDocument();
    expect(within(first).getByText('Main Event')).toBeInTheDocument();
    expect(within(first).queryByRole('img', { name: 'Members only' })).not.toBeInTheDocument();

    expect(within(second).getByRole('img', { name: 'Members only' })).toBeInTheDocument();
    expect(within(second).getByText('1:05')).toBeInTheDocument();
    expect(within(second).getByText('Gamma vs Delta')).toBeInTheDocument();
    expect(within(second).getByText('1 view')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/events');
  });

  it('is selected by ?event= too, and goes back to the battler it came from', async () => {
    stubFetch(withEvents([event], []));
    renderEvents('/events?event=e1&from=battler&battlerid=b9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(await screen.findByText('No Videos Yet')).toBeInTheDocument();
    expect(screen.getByText('0 videos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: /Back to Battler/ }));
    expect(await screen.findByText('battler page')).toBeInTheDocument();
  });

  it('says so when the event does not exist', async () => {
    stubFetch(withEvents([event]));
    renderEvents('/events/nope');
    expect(await screen.findByText('Event Not Found')).toBeInTheDocument();
  });

  it('shows an undated event as TBA', async () => {
    stubFetch(withEvents([makeEvent({ eventDate: null })], []));
    renderEvents('/events/e1');
    expect(await screen.findByText('TBA')).toBeInTheDocument();
  });
});

describe('video player', () => {
  it('opens a free video in a full-screen dialog and returns focus on Escape', async () => {
    const { router } = renderEventsWith(withEvents([event], [open, locked]), '/events/e1');
    const button = await screen.findByRole('button', { name: 'Opening Clash' });
    button.focus();
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Opening Clash' });
    // the player's code loads when a video is first opened (issue 15)
    const video = await waitFor(() => {
      const v = dialog.querySelector('video');
      if (!v) throw new Error('the player has not loaded yet');
      return v;
    });
    expect(video.getAttribute('src')).toMatch(/^\/media\/videos\/v1(\?quality=\d+p)?$/);
    expect(video).toHaveAttribute('poster', '/uploads/v1.jpg');
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(video).toHaveAttribute('playsinline');
    expect(within(dialog).getAllByText('Alpha vs Beta').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/battlers/b1');
    expect(within(dialog).getByRole('link', { name: 'Beta' })).toHaveAttribute('href', '/battlers/b2');
    expect(within(dialog).getByRole('button', { name: 'Close player' })).toHaveFocus();
    expect(router.state.location.search).toBe('?video=v1');

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Opening Clash' })).toHaveFocus();
  });

  it('opens the video named in ?video= directly, and the close button drops it', async () => {
    const { router } = renderEventsWith(withEvents([event], [open]), '/events/e1?video=v1&from=battler&battlerid=b1');
    expect(await screen.findByRole('dialog', { name: 'Opening Clash' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?from=battler&battlerid=b1');
  });

  it("gives focus to the video's card when a player opened by a link (a battler's Watch Battle) closes", async () => {
    const { router } = renderEventsWith(withEvents([event], [locked, open]), '/events/e1?video=v1&from=battler&battlerid=b1');
    const dialog = await screen.findByRole('dialog', { name: 'Opening Clash' });
    expect(within(dialog).getByRole('button', { name: 'Close player' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?from=battler&battlerid=b1');
    // not <body>, whence the next Tab would start at the top of the page
    expect(screen.getByRole('button', { name: 'Opening Clash' })).toHaveFocus();
  });

  it('keeps Tab inside the player', async () => {
    renderEventsWith(withEvents([event], [open]), '/events/e1?video=v1');
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close player' });
    // the side panel ends the dialog: for a visitor, its 'log in to vote' link
    const last = await within(dialog).findByRole('link', { name: 'Log In to Vote' });
    expect(within(dialog).getByRole('link', { name: 'Beta' })).toBeInTheDocument();
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('says when a video has no battler information', async () => {
    const nameless = makeVideo({ battlerAName: '', battlerBName: '', battlerAId: '', battlerBId: '' });
    renderEventsWith(withEvents([event], [nameless]), '/events/e1?video=v1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No battler information available for this video')).toBeInTheDocument();
  });

  it('keeps a members-only video closed for a visitor: toast with sign-in for 10 s, return URL saved', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { calls } = stubFetch(withEvents([event], [open, locked], { 'GET /api/videos/v2/access': () => json(200, { requiresAuth: true, hasAccess: false }) }));
    renderEvents('/events/e1');
    fireEvent.click(await screen.findByRole('button', { name: 'Members Clash' }));

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Members Only Content')).toBeInTheDocument();
    expect(within(toast).getByRole('link', { name: 'Sign In / Sign Up' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/videos/v2/access')).toHaveLength(1);
    expect(sessionStorage.getItem('returnUrl')).toBe('/events/e1?video=v2');

    act(() => jest.advanceTimersByTime(MEMBERS_ONLY_TOAST_MS - 500));
    expect(screen.getByText('Members Only Content')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByText('Members Only Content')).not.toBeInTheDocument();
  });

  it('refuses a deep link to a members-only video the same way', async () => {
    const { router } = renderEventsWith(
      withEvents([event], [open, locked], { 'GET /api/videos/v2/access': () => json(200, { requiresAuth: true, hasAccess: false }) }),
      '/events/e1?video=v2&from=battler&battlerid=b3',
    );
    expect(await screen.findByText('Members Only Content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?from=battler&battlerid=b3'));
    expect(sessionStorage.getItem('returnUrl')).toBe('/events/e1?video=v2&from=battler&battlerid=b3');
  });

  it('opens a members-only video for a member after the access check', async () => {
    const { calls } = stubFetch({
      ...withEvents([event], [open, locked], { 'GET /api/videos/v2/access': () => json(200, { requiresAuth: true, hasAccess: true }) }),
      ...signedIn(makeUser()),
    });
    renderEvents('/events/e1');
    fireEvent.click(await screen.findByRole('button', { name: 'Members Clash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members Clash' });
    await waitFor(() => expect(dialog.querySelector('video')?.getAttribute('src')).toMatch(/^\/media\/videos\/v2(\?quality=\d+p)?$/));
    expect(screen.queryByText('Members Only Content')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/videos/v2/access')).toHaveLength(1);
  });

  it('does not ask about access for a free video', async () => {
    const { calls } = stubFetch(withEvents([event], [open]));
    renderEvents('/events/e1');
    fireEvent.click(await screen.findByRole('button', { name: 'Opening Clash' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/access'))).toBe(false);
  });
});

describe('voting and comments in the player', () => {
  it('lets a member vote from the side panel and refreshes the grid counts', async () => {
    let votes = { battlerAVotes: 3, battlerBVotes: 5, totalVotes: 8 };
    const { calls } = stubFetch({
      ...withEvents([event], [open]),
      ...signedIn(makeUser()),
      'GET /api/events/e1/videos': () => json(200, [{ ...open, ...votes }]),
      'GET /api/videos/v1/votes': () => json(200, votes),
      'GET /api/videos/v1/user-vote': () => json(200, { votedBattlerId: null }),
      'POST /api/videos/v1/vote': () => {
        votes = { battlerAVotes: 4, battlerBVotes: 5, totalVotes: 9 };
        return json(200, { message: 'Your vote has been recorded successfully!', ...votes, votedBattlerId: 'b1' });
      },
    });
    renderEvents('/events/e1?video=v1');
    const dialog = await screen.findByRole('dialog', { name: 'Opening Clash' });
    expect(await within(dialog).findByText('37.5%')).toBeInTheDocument();
    expect(within(dialog).getByText('62.5%')).toBeInTheDocument();
    expect(await within(dialog).findByText('No comments yet. Start the conversation!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add a comment')).toBeInTheDocument();

    const alpha = within(dialog).getByRole('button', { name: 'Vote for Alpha' });
    await waitFor(() => expect(alpha).toBeEnabled());
    const gridReads = calls.filter((c) => c.path === '/api/events/e1/videos').length;
    fireEvent.click(alpha);
    expect(await screen.findByText('Vote Cast')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Vote for Alpha' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(dialog).getByText('44.4%')).toBeInTheDocument();
    expect(within(dialog).getByText('55.6%')).toBeInTheDocument();
    // the grid behind the player reads its counts again
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/events/e1/videos').length).toBe(gridReads + 1));
    expect(await screen.findByText('Votes: Alpha 4, Beta 5')).toBeInTheDocument();
  });

  it('shows a visitor both login prompts', async () => {
    renderEventsWith(withEvents([event], [open]), '/events/e1?video=v1');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Log in to vote and support your favorite battler')).toBeInTheDocument();
    expect(within(dialog).getByText('Please log in to join the discussion')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vote for Beta' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to vote.')).toBeInTheDocument();
  });

  it('answers Escape in the delete question without closing the player', async () => {
    const user = makeUser();
    const mine = {
      id: 'c1',
      videoId: 'v1',
      userId: user.id,
      parentCommentId: null,
      content: 'Alpha all day',
      createdAt: '2025-03-08T10:00:00.000Z',
      updatedAt: '2025-03-08T10:00:00.000Z',
      user: { username: user.username, firstName: user.firstName, lastName: user.lastName, profilePictureUrl: null },
    };
    renderEventsWith(
      {
        ...withEvents([event], [open]),
        ...signedIn(user),
        'GET /api/videos/v1/user-vote': () => json(200, { votedBattlerId: null }),
        'GET /api/videos/v1/comments': () => json(200, [mine]),
      },
      '/events/e1?video=v1',
    );
    const player = await screen.findByRole('dialog', { name: 'Opening Clash' });
    await within(player).findByText('Alpha all day');
    fireEvent.click(within(player).getByRole('button', { name: /^Delete your comment/ }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    const cancel = within(question).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    // Tab stays on the question's buttons
    fireEvent.keyDown(within(question).getByRole('button', { name: 'Delete' }), { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Opening Clash' })).toBeInTheDocument();
    expect(within(player).getByRole('button', { name: /^Delete your comment/ })).toHaveFocus();
  });
});

function renderEventsWith(handlers: Parameters<typeof stubFetch>[0], route: string) {
  stubFetch(handlers);
  return renderEvents(route);
}
