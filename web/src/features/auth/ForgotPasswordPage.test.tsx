import { act, fireEvent, screen } from '@testing-library/react';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import ForgotPasswordPage from './ForgotPasswordPage';

describe('forgot password, keyboard', () => {
  it('moves focus to the success message that replaces the form (and its button)', async () => {
    stubFetch({ ...visitor, 'POST /api/forgot-password': () => json(200, { message: 'Check your inbox' }) });
    renderApp(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } });
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    await act(async () => {
      send.focus();
      fireEvent.click(send);
    });
    const message = (await screen.findByText('Check your inbox')).closest<HTMLElement>('[role="status"]')!;
    expect(send).not.toBeInTheDocument();
    // not <body>: the next Tab goes on from the message (Back to Sign In), not from the top
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute('tabindex', '-1');
  });
});
