import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EMAIL_MAX } from '../../../../domain/shared/limits';
import { FIRST_NAME_MAX, LAST_NAME_MAX } from '../../../../domain/user/limits';
import { pressEnter } from '../../testing/busy';
import { json, makeUser, renderApp, stubFetch } from '../../testing/render';
import { ProfileInfoForm } from './ProfileInfoForm';
import { profileSchema } from './schemas';

const maya = makeUser({ firstName: 'Maya', lastName: 'Cruz', email: 'maya@example.com' });

describe('profile information', () => {
  it("checks the server's length limits, counting the trimmed text", () => {
    const refusal = (over: Record<string, string>) => {
      try {
        profileSchema.validateSync({ firstName: 'Maya', lastName: 'Cruz', email: 'maya@example.com', ...over });
        return null;
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(refusal({ firstName: ` ${'a'.repeat(FIRST_NAME_MAX)} `, lastName: 'b'.repeat(LAST_NAME_MAX) })).toBeNull();
    expect(refusal({ firstName: 'a'.repeat(FIRST_NAME_MAX + 1) })).toBe('First name must be at most 100 characters');
    expect(refusal({ lastName: 'b'.repeat(LAST_NAME_MAX + 1) })).toBe('Last name must be at most 100 characters');
    expect(refusal({ email: `${'m'.repeat(EMAIL_MAX + 1 - '@example.com'.length)}@example.com` })).toBe('Email is too long');
  });

  it('refuses a too long first name in place, sending nothing', async () => {
    const { calls } = stubFetch({ 'GET /api/profile': () => json(200, maya) });
    renderApp(<ProfileInfoForm />);
    const first = await screen.findByLabelText('First name');
    fireEvent.change(first, { target: { value: 'a'.repeat(FIRST_NAME_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name must be at most 100 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says when the profile cannot be loaded, and Try Again reads it again', async () => {
    let fail = true;
    const { calls } = stubFetch({
      'GET /api/profile': () => (fail ? json(500, { message: 'Database busy' }) : json(200, maya)),
    });
    renderApp(<ProfileInfoForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your profile');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Maya');
    expect(calls.filter((c) => c.path === '/api/profile')).toHaveLength(2);
  });
});

describe('profile information: a refused form', () => {
  it('focuses the first invalid field when Save Changes is refused', async () => {
    stubFetch({ 'GET /api/profile': () => json(200, maya) });
    renderApp(<ProfileInfoForm />);
    const last = await screen.findByLabelText('Last name');
    await act(async () => void fireEvent.change(last, { target: { value: '' } }));
    await pressEnter(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(last).toHaveFocus());
  });
});
