import { screen, waitFor, within } from '@testing-library/react';
import { authReads, failingAccount, wait, windowFocus } from '../testing/busy';
import { json, makeUser, renderApp } from '../testing/render';
import { TopNav } from './TopNav';

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const menuTexts = () => within(nav()).getAllByRole('listitem').map((li) => li.textContent).filter(Boolean);
const SITE_LINKS = ['Home', 'Events', 'Battlers', 'Sponsors', 'Contact'];

function setup() {
  const stub = failingAccount();
  renderApp(<TopNav />);
  return stub;
}

describe('top navigation when the current user cannot be read', () => {
  it("offers neither Login nor the member's links (who is signed in is unknown), and settles", async () => {
    const { calls } = setup();
    await waitFor(() => expect(authReads(calls)).toBe(1));
    await wait(50);
    // no skeleton left waiting, no divider before an empty slot
    expect(nav().querySelector('li[aria-hidden="true"]')).toBeNull();
    expect(menuTexts()).toEqual(SITE_LINKS);
    expect(within(nav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await wait(200);
    expect(authReads(calls)).toBe(1);
  });

  it('shows the member once a window focus reads the user', async () => {
    const { calls, state } = setup();
    await waitFor(() => expect(authReads(calls)).toBe(1));
    await wait(50);
    state.answer = () => json(200, makeUser());
    windowFocus();
    await within(nav()).findByRole('button', { name: 'Logout' });
    expect(menuTexts()).toEqual([...SITE_LINKS, 'Dashboard', 'Profile', 'Logout']);
  });

  it('shows Login once a window focus finds nobody signed in (a 401)', async () => {
    const { calls, state } = setup();
    await waitFor(() => expect(authReads(calls)).toBe(1));
    await wait(50);
    state.answer = () => json(401, { message: 'Not authenticated' });
    windowFocus();
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(menuTexts()).toEqual([...SITE_LINKS, 'Login']);
  });
});
