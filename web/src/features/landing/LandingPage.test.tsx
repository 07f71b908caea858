import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeagueEvent, MainVideo } from '../catalogue';
import { authReads, failingAccount, heldResponse, wait, windowFocus } from '../../testing/busy';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../testing/render';
import LandingPage from './LandingPage';

const routes = [
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/auth', element: <p>auth page</p> },
];

describe('landing page', () => {
  it('shows the empty league state when there are no events', async () => {
    const { calls } = stubFetch({ ...visitor, 'GET /api/events': () => json(200, []) });
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    expect(await screen.findByText('No Events Available')).toBeInTheDocument();
    // the sections under the hero arrive one a frame (useRevealedCount): the last is the contact
    await screen.findByRole('link', { name: 'info@ubrleague.com' });
    expect(screen.getAllByText('Coming Soon')).toHaveLength(3);
    expect(screen.getByText('13 YEARS & COUNTING')).toBeInTheDocument();
    expect(screen.getByText('13 Years of Excellence')).toBeInTheDocument();
    expect(screen.getByText('Southwest Region')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@ubrleague.com' })).toHaveAttribute('href', 'mailto:info@ubrleague.com');
    expect(document.getElementById('home')).toBeInTheDocument();
    for (const id of ['battles', 'sponsors', 'battlers', 'contact']) expect(document.getElementById(id)).toBeInTheDocument();
    const battles = document.getElementById('battles')!;
    expect(within(battles).getByRole('link', { name: /Subscribe on YouTube/i })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@UBRLeague',
    );
    await screen.findAllByRole('link', { name: 'LOGIN / SIGN UP' });
    expect(calls.filter((c) => c.path.startsWith('/api/events')).map((c) => c.path)).toEqual(['/api/events']);
  });

  it('offers LOGIN / SIGN UP to visitors only', async () => {
    stubFetch(visitor);
    const { unmount } = renderApp(<LandingPage />, { route: '/', path: '/', routes });
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'LOGIN / SIGN UP' })).toHaveLength(2));
    const links = screen.getAllByRole('link', { name: 'LOGIN / SIGN UP' });
    links.forEach((l) => expect(l).toHaveAttribute('href', '/auth'));
    unmount();

    stubFetch(signedIn(makeUser()));
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    expect(await screen.findByRole('link', { name: 'Apply for Sponsorship' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'info@ubrleague.com' });
    expect(screen.queryByRole('link', { name: 'LOGIN / SIGN UP' })).not.toBeInTheDocument();
  });

  it('sends a signed-in member to the dashboard from BECOME A SPONSOR', async () => {
    stubFetch(signedIn(makeUser()));
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    await screen.findByRole('link', { name: 'Apply for Sponsorship' });
    fireEvent.click(screen.getByRole('button', { name: 'BECOME A SPONSOR' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('animates the logo as the setting says, and falls back to none', async () => {
    stubFetch({ ...visitor, 'GET /api/system-settings/logo_animation': () => json(200, { key: 'logo_animation', value: 'neon' }) });
    const { container, unmount } = renderApp(<LandingPage />, { route: '/', path: '/', routes });
    await screen.findAllByRole('link', { name: 'LOGIN / SIGN UP' });
    expect(await screen.findByRole('img', { name: 'UBR logo' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('#home [data-animation]')).toHaveAttribute('data-animation', 'neon'));
    unmount();

    stubFetch(visitor);
    const second = renderApp(<LandingPage />, { route: '/', path: '/', routes });
    expect(await screen.findByRole('img', { name: 'UBR logo' })).toBeInTheDocument();
    expect(second.container.querySelector('#home [data-animation]')).toHaveAttribute('data-animation', 'none');
  });

  it('shows an uploaded logo instead of the default', async () => {
    stubFetch({ ...visitor, 'GET /api/system-settings/site_logo': () => json(200, { key: 'site_logo', value: '/uploads/logo.png' }) });
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    const img = await screen.findByRole('img', { name: 'UBR logo' });
    expect(img).toHaveAttribute('src', '/uploads/logo.png');
  });
});

/** The join sections' buttons, visitor's and member's (the hero's BATTLER SIGN UP is a button, not a link). */
const joinLinks = () => ['LOGIN / SIGN UP', 'Apply for Sponsorship', 'BATTLER SIGN UP'].flatMap((name) => screen.queryAllByRole('link', { name }));

describe('the join sections when who is here is not known', () => {
  it('offers the actions, to the members-only /dashboard, not LOGIN / SIGN UP, when the current user cannot be read (a 500), and asks once', async () => {
    const { calls, state } = failingAccount({ 'GET /api/events': () => json(200, []) });
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    await screen.findByRole('link', { name: 'info@ubrleague.com' });
    await waitFor(() => expect(authReads(calls)).toBeGreaterThan(0));
    await wait(200);
    // the rest of the page as ever: the hero's three buttons, both sections with their cards
    for (const name of ['BECOME A SPONSOR', 'WATCH BATTLES', 'BATTLER SIGN UP']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partner With Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Battler Tryouts' })).toBeInTheDocument();
    // the actions lead to /dashboard, which asks again: a member's dashboard, /auth for a visitor, or the failure
    expect(joinLinks().map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Apply for Sponsorship', '/dashboard'], ['BATTLER SIGN UP', '/dashboard'],
    ]);
    expect(screen.queryByTestId('join-button-placeholder')).not.toBeInTheDocument();
    // read once for the whole page: the sections that arrive a frame later do not ask again
    expect(authReads(calls)).toBe(1);

    // the hero's BECOME A SPONSOR scrolls to the section, as for anyone not known to be a member
    fireEvent.click(screen.getByRole('button', { name: 'BECOME A SPONSOR' }));
    expect(screen.getByRole('heading', { name: 'BECOME A SPONSOR' })).toHaveFocus();
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();

    // asked again on window focus: nothing appears while that answer is on its way
    const held = heldResponse(() => json(401, { message: 'Not authenticated' }));
    // typed as a ready Response; stubFetch waits for a held one as well
    state.answer = held.handler;
    windowFocus();
    await waitFor(() => expect(authReads(calls)).toBe(2));
    await wait(50);
    expect(joinLinks().map((l) => l.textContent)).toEqual(['Apply for Sponsorship', 'BATTLER SIGN UP']);
    expect(screen.queryByTestId('join-button-placeholder')).not.toBeInTheDocument();
    // a 401 this time: a visitor, offered LOGIN / SIGN UP
    await held.release();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'LOGIN / SIGN UP' })).toHaveLength(2));
  });

  it('shows a member no LOGIN / SIGN UP while the account is on its way, then the member\'s buttons', async () => {
    const held = heldResponse(() => json(200, makeUser()));
    stubFetch({ 'GET /api/auth/user': held.handler, 'GET /api/events': () => json(200, []) });
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    await screen.findByRole('link', { name: 'info@ubrleague.com' });
    await wait(50);
    expect(joinLinks()).toEqual([]);
    // a placeholder of the button's size in each card, hidden from screen readers
    const placeholders = screen.getAllByTestId('join-button-placeholder');
    expect(placeholders).toHaveLength(2);
    placeholders.forEach((p) => expect(p).toHaveAttribute('aria-hidden', 'true'));

    await held.release();
    expect(await screen.findByRole('link', { name: 'Apply for Sponsorship' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'BATTLER SIGN UP' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'LOGIN / SIGN UP' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('join-button-placeholder')).not.toBeInTheDocument();
  });
});

describe("the hero's buttons move focus to the section they scroll to", () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('WATCH BATTLES, BECOME A SPONSOR and BATTLER SIGN UP (a visitor) focus their section, so Tab goes on from there', async () => {
    stubFetch({ ...visitor, 'GET /api/events': () => json(200, []) });
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    await screen.findByRole('link', { name: 'info@ubrleague.com' });
    await screen.findAllByRole('link', { name: 'LOGIN / SIGN UP' });
    const press = (name: string) => {
      const button = screen.getByRole('button', { name });
      button.focus();
      fireEvent.click(button);
    };

    press('WATCH BATTLES');
    expect(scrolled).toEqual(['battles']);
    const latest = screen.getByRole('heading', { name: 'LATEST BATTLES' });
    expect(latest).toHaveFocus();
    // focusable by script only: no extra Tab stop
    expect(latest).toHaveAttribute('tabindex', '-1');

    press('BECOME A SPONSOR');
    expect(screen.getByRole('heading', { name: 'BECOME A SPONSOR' })).toHaveFocus();
    press('BATTLER SIGN UP');
    expect(screen.getByRole('heading', { name: 'STEP INTO THE RING' })).toHaveFocus();
    expect(scrolled).toEqual(['battles', 'sponsors', 'battlers']);
  });
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

function makeEvent(id: string, eventDate: string | null, over: Partial<LeagueEvent> = {}): LeagueEvent {
  return {
    id,
    title: `Event ${id}`,
    description: `About ${id}`,
    thumbnailUrl: `/uploads/${id}.jpg`,
    eventDate,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    videoCount: 1,
    mainVideo: null,
    ...over,
  };
}

function makeMain(id: string, over: Partial<MainVideo> = {}): MainVideo {
  return {
    id,
    title: `Main ${id}`,
    description: '',
    videoUrl: `/media/videos/${id}`,
    thumbnailUrl: `/uploads/${id}-poster.jpg`,
    battlerAName: 'Alpha',
    battlerBName: 'Beta',
    requiresAuth: false,
    duration: 300,
    ...over,
  };
}

/** GET /api/events answers `events`; GET /api/events/{id}/main-video answers mains[id] or null. */
function stubLeague(events: LeagueEvent[], mains: Record<string, MainVideo> = {}, extra = {}) {
  const handlers: Parameters<typeof stubFetch>[0] = { ...visitor, 'GET /api/events': () => json(200, events), ...extra };
  for (const e of events) handlers[`GET /api/events/${e.id}/main-video`] = () => json(200, mains[e.id] ?? null);
  return stubFetch(handlers);
}

/** The section below the hero, rendered once the hero has painted (AfterFirstPaint). */
const battles = () => waitFor(() => {
  const section = document.getElementById('battles');
  expect(section).not.toBeNull();
  return section!;
});
const mainVideoCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.endsWith('/main-video')).map((c) => c.path.split('/')[3]);

describe('latest battles', () => {
  it('features the newest of the five newest past events that has a main video', async () => {
    const events = [
      makeEvent('future', new Date(Date.now() + 10 * DAY).toISOString()),
      makeEvent('p1', daysAgo(1)),
      makeEvent('p2', daysAgo(2)),
      makeEvent('p3', daysAgo(3)),
      makeEvent('p4', daysAgo(4)),
      makeEvent('p5', daysAgo(5)),
      makeEvent('p6', daysAgo(6)),
      makeEvent('undated', null),
    ];
    // p6 has one too, but it is not among the five newest; p2 beats p3 by date
    const { calls } = stubLeague(events, { p2: makeMain('m2'), p3: makeMain('m3'), p6: makeMain('m6') });
    renderApp(<LandingPage />, { route: '/', path: '/', routes });

    const featured = await within(await battles()).findByTestId('featured-battle');
    expect(within(featured).getByRole('heading', { name: 'Event p2' })).toBeInTheDocument();
    expect(within(featured).getByText('MAIN EVENT')).toBeInTheDocument();
    expect(within(featured).getByText('Alpha vs Beta')).toBeInTheDocument();
    const video = featured.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/videos/m2');
    expect(video).toHaveAttribute('poster', '/uploads/m2-poster.jpg');
    expect(within(featured).getByRole('link', { name: 'View Event' })).toHaveAttribute('href', '/events?event=p2');
    expect(within(featured).getByRole('link', { name: /YouTube channel/ })).toHaveAttribute('href', 'https://www.youtube.com/@UBRLeague');

    expect(mainVideoCalls(calls).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    // the next three past events, newest first, not the featured one; no padding needed
    const cards = within(await battles())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/events?event=') && a.textContent !== 'View Event');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/events?event=p1', '/events?event=p3', '/events?event=p4']);
    expect(within(await battles()).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(within(await battles()).queryByText('No Events Available')).not.toBeInTheDocument();
  });

  it('falls back to the newest past event and pads the row with Coming Soon', async () => {
    const { calls } = stubLeague([makeEvent('upcoming', daysAgo(-3)), makeEvent('old', daysAgo(30)), makeEvent('new', daysAgo(2))]);
    renderApp(<LandingPage />, { route: '/', path: '/', routes });

    const featured = await within(await battles()).findByTestId('featured-battle');
    expect(within(featured).getByRole('heading', { name: 'Event new' })).toBeInTheDocument();
    expect(within(featured).queryByText('MAIN EVENT')).not.toBeInTheDocument();
    expect(featured.querySelector('video')).toBeNull();
    expect(within(featured).getByRole('link', { name: 'View Event' })).toHaveAttribute('href', '/events?event=new');
    expect(within(await battles()).getByRole('link', { name: /Event old/ })).toHaveAttribute('href', '/events?event=old');
    expect(within(await battles()).getAllByText('Coming Soon')).toHaveLength(2);
    expect(mainVideoCalls(calls).sort()).toEqual(['new', 'old']);
  });

  it('treats only undated or future events as no events at all', async () => {
    const { calls } = stubLeague([makeEvent('soon', daysAgo(-1)), makeEvent('tba', null)]);
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    expect(await within(await battles()).findByText('No Events Available')).toBeInTheDocument();
    expect(within(await battles()).getAllByText('Coming Soon')).toHaveLength(3);
    expect(mainVideoCalls(calls)).toEqual([]);
  });

  it('shows a locked poster instead of a members-only main video to a visitor', async () => {
    stubLeague([makeEvent('p1', daysAgo(1))], { p1: makeMain('m1', { requiresAuth: true }) }, {
      'GET /api/videos/m1/access': () => json(200, { requiresAuth: true, hasAccess: false }),
    });
    sessionStorage.clear();
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    const featured = await within(await battles()).findByTestId('featured-battle');
    const signIn = await within(featured).findByRole('link', { name: 'Sign In to Watch' });
    expect(within(featured).getByRole('img', { name: 'Members only' })).toBeInTheDocument();
    expect(within(featured).getByText('MAIN EVENT')).toBeInTheDocument();
    expect(featured.querySelector('video')).toBeNull();
    expect(featured.querySelector('img[src="/uploads/m1-poster.jpg"]')).toBeInTheDocument();
    fireEvent.click(signIn);
    expect(sessionStorage.getItem('returnUrl')).toBe('/events/p1?video=m1');
    expect(await screen.findByText('auth page')).toBeInTheDocument();
  });

  it('plays a members-only main video for a member', async () => {
    stubLeague([makeEvent('p1', daysAgo(1))], { p1: makeMain('m1', { requiresAuth: true }) }, {
      ...signedIn(makeUser()),
      'GET /api/videos/m1/access': () => json(200, { requiresAuth: true, hasAccess: true }),
    });
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    const featured = await within(await battles()).findByTestId('featured-battle');
    await waitFor(() => expect(featured.querySelector('video')).toHaveAttribute('src', '/media/videos/m1'));
  });

  it('says what went wrong when the events cannot be loaded', async () => {
    stubFetch({ ...visitor, 'GET /api/events': () => json(503, { message: 'down for maintenance' }) });
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    const alert = await within(await battles()).findByRole('alert');
    expect(within(alert).getByText('down for maintenance')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
