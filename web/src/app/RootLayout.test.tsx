import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FOCUSABLE } from '../components/useFocusTrap';
import { makeEvent, makeVideo } from '../features/catalogue/fixtures.testing';
import { json, stubFetch, visitor } from '../testing/render';
import { Providers } from './Providers';
import { routes } from './router';
import { makeStore } from './store';

/*
 * Keyboard and screen-reader moves across the whole site: the skip link, focus after a
 * client-side navigation, the sections the landing page scrolls to, the mobile menu.
 */

// pages load their code on the way (React.lazy), compiled by jest on first use
const LAZY = { timeout: 15_000 };
jest.setTimeout(30_000);

const scrolled: string[] = [];
beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const event = makeEvent({ videoCount: 1 });
const video = makeVideo({ title: 'Opening Clash' });
const league = {
  ...visitor,
  'GET /api/events': () => json(200, [event]),
  'GET /api/events/e1/videos': () => json(200, [video]),
  'GET /api/events/e1/main-video': () => json(200, null),
  'GET /api/videos/v1/votes': () => json(200, { battlerAVotes: 0, battlerBVotes: 0, totalVotes: 0 }),
  'GET /api/videos/v1/comments': () => json(200, []),
};

function renderSite(path: string, extra = {}) {
  stubFetch({ ...league, ...extra });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers store={makeStore()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
/** Enter on a focused control: focus is on it, then it is clicked. */
const press = (el: HTMLElement) => {
  el.focus();
  fireEvent.keyDown(el, { key: 'Enter' });
  fireEvent.click(el);
};
const focused = () => document.activeElement;

describe('skip link', () => {
  it('is the first thing Tab reaches, and takes focus to the main content', async () => {
    renderSite('/events');
    await screen.findByRole('heading', { name: 'Summer Smackdown' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.querySelectorAll(FOCUSABLE)[0]).toBe(skip);
    // its target exists (axe's skip-link rule), around every page's <main>
    const target = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(target?.querySelector('main')).toBeInTheDocument();
    press(skip);
    expect(focused()).toBe(document.querySelector('main'));
    expect(focused()).toHaveAttribute('tabindex', '-1');
  });
});

describe('focus after a client-side navigation', () => {
  it('stays put on the first load, then goes to the new page heading after a nav link', async () => {
    renderSite('/');
    await within(nav()).findByRole('link', { name: 'Login' });
    await screen.findByRole('heading', { level: 1 });
    expect(focused()).toBe(document.body);

    press(within(nav()).getByRole('link', { name: 'Events' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Battle Events' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it('goes to the event title on selecting an event, not to the page when the player opens, and back to the card after', async () => {
    const router = renderSite('/events');
    press(await screen.findByRole('link', { name: 'View Videos' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Summer Smackdown' }, LAZY);
    await waitFor(() => expect(title).toHaveFocus());

    // the player is a search parameter: opening it is not a new page
    const card = await screen.findByRole('button', { name: 'Opening Clash' });
    press(card);
    const dialog = await screen.findByRole('dialog', { name: 'Opening Clash' });
    expect(router.state.location.search).toBe('?video=v1');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close player' })).toHaveFocus());
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();

    press(screen.getByRole('link', { name: /Back to Events/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Battle Events' })).toHaveFocus());
  });

  it('goes to <main> while a page shows its skeleton, then to its h1 when that arrives', async () => {
    let answer: (r: Response) => void = () => {};
    renderSite('/events/e1?video=v1', { 'GET /api/battlers/b1': () => new Promise<Response>((r) => (answer = r)) });
    const dialog = await screen.findByRole('dialog', { name: 'Opening Clash' }, LAZY);
    // a battler's link in the player: a new page, which waits for the battler
    press(within(dialog).getByRole('link', { name: 'Alpha' }));
    await screen.findByTestId('battler-detail-skeleton', {}, LAZY);
    await waitFor(() => expect(focused()).toBe(document.querySelector('main')));
    answer(json(404, { message: 'Battler not found' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Battler Not Found' });
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('treats /events?event=X as a page of its own: Back to Events focuses the list', async () => {
    const router = renderSite('/events?event=e1');
    press(await screen.findByRole('link', { name: /Back to Events/ }, LAZY));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Battle Events' })).toHaveFocus());
  });
});

describe('scroll-to-section buttons move focus too', () => {
  it('Contact from another page goes to / (a clean address), scrolls to the contact section and focuses it', async () => {
    const router = renderSite('/events');
    await screen.findByRole('heading', { name: 'Summer Smackdown' });
    press(within(nav()).getByRole('button', { name: 'Contact' }));
    const heading = await screen.findByRole('heading', { name: 'GET IN TOUCH' }, LAZY);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toEqual(['contact']);
    // not /?index, and the request is forgotten (a reload does not scroll again)
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toBeNull();
    // the landing page was not reset to its top afterwards
    expect(heading).toHaveFocus();
  });

  it('Home and Contact in the bar, and the footer Quick Links, on / focus their section', async () => {
    renderSite('/');
    // the sections under the hero come one a frame: the contact section last
    await screen.findByRole('heading', { name: 'GET IN TOUCH' }, LAZY);
    press(within(nav()).getByRole('button', { name: 'Contact' }));
    expect(screen.getByRole('heading', { name: 'GET IN TOUCH' })).toHaveFocus();
    press(within(nav()).getByRole('button', { name: 'Home' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    press(within(quick).getByRole('button', { name: 'Latest Battles' }));
    expect(screen.getByRole('heading', { name: 'LATEST BATTLES' })).toHaveFocus();
    press(within(quick).getByRole('button', { name: 'Sponsorship' }));
    expect(screen.getByRole('heading', { name: 'BECOME A SPONSOR' })).toHaveFocus();
    expect(scrolled).toEqual(['contact', 'home', 'battles', 'sponsors']);
  });
});

describe('mobile menu', () => {
  it('gives focus back to its toggle when Escape closes it', async () => {
    renderSite('/events');
    await screen.findByRole('heading', { name: 'Summer Smackdown' });
    // the toggle is CSS-hidden on wide screens (jsdom applies no media queries): found by its wiring
    const toggle = document.querySelector<HTMLButtonElement>('button[aria-controls="main-menu"]')!;
    press(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    within(nav()).getByRole('link', { name: 'Battlers' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
