import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LOGIN_USERNAME_MAX, PASSWORD_MAX } from '../../../../domain/user/limits';
import { pressEnter } from '../../testing/busy';
import { json, makeUser, renderApp, stubFetch, visitor } from '../../testing/render';
import AuthPage from './AuthPage';

function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/profile', element: <p>profile page</p> },
];

beforeEach(() => sessionStorage.clear());

describe('sign in', () => {
  it('shows the required messages when submitted empty', async () => {
    stubFetch(visitor);
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('signs in, greets with the product name and goes to the stored return URL', async () => {
    const user = makeUser({ username: 'kingpen' });
    const { calls } = stubFetch({ ...visitor, 'POST /api/login': () => json(200, user) });
    sessionStorage.setItem('returnUrl', '/profile');
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    await screen.findByRole('button', { name: 'Sign In' });
    typeInto('Username', 'kingpen');
    typeInto('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(screen.getByText('Welcome back to UBR')).toBeInTheDocument();
    expect(sessionStorage.getItem('returnUrl')).toBeNull();
    const login = calls.find((c) => c.path === '/api/login')!;
    expect(JSON.parse(login.body)).toEqual({ username: 'kingpen', password: 'secret-pass' });
  });

  it("shows the server's message when sign-in fails, or the default", async () => {
    stubFetch({ ...visitor, 'POST /api/login': () => json(401, { message: 'Too many attempts' }) });
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    await screen.findByRole('button', { name: 'Sign In' });
    typeInto('Username', 'kingpen');
    typeInto('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();

    stubFetch({ ...visitor, 'POST /api/login': () => json(401, {}) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
  });

  it('refuses a too long username or password in place, sending nothing', async () => {
    const { calls } = stubFetch(visitor);
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    await screen.findByRole('button', { name: 'Sign In' });
    typeInto('Username', 'u'.repeat(LOGIN_USERNAME_MAX + 1));
    typeInto('Password', 'p'.repeat(PASSWORD_MAX + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at most 200 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });

  it('sends a signed-in user home', async () => {
    stubFetch({ 'GET /api/auth/user': () => json(200, makeUser()) });
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});

describe('create account', () => {
  it('validates every field with its message', async () => {
    stubFetch(visitor);
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    fireEvent.click(await screen.findByRole('tab', { name: 'Create Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    typeInto('Email', 'not-an-email');
    typeInto('Password', 'short');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  /** Opens the Create Account tab, fills it in for "newbie" and sends it. */
  async function registerAsNewbie() {
    fireEvent.click(await screen.findByRole('tab', { name: 'Create Account' }));
    typeInto('First name', 'New');
    typeInto('Last name', 'Bie');
    typeInto('Username', 'newbie');
    typeInto('Email', 'new@example.com');
    typeInto('Password', 'longenough');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('registers and welcomes the new member', async () => {
    const { calls } = stubFetch({ ...visitor, 'POST /api/register': () => json(201, makeUser({ username: 'newbie' })) });
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    await registerAsNewbie();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByText('Welcome to UBR')).toBeInTheDocument();
    const reg = calls.find((c) => c.path === '/api/register')!;
    expect(JSON.parse(reg.body)).toEqual({
      username: 'newbie',
      email: 'new@example.com',
      firstName: 'New',
      lastName: 'Bie',
      password: 'longenough',
    });
  });

  it('shows the default registration failure', async () => {
    stubFetch({ ...visitor, 'POST /api/register': () => new Response('', { status: 500 }) });
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    await registerAsNewbie();
    await waitFor(() => expect(screen.getByText('Registration failed. Please try again.')).toBeInTheDocument());
  });
});

describe('a refused form takes focus to its first invalid field', () => {
  it('Sign In sent empty focuses Username, which its error describes', async () => {
    stubFetch(visitor);
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    await pressEnter(await screen.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
  });

  it('Create Account focuses the first field still wrong', async () => {
    stubFetch(visitor);
    renderApp(<AuthPage />, { route: '/auth', path: '/auth', routes });
    fireEvent.click(await screen.findByRole('tab', { name: 'Create Account' }));
    await act(async () => void fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'New' } }));
    await pressEnter(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveFocus());
  });
});
