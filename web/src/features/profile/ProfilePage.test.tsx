import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failingAccount, heldResponse, pressEnter } from '../../testing/busy';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../testing/render';
import { ChangePasswordForm } from './ChangePasswordForm';
import ProfilePage from './ProfilePage';

function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('change password', () => {
  it('requires each field with the spec messages', async () => {
    stubFetch(visitor);
    renderApp(<ChangePasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it('checks the minimum length of 6 and the match', async () => {
    stubFetch(visitor);
    renderApp(<ChangePasswordForm />);
    typeInto('New password', '12345');
    typeInto('Confirm new password', '54321');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    typeInto('New password', '123456');
    typeInto('Confirm new password', '123456');
    await waitFor(() => expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument());
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
  });

  it('sends all three fields and reports success or the server message', async () => {
    const { calls } = stubFetch({ 'PUT /api/profile/password': () => json(200, { message: 'ok' }) });
    renderApp(<ChangePasswordForm />);
    typeInto('Current password', 'oldpass');
    typeInto('New password', 'newpass1');
    typeInto('Confirm new password', 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(JSON.parse(calls[0].body)).toEqual({ currentPassword: 'oldpass', newPassword: 'newpass1', confirmPassword: 'newpass1' });

    stubFetch({ 'PUT /api/profile/password': () => json(400, { message: 'Current password is incorrect' }) });
    typeInto('Current password', 'oldpass');
    typeInto('New password', 'newpass1');
    typeInto('Confirm new password', 'newpass1');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });
});

describe('profile page', () => {
  it('asks a visitor to log in', async () => {
    stubFetch(visitor);
    renderApp(<ProfilePage />, { route: '/profile' });
    expect(await screen.findByText('Please log in to access your profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  });

  it('shows both tabs and validates the profile form', async () => {
    const user = makeUser({ firstName: 'Ana', lastName: 'Lopez' });
    stubFetch({ ...signedIn(user), 'GET /api/profile': () => json(200, user) });
    renderApp(<ProfilePage />, { route: '/profile' });
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Profile Information' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Change Password' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Ana')).toBeInTheDocument();
    typeInto('First name', '');
    typeInto('Last name', '');
    typeInto('Email', 'nope');
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('saves the profile and toasts', async () => {
    const user = makeUser({ firstName: 'Ana', lastName: 'Lopez' });
    stubFetch({
      ...signedIn(user),
      'GET /api/profile': () => json(200, user),
      'PUT /api/profile': async (req) => json(200, { ...user, ...(await req.json()) }),
    });
    renderApp(<ProfilePage />, { route: '/profile' });
    await screen.findByDisplayValue('Ana');
    typeInto('First name', 'Anita');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Anita Lopez' })).toBeInTheDocument();
  });

  it('rejects a non-image avatar before uploading', async () => {
    const user = makeUser();
    stubFetch({ ...signedIn(user), 'GET /api/profile': () => json(200, user) });
    renderApp(<ProfilePage />, { route: '/profile' });
    const input = await screen.findByLabelText('Profile picture file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file (PNG, JPG, or GIF)')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image smaller than 5MB')).toBeInTheDocument();
  });
});

describe('profile page when the current user cannot be read', () => {
  it('shows the failure (a 500) with Try Again, not the visitor card', async () => {
    stubFetch({ 'GET /api/auth/user': () => json(500, { message: 'Database down' }) });
    renderApp(<ProfilePage />, { route: '/profile' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your account');
    expect(alert).toHaveTextContent('Database down');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('Please log in to access your profile')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
  });

  it('shows the profile once Try Again gets the user', async () => {
    const user = makeUser({ firstName: 'Ana', lastName: 'Lopez' });
    let down = true;
    const { calls } = stubFetch({
      'GET /api/auth/user': () => (down ? json(503, { message: 'Try later' }) : json(200, user)),
      'GET /api/profile': () => json(200, user),
    });
    renderApp(<ProfilePage />, { route: '/profile' });
    await screen.findByRole('alert');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Ana')).toBeInTheDocument();
    expect(screen.queryByText('Please log in to access your profile')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/user')).toHaveLength(2);
  });

  it("puts focus on the profile's heading once Try Again gets the user", async () => {
    const user = makeUser({ firstName: 'Ana', lastName: 'Lopez' });
    const { state } = failingAccount({ 'GET /api/profile': () => json(200, user) });
    renderApp(<ProfilePage />, { route: '/profile' });
    await screen.findByRole('alert');
    const held = heldResponse(() => json(200, user));
    // typed as a ready Response; stubFetch waits for a held one as well
    state.answer = held.handler;
    await pressEnter(screen.getByRole('button', { name: 'Try Again' }));
    // the skeleton while it is asked again: the focused Try Again is gone
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await held.release();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ana Lopez' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("puts focus on the visitor card's heading when Try Again finds nobody signed in", async () => {
    const { state } = failingAccount();
    renderApp(<ProfilePage />, { route: '/profile' });
    await screen.findByRole('alert');
    state.answer = () => json(401, { message: 'Not authenticated' });
    await pressEnter(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Please log in to access your profile')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toHaveFocus());
  });

  it('puts focus back on the failure when Try Again fails again, so it is heard again', async () => {
    const { calls } = failingAccount();
    renderApp(<ProfilePage />, { route: '/profile' });
    await screen.findByRole('alert');
    await pressEnter(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/user')).toHaveLength(2));
    // the answer may come before the skeleton is drawn: either way focus ends on the failure's heading
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Could not load your account' })).toHaveFocus());
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
