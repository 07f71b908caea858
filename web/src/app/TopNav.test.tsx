import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authReads, failingAccount, wait, windowFocus } from '../testing/busy';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../testing/render';
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

describe("the signed-in member's avatar", () => {
  it('given a member with a profile picture, then the bar shows it beside Profile, as decoration the link already names', async () => {
    stubFetch(signedIn(makeUser({ profilePictureUrl: '/uploads/avatars/me.jpg' })));
    renderApp(<TopNav />);
    const profile = await within(nav()).findByRole('link', { name: 'Profile' });
    const avatar = within(profile).getByTestId('user-avatar');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/me.jpg');
    expect(avatar.querySelector('img')).toHaveAttribute('alt', '');
    // the phone's bar keeps it in view with the menu folded, out of the tab order (the menu's link serves the keyboard)
    const phone = screen.getByTestId('phone-avatar');
    expect(phone).toHaveAttribute('href', '/profile');
    expect(phone).toHaveAttribute('tabindex', '-1');
    expect(phone.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/me.jpg');
  });

  it('given a member without a picture, then the bar shows their initials', async () => {
    stubFetch(signedIn(makeUser({ firstName: 'Jane', lastName: 'Doe', profilePictureUrl: null })));
    renderApp(<TopNav />);
    const profile = await within(nav()).findByRole('link', { name: 'Profile' });
    expect(within(profile).getByTestId('user-avatar')).toHaveAttribute('data-initials', 'JD');
    expect(profile.querySelector('img')).toBeNull();
    expect(profile).toHaveTextContent(/^Profile$/);
  });

  it('given a picture that fails to load, then the initials take its place', async () => {
    stubFetch(signedIn(makeUser({ username: 'slim', firstName: '', lastName: '', profilePictureUrl: '/uploads/gone.jpg' })));
    renderApp(<TopNav />);
    const profile = await within(nav()).findByRole('link', { name: 'Profile' });
    fireEvent.error(profile.querySelector('img') as HTMLImageElement);
    expect(within(profile).getByTestId('user-avatar')).toHaveAttribute('data-initials', 'SL');
  });

  it('given a visitor, then no avatar is shown', async () => {
    stubFetch(visitor);
    renderApp(<TopNav />);
    await within(nav()).findByRole('link', { name: 'Login' });
    expect(screen.queryByTestId('user-avatar')).not.toBeInTheDocument();
  });
});
