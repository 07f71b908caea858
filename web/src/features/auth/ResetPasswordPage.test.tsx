import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EMAIL_MAX } from '../../../../domain/shared/limits';
import { PASSWORD_MAX } from '../../../../domain/user/limits';
import { pressEnter } from '../../testing/busy';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('reset password', () => {
  it('without a token offers a new link', () => {
    stubFetch(visitor);
    renderApp(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(screen.getByText('No reset token provided')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('validates length and match', async () => {
    stubFetch(visitor);
    renderApp(<ResetPasswordPage />, { route: '/reset-password?token=abc', path: '/reset-password' });
    typeInto('New password', 'short');
    typeInto('Confirm new password', 'different');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('refuses a new password longer than the server takes, sending nothing', async () => {
    const { calls } = stubFetch(visitor);
    renderApp(<ResetPasswordPage />, { route: '/reset-password?token=abc', path: '/reset-password' });
    typeInto('New password', 'p'.repeat(PASSWORD_MAX + 1));
    typeInto('Confirm new password', 'p'.repeat(PASSWORD_MAX + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at most 200 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/reset-password')).toBe(false);
  });

  it('posts the token and shows the success screen', async () => {
    const { calls } = stubFetch({ ...visitor, 'POST /api/reset-password': () => json(200, { message: 'Password has been reset' }) });
    renderApp(<ResetPasswordPage />, { route: '/reset-password?token=tok123', path: '/reset-password' });
    typeInto('New password', 'newpassword');
    typeInto('Confirm new password', 'newpassword');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password has been reset')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(JSON.parse(calls.find((c) => c.path === '/api/reset-password')!.body)).toEqual({
      token: 'tok123',
      newPassword: 'newpassword',
    });
  });

  it('explains a failed reset', async () => {
    stubFetch({ ...visitor, 'POST /api/reset-password': () => json(400, {}) });
    renderApp(<ResetPasswordPage />, { route: '/reset-password?token=bad', path: '/reset-password' });
    typeInto('New password', 'newpassword');
    typeInto('Confirm new password', 'newpassword');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password. The token may be invalid or expired.')).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it("replaces the form with the server's message", async () => {
    stubFetch({ ...visitor, 'POST /api/forgot-password': () => json(200, { message: 'Check your inbox' }) });
    renderApp(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    typeInto('Email', 'bad');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    typeInto('Email', 'me@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('refuses an email longer than the server takes, sending nothing', async () => {
    const { calls } = stubFetch(visitor);
    renderApp(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    typeInto('Email', `${'m'.repeat(EMAIL_MAX + 1 - '@example.com'.length)}@example.com`);
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is too long')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/forgot-password')).toBe(false);
  });

  it('shows the default failure', async () => {
    stubFetch({ ...visitor, 'POST /api/forgot-password': () => json(500, {}) });
    renderApp(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    typeInto('Email', 'me@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to process request. Please try again.')).toBeInTheDocument();
  });
});

describe('a refused password form takes focus to its first invalid field', () => {
  it('Reset Password sent empty focuses New password', async () => {
    stubFetch(visitor);
    renderApp(<ResetPasswordPage />, { route: '/reset-password?token=abc', path: '/reset-password' });
    await pressEnter(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
  });

  it('Send Reset Link sent empty focuses Email', async () => {
    stubFetch(visitor);
    renderApp(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    await pressEnter(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });
});
