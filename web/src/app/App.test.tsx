import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json, makeUser, signedIn, stubFetch, visitor } from '../testing/render';
import { Providers } from './Providers';
import { routes } from './router';
import { makeStore } from './store';

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => sessionStorage.clear());

// Most pages load their code on the way (React.lazy): the first import of one is compiled
// by jest then, which on a busy machine takes longer than the usual wait.
const LAZY = { timeout: 15_000 };
jest.setTimeout(30_000);

function renderSite(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers store={makeStore()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const menuTexts = () => within(nav()).getAllByRole('listitem').map((li) => li.textContent).filter(Boolean);

describe('the site shell', () => {
  it('shows the visitor navigation', async () => {
    stubFetch(visitor);
    renderSite('/');
    await within(nav()).findByRole('link', { name: 'Login' });
    expect(menuTexts()).toEqual(['Home', 'Events', 'Battlers', 'Sponsors', 'Contact', 'Login']);
    // the brand link is named by the words it shows (label in name), its badge left out
    expect(within(nav()).getByRole('link', { name: 'UBR BATTLE RAP LEAGUE' })).toHaveAttribute('href', '/');
  });

  it('shows Dashboard, Profile and Logout to members, and Admin only to admins', async () => {
    stubFetch(signedIn(makeUser({ role: 'user' })));
    renderSite('/');
    await within(nav()).findByRole('button', { name: 'Logout' });
    expect(menuTexts()).toEqual(['Home', 'Events', 'Battlers', 'Sponsors', 'Contact', 'Dashboard', 'Profile', 'Logout']);
  });

  it('shows Admin to a super_admin', async () => {
    stubFetch(signedIn(makeUser({ role: 'super_admin' })));
    renderSite('/');
    expect(await within(nav()).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('logs out: pending text, notice, current user cleared, back to /', async () => {
    let finish: (r: Response) => void = () => {};
    const { calls } = stubFetch({
      ...signedIn(makeUser()),
      'POST /api/logout': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const router = renderSite('/contact');
    fireEvent.click(await within(nav()).findByRole('button', { name: 'Logout' }));
    expect(await within(nav()).findByRole('button', { name: 'Logging out...' })).toBeDisabled();
    await act(async () => finish(json(200, { message: 'Logged out' })));
    expect(await screen.findByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.filter((c) => c.path === '/api/logout')).toHaveLength(1);
  });

  it('reports a failed logout', async () => {
    stubFetch({ ...signedIn(makeUser()), 'POST /api/logout': () => json(500, {}) });
    renderSite('/');
    fireEvent.click(await within(nav()).findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Failed to log out')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  });

  it('answers unknown paths with the 404 screen', async () => {
    stubFetch(visitor);
    renderSite('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('sends /login to /auth', async () => {
    stubFetch(visitor);
    const router = renderSite('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('sends a visitor from a members-only page to /auth, remembering where they were', async () => {
    stubFetch(visitor);
    const router = renderSite('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(sessionStorage.getItem('returnUrl')).toBe('/dashboard');
  });

  it('lets a member open the dashboard and the logo demo', async () => {
    stubFetch(signedIn(makeUser()));
    const router = renderSite('/dashboard');
    expect(await screen.findByRole('heading', { level: 1 }, LAZY)).toHaveTextContent(/^GET UBR!$/);
    expect(await screen.findByRole('tab', { name: 'Sponsor Application' })).toHaveAttribute('aria-selected', 'true');
    act(() => {
      router.navigate('/logo-demo');
    });
    for (const label of ['none', 'glitch', 'pulse', 'glow', 'rotate', 'shake (on hover)', 'bounce', 'flicker', 'neon']) {
      expect(await screen.findByRole('heading', { name: label }, LAZY)).toBeInTheDocument();
    }
  });

  it('toggles the mobile menu and closes it on navigation', async () => {
    stubFetch(visitor);
    renderSite('/');
    // the toggle is CSS-hidden on wide screens (jsdom applies no media queries), so find it by its wiring
    const toggle = document.querySelector<HTMLButtonElement>('button[aria-controls="main-menu"]')!;
    expect(toggle).toHaveAttribute('aria-label', 'Open menu');
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-label', 'Close menu');
    fireEvent.click(within(nav()).getByRole('link', { name: 'Events' }));
    expect(await screen.findByRole('heading', { name: 'Battle Events' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('points the favicon at /api/favicon with a timestamp', async () => {
    stubFetch(visitor);
    renderSite('/');
    await waitFor(() => expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(/^\/api\/favicon\?t=\d+$/));
  });

  it('shows the pages with their spec titles and empty-league texts', async () => {
    stubFetch({
      ...visitor,
      'GET /api/events': () => json(200, []),
      'GET /api/battlers-with-stats': () => json(200, []),
      'GET /api/approved-sponsors': () => json(200, []),
    });
    const router = renderSite('/sponsors');
    expect(await screen.findByRole('heading', { name: 'Our Valued Sponsors' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByText('No Approved Sponsors Yet')).toBeInTheDocument();
    act(() => {
      router.navigate('/battlers');
    });
    expect(await screen.findByRole('heading', { name: 'UBR BATTLERS' }, LAZY)).toBeInTheDocument();
    act(() => {
      router.navigate('/events');
    });
    expect(await screen.findByText('No Events Available')).toBeInTheDocument();
  });
});
