import { act, fireEvent, screen } from '@testing-library/react';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import BattlerDetailPage from './BattlerDetailPage';
import { makeBattle, makeBattler } from './fixtures.testing';

function setup(account: Parameters<typeof stubFetch>[0]) {
  const battler = makeBattler();
  const stub = stubFetch({
    ...account,
    [`GET /api/battlers/${battler.id}`]: () => json(200, battler),
    [`GET /api/battlers/${battler.id}/battles`]: () => json(200, [makeBattle({ id: 'v-7', eventId: 'e-3', requiresAuth: true })]),
  });
  renderApp(<BattlerDetailPage />, {
    route: `/battlers/${battler.id}`,
    path: '/battlers/:id',
    routes: [
      { path: '/auth', element: <p>auth page</p> },
      { path: '/events/:eventId', element: <p>events page</p> },
    ],
  });
  return stub;
}

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 50)));

beforeEach(() => sessionStorage.clear());

describe('battle history when the current user cannot be read', () => {
  it("offers Watch Battle on a members-only battle, not 'Sign In to Watch' (the events screen checks access)", async () => {
    setup({ 'GET /api/auth/user': () => json(500, { message: 'Database down' }) });
    await screen.findByText(/Could not load your account/);
    await settle();
    expect(screen.queryByRole('button', { name: 'Sign In to Watch' })).not.toBeInTheDocument();
    const watch = screen.getByRole('link', { name: /^Watch Battle/ });
    expect(watch).toHaveAttribute('href', '/events/e-3?video=v-7&from=battler&battlerid=b-1');
    fireEvent.click(watch);
    expect(await screen.findByText('events page')).toBeInTheDocument();
    expect(sessionStorage.getItem('returnUrl')).toBeNull();
  });

  it("still asks a visitor (a 401) to sign in", async () => {
    setup(visitor);
    expect(await screen.findByRole('button', { name: 'Sign In to Watch' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Watch Battle/ })).not.toBeInTheDocument();
  });
});
