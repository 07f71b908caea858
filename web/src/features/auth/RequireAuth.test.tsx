import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_FAILED, authReads, failingAccount, heldResponse, pressEnter } from '../../testing/busy';
import { json, makeUser, renderApp, stubFetch, visitor } from '../../testing/render';
import { membersOnly } from './membersOnly';
import { RequireAuth } from './RequireAuth';

const user = makeUser({ username: 'reyna' });

/** A members' page at /secret (routed as the features route it) and the sign-in page at /auth. */
function renderMembersPage() {
  return renderApp(<p>Somewhere else</p>, {
    route: '/secret?tab=2#top',
    routes: [membersOnly({ path: 'secret', element: <p>Members area</p> }), { path: 'auth', element: <p>Sign-in page</p> }],
  });
}

beforeEach(() => sessionStorage.clear());

describe('RequireAuth', () => {
  it('shows a failed read of the current user (a 500) with Try Again, not the sign-in page', async () => {
    stubFetch({ 'GET /api/auth/user': () => json(500, { message: 'Database down' }) });
    const { router } = renderMembersPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your account');
    expect(alert).toHaveTextContent('Database down');
    const retry = screen.getByRole('button', { name: 'Try Again' });
    retry.focus();
    expect(retry).toHaveFocus();
    expect(router.state.location.pathname).toBe('/secret');
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
    expect(screen.queryByText('Members area')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('returnUrl')).toBeNull();
  });

  it('shows a network failure the same way', async () => {
    stubFetch({
      'GET /api/auth/user': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { router } = renderMembersPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your account');
    expect(router.state.location.pathname).toBe('/secret');
    expect(sessionStorage.getItem('returnUrl')).toBeNull();
  });

  it('shows the page once Try Again gets the user', async () => {
    let down = true;
    const { calls } = stubFetch({ 'GET /api/auth/user': () => (down ? json(503, { message: 'Try later' }) : json(200, user)) });
    const { router } = renderMembersPage();
    await screen.findByRole('alert');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Members area')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/secret');
    expect(sessionStorage.getItem('returnUrl')).toBeNull();
    expect(authReads(calls)).toBe(2);
  });

  it('still sends a visitor (a 401) to /auth, saving the return URL', async () => {
    stubFetch(visitor);
    const { router } = renderMembersPage();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(sessionStorage.getItem('returnUrl')).toBe('/secret?tab=2#top');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a visitor to /auth when Try Again finds nobody signed in', async () => {
    let down = true;
    stubFetch({ 'GET /api/auth/user': () => (down ? json(500, { message: 'Database down' }) : json(401, { message: 'Not authenticated' })) });
    const { router } = renderApp(<RequireAuth><p>Members area</p></RequireAuth>, {
      route: '/dashboard',
      routes: [{ path: 'auth', element: <p>Sign-in page</p> }],
    });
    await screen.findByRole('alert');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(sessionStorage.getItem('returnUrl')).toBe('/dashboard');
  });

  describe('focus after Try Again', () => {
    /** A members' page with its own main heading and something after it. */
    function renderHeadedMembersPage() {
      return renderApp(<p>Somewhere else</p>, {
        route: '/secret',
        routes: [
          membersOnly({
            path: 'secret',
            element: (
              <main>
                <h1>Members area</h1>
                <button type="button">Do something</button>
              </main>
            ),
          }),
          { path: 'auth', element: <p>Sign-in page</p> },
        ],
      });
    }

    it("goes to the page's main heading once Try Again gets the user", async () => {
      const { calls, state } = failingAccount();
      renderHeadedMembersPage();
      await screen.findByRole('alert');
      const held = heldResponse(() => json(200, user));
      // typed as a ready Response; stubFetch waits for a held one as well
      state.answer = held.handler;
      await pressEnter(screen.getByRole('button', { name: 'Try Again' }));
      // while it is asked again the page shows its skeleton: Try Again, and focus with it, are gone
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(document.activeElement).toBe(document.body);
      await held.release();
      const heading = await screen.findByRole('heading', { level: 1, name: 'Members area' });
      await waitFor(() => expect(heading).toHaveFocus());
      // focusable by script only: no extra Tab stop
      expect(heading).toHaveAttribute('tabindex', '-1');
      expect(authReads(calls)).toBe(2);
    });

    it('comes back to the failure when Try Again fails again, so it is heard again', async () => {
      const { calls, state } = failingAccount();
      renderHeadedMembersPage();
      await screen.findByRole('alert');
      const held = heldResponse(state.answer);
      // typed as a ready Response; stubFetch waits for a held one as well
      state.answer = held.handler;
      await pressEnter(screen.getByRole('button', { name: 'Try Again' }));
      await waitFor(() => expect(authReads(calls)).toBe(2));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      await held.release();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(ACCOUNT_FAILED.replace(': ', ''));
      await waitFor(() => expect(within(alert).getByRole('heading', { name: 'Could not load your account' })).toHaveFocus());
      expect(document.activeElement).not.toBe(document.body);
      // the next Tab is Try Again, which asks again
      expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    });
  });
});
