import { fireEvent, screen, within } from '@testing-library/react';
import { ACCOUNT_FAILED as FAILED, authReads, expectOneMoreReadOnFocus, failingAccount, wait } from '../../testing/busy';
import { json, makeUser, renderApp } from '../../testing/render';
import { CommentsSection, LOGIN_TO_COMMENT } from './CommentsSection';
import type { Comment } from './types';

const me = makeUser({ id: 'u-1' });
const comment: Comment = {
  id: 'c1',
  videoId: 'v1',
  userId: 'u-1',
  parentCommentId: null,
  content: 'First!',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  user: { username: 'mc_me', firstName: 'Maya', lastName: 'Cruz', profilePictureUrl: null },
};
function setup() {
  const stub = failingAccount({ 'GET /api/videos/v1/comments': () => json(200, [comment]) });
  renderApp(<CommentsSection videoId="v1" />, { route: '/events/e1?video=v1', routes: [{ path: '/auth', element: <p>auth page</p> }] });
  return stub;
}

beforeEach(() => sessionStorage.clear());

describe('comments section when the current user cannot be read', () => {
  it('says so with Try Again instead of asking to log in, and shows the comments', async () => {
    const { calls, state } = setup();
    const alert = (await screen.findByText(FAILED)).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByText(LOGIN_TO_COMMENT)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(await screen.findByText('First!')).toBeInTheDocument();
    // nothing offered that needs the account
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply to / })).not.toBeInTheDocument();

    state.answer = () => json(200, me);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('textbox', { name: 'Add a comment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reply to / })).toBeInTheDocument();
    expect(screen.queryByText(/Could not load your account/)).not.toBeInTheDocument();
    expect(authReads(calls)).toBe(2);
  });

  it('asks a visitor to log in once Try Again finds nobody signed in (a 401)', async () => {
    const { state } = setup();
    await screen.findByText(FAILED);
    state.answer = () => json(401, { message: 'Not authenticated' });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(LOGIN_TO_COMMENT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByText(/Could not load your account/)).not.toBeInTheDocument();
  });

  it('settles after a window focus asks again and fails again', async () => {
    const { calls } = setup();
    await screen.findByText(FAILED);
    await wait(50);
    expect(authReads(calls)).toBe(1);
    await expectOneMoreReadOnFocus(calls, 1);
  });
});
