import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_MAX } from '../../../../domain/user/limits';
import { pressEnter } from '../../testing/busy';
import { renderApp, stubFetch, visitor } from '../../testing/render';
import { ChangePasswordForm } from './ChangePasswordForm';
import { passwordSchema } from './schemas';

function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('change password: the limits', () => {
  it('checks the current and the new password against the server\'s 200', () => {
    const refusal = (currentPassword: string, newPassword: string) => {
      try {
        passwordSchema.validateSync({ currentPassword, newPassword, confirmPassword: newPassword });
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(refusal('c'.repeat(PASSWORD_MAX), 'p'.repeat(PASSWORD_MAX))).toBeNull();
    expect(refusal('c'.repeat(PASSWORD_MAX + 1), 'secret1')).toBe('Current password must be at most 200 characters');
    expect(refusal('secret1', 'p'.repeat(PASSWORD_MAX + 1))).toBe('Password must be at most 200 characters');
  });

  it('refuses a too long password in place, sending nothing', async () => {
    const { calls } = stubFetch(visitor);
    renderApp(<ChangePasswordForm />);
    typeInto('Current password', 'c'.repeat(PASSWORD_MAX + 1));
    typeInto('New password', 'p'.repeat(PASSWORD_MAX + 1));
    typeInto('Confirm new password', 'p'.repeat(PASSWORD_MAX + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at most 200 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('change password: a refused form', () => {
  it('focuses the first invalid field when Update Password is refused', async () => {
    stubFetch(visitor);
    renderApp(<ChangePasswordForm />);
    await act(async () => void fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret1' } }));
    await pressEnter(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
  });
});
