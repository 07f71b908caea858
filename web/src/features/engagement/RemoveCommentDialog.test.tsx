import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clickWhenFree, json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import { CommentsSection } from './CommentsSection';
import type { Comment } from './types';

const admin = makeUser({ id: 'a-1', username: 'judge', firstName: 'Head', lastName: 'Judge', role: 'admin' });
const member = makeUser({ id: 'u-1', username: 'mc_me', role: 'user' });

const make = (id: string, content: string, parentCommentId: string | null = null, userId = 'u-2'): Comment => ({
  id, videoId: 'v1', userId, parentCommentId, content,
  createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z',
  user: { username: `user_${userId}`, firstName: 'Otto', lastName: 'Ruiz', profilePictureUrl: null },
});
const abusive = make('c1', 'You are all trash');
const reply = make('r1', 'Calm down', 'c1', 'u-3');
const fine = make('c2', 'Good battle', null, 'u-1');
const thread = [abusive, reply, fine];

const renderComments = () => renderApp(<CommentsSection videoId="v1" />, { route: '/events/e1?video=v1' });
const item = (text: string) => screen.getByText(text).closest('article') as HTMLElement;
const removeButtonOf = (el: HTMLElement) =>
  within(el).getAllByRole('button').find((b) => b.closest('article') === el && b.textContent === 'Remove') as HTMLElement;

describe('removing a comment as an admin', () => {
  it("offers Remove on everyone's comments and replies to an admin", async () => {
    stubFetch({ ...signedIn(admin), 'GET /api/videos/v1/comments': () => json(200, thread) });
    renderComments();
    await screen.findByText('You are all trash');
    for (const text of ['You are all trash', 'Calm down', 'Good battle']) expect(removeButtonOf(item(text))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Remove reply by Otto Ruiz, posted / })).toBeInTheDocument();
  });

  it('offers no Remove to a plain member', async () => {
    stubFetch({ ...signedIn(member), 'GET /api/videos/v1/comments': () => json(200, thread) });
    renderComments();
    await screen.findByText('You are all trash');
    expect(screen.queryByText('Remove')).not.toBeInTheDocument();
  });

  it('asks for a reason, sends it trimmed, toasts, and drops the comment with its replies; focus starts in the reason', async () => {
    const { calls } = stubFetch({
      ...signedIn(admin),
      'GET /api/videos/v1/comments': () => json(200, thread),
      'POST /api/admin/comments/c1/removal': () => json(200, { id: 'c1', removed: true, removedIds: ['c1', 'r1'] }),
    });
    renderComments();
    await screen.findByText('You are all trash');
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    fireEvent.click(removeButtonOf(item('You are all trash')));

    const dialog = await screen.findByRole('dialog', { name: 'Remove comment' });
    const reason = within(dialog).getByLabelText('Reason for removal');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('The comment')).toHaveTextContent('You are all trash');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove comment' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: 'ab' } });
    fireEvent.blur(reason);
    expect(await within(dialog).findByText('The reason must be at least 3 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: '  Insults are not allowed  ' } });
    expect(within(dialog).getByText('27/500')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove comment' }));

    expect(await screen.findByText('Comment removed')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ reason: 'Insults are not allowed' });
    await waitFor(() => expect(screen.queryByText('You are all trash')).not.toBeInTheDocument());
    expect(screen.queryByText('Calm down')).not.toBeInTheDocument();
    expect(screen.getByText('Good battle')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the Remove button went with its comment: focus lands on the comments' heading, not the page
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Comments (1)' })).toHaveFocus());
  });

  it("shows the server's refusal in the dialog and keeps the comment and the reason", async () => {
    stubFetch({
      ...signedIn(admin),
      'GET /api/videos/v1/comments': () => json(200, thread),
      'POST /api/admin/comments/c2/removal': () => json(400, { message: 'The reason must be 500 characters or less' }),
    });
    renderComments();
    await screen.findByText('Good battle');
    fireEvent.click(removeButtonOf(item('Good battle')));
    const dialog = await screen.findByRole('dialog', { name: 'Remove comment' });
    fireEvent.change(within(dialog).getByLabelText('Reason for removal'), { target: { value: 'Off topic' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove comment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to remove comment: The reason must be 500 characters or less');
    expect(within(dialog).getByLabelText('Reason for removal')).toHaveValue('Off topic');
    expect(screen.getByTestId('comments')).toHaveTextContent('Good battle');
  });

  it('cancels with the button or Escape, sending nothing, and gives focus back to Remove', async () => {
    const { calls } = stubFetch({ ...signedIn(admin), 'GET /api/videos/v1/comments': () => json(200, thread) });
    renderComments();
    await screen.findByText('Calm down');
    const remove = removeButtonOf(item('Calm down'));
    remove.focus();
    fireEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove comment' });
    expect(dialog).toHaveTextContent('The reply disappears for everyone.');
    await clickWhenFree(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());

    fireEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove comment' });
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
