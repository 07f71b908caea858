import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_FAILED as FAILED, authReads, expectOneMoreReadOnFocus, failingAccount, wait } from '../../testing/busy';
import { json, makeUser, renderApp } from '../../testing/render';
import BattlerDetailPage from './BattlerDetailPage';
import { makeBattler } from './fixtures.testing';

/** Big Mike's page, owned by u-1; the current user read fails (a 500) until `state.answer` changes. */
function setup() {
  const battler = makeBattler({ userId: 'u-1' });
  const stub = failingAccount({
    [`GET /api/battlers/${battler.id}`]: () => json(200, battler),
    [`GET /api/battlers/${battler.id}/battles`]: () => json(200, []),
    'GET /api/user/claimed-battler': () => json(200, battler),
    'GET /api/user/pending-claim-request': () => json(200, null),
  });
  renderApp(<BattlerDetailPage />, { route: `/battlers/${battler.id}`, path: '/battlers/:id' });
  return stub;
}

describe('claim button when the current user cannot be read', () => {
  it('says so with Try Again (the member may own this battler), then shows the claim state', async () => {
    const { calls, state } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
    const alert = (await screen.findByText(FAILED)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Profile' })).not.toBeInTheDocument();

    state.answer = () => json(200, makeUser({ id: 'u-1' }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Manage Profile' })).toBeInTheDocument();
    expect(screen.queryByText(/Could not load your account/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/user/claimed-battler')).toBe(false); // the owner needs no more than the battler
  });

  it('is hidden once Try Again finds nobody signed in (a 401)', async () => {
    const { state } = setup();
    await screen.findByText(FAILED);
    state.answer = () => json(401, { message: 'Not authenticated' });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByText(/Could not load your account/)).not.toBeInTheDocument());
    await wait(50);
    expect(screen.queryByRole('button', { name: /claim/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Profile' })).not.toBeInTheDocument();
  });

  it('settles: no reads again on its own, and one per window focus', async () => {
    const { calls } = setup();
    await screen.findByText(FAILED);
    await wait(100);
    const settled = authReads(calls);
    await wait(200);
    expect(authReads(calls)).toBe(settled);
    await expectOneMoreReadOnFocus(calls, settled);
  });
});
