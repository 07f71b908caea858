import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../testing/render';
import { CommentsSection } from './CommentsSection';
import type { Comment } from './types';

const me = makeUser({ id: 'u-1', username: 'mc_me', firstName: 'Maya', lastName: 'Cruz' });

function makeComment(over: Partial<Comment> & Pick<Comment, 'id'>): Comment {
  return {
    videoId: 'v1',
    userId: 'u-2',
    parentCommentId: null,
    content: `comment ${over.id}`,
    createdAt: '2025-03-07T12:00:00.000Z',
    updatedAt: '2025-03-07T12:00:00.000Z',
    user: { username: 'other', firstName: 'Otto', lastName: 'Ruiz', profilePictureUrl: null },
    ...over,
  };
}

const older = makeComment({ id: 'c1', content: 'First!', createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z' });
const newer = makeComment({
  id: 'c2',
  userId: 'u-1',
  content: 'Beta bodied him',
  createdAt: '2025-03-02T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  user: { username: 'mc_me', firstName: 'Maya', lastName: 'Cruz', profilePictureUrl: '/uploads/maya.png' },
});
const replyLate = makeComment({
  id: 'r2',
  parentCommentId: 'c1',
  userId: 'u-3',
  content: 'Nah, Alpha won',
  createdAt: '2025-03-03T12:00:00.000Z',
  updatedAt: '2025-03-03T12:00:00.000Z',
  user: { username: 'lurker', firstName: '', lastName: '', profilePictureUrl: null },
});
const replyEarly = makeComment({
  id: 'r1',
  parentCommentId: 'c1',
  userId: 'u-1',
  content: 'Agreed',
  createdAt: '2025-03-03T10:00:00.000Z',
  updatedAt: '2025-03-03T10:00:00.000Z',
  user: newer.user,
});
// the server's order is not the display order
const thread = [replyLate, older, replyEarly, newer];

function renderComments() {
  return renderApp(<CommentsSection videoId="v1" />, {
    route: '/events/e1?video=v1',
    routes: [{ path: '/auth', element: <p>auth page</p> }],
  });
}

const topLevel = () => screen.getAllByTestId('comment');
const item = (text: string) => screen.getByText(text).closest('article') as HTMLElement;
const ownActions = (el: HTMLElement) => within(el).queryAllByRole('button').filter((b) => b.closest('article') === el);

function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

beforeEach(() => sessionStorage.clear());

describe('comments section', () => {
  it('shows a skeleton, then top-level comments newest first with their replies oldest first', async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch({ ...visitor, 'GET /api/videos/v1/comments': () => new Promise<Response>((r) => (answer = r)) });
    renderComments();
    expect(await screen.findByTestId('comments-skeleton')).toBeInTheDocument();
    await act(async () => answer(json(200, thread)));

    expect(await screen.findByText('Beta bodied him')).toBeInTheDocument();
    expect(screen.queryByTestId('comments-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (4)' })).toBeInTheDocument();
    const tops = topLevel();
    expect(tops).toHaveLength(2);
    expect(within(tops[0]).getByText('Beta bodied him')).toBeInTheDocument();
    expect(within(tops[1]).getByText('First!')).toBeInTheDocument();
    const replies = within(tops[1]).getAllByTestId('reply');
    expect(replies.map((r) => r.querySelector('.content')?.textContent)).toEqual(['Agreed', 'Nah, Alpha won']);
    expect(within(tops[0]).queryAllByTestId('reply')).toHaveLength(0);

    // author: full name, else the username; avatar picture, else initials; 'MMM d, yyyy' for older dates
    expect(within(tops[0]).getByText('Maya Cruz')).toBeInTheDocument();
    expect(tops[0].querySelector('img')).toHaveAttribute('src', '/uploads/maya.png');
    expect(within(tops[1]).getByText('Otto Ruiz')).toBeInTheDocument();
    expect(within(tops[1]).getByText('OR')).toBeInTheDocument();
    expect(within(replies[1]).getByText('lurker')).toBeInTheDocument();
    expect(within(replies[1]).getByText('LU')).toBeInTheDocument();
    expect(within(tops[1]).getAllByText('Mar 1, 2025')[0]).toBeInTheDocument();
  });

  it('says so when there are no comments yet', async () => {
    stubFetch({ ...signedIn(me), 'GET /api/videos/v1/comments': () => json(200, []) });
    renderComments();
    expect(await screen.findByText('No comments yet. Start the conversation!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
  });

  it('renders markup in a comment as text', async () => {
    const evil = '<script>alert("x")</script><img src=x onerror="alert(1)"><b>bold</b>';
    stubFetch({ ...visitor, 'GET /api/videos/v1/comments': () => json(200, [makeComment({ id: 'c9', content: evil })]) });
    const { container } = renderComments();
    expect(await screen.findByText(evil)).toBeInTheDocument();
    const section = screen.getByTestId('comments');
    expect(section.querySelector('script')).toBeNull();
    expect(section.querySelector('b')).toBeNull();
    expect(section.querySelectorAll('img')).toHaveLength(0);
    expect(container.innerHTML).toContain('&lt;script&gt;');
  });

  it('asks a visitor to log in, saving the way back, and offers no actions', async () => {
    const { calls } = stubFetch({ ...visitor, 'GET /api/videos/v1/comments': () => json(200, thread) });
    renderComments();
    expect(await screen.findByText('Please log in to join the discussion')).toBeInTheDocument();
    await screen.findByText('First!');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply\b/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit\b/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete\b/ })).not.toBeInTheDocument();

    const login = screen.getByRole('link', { name: 'Log In' });
    expect(login).toHaveAttribute('href', '/auth');
    fireEvent.click(login);
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    expect(sessionStorage.getItem('returnUrl')).toBe('/events/e1?video=v1');
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('lets only the author edit or delete; everyone signed in may reply', async () => {
    stubFetch({ ...signedIn(me), 'GET /api/videos/v1/comments': () => json(200, thread) });
    renderComments();
    await screen.findByText('First!');
    const names = (el: HTMLElement) => ownActions(el).map((b) => b.textContent);
    expect(names(item('Beta bodied him'))).toEqual(['Reply', 'Edit', 'Delete']);
    expect(names(item('First!'))).toEqual(['Reply']);
    expect(names(item('Agreed'))).toEqual(['Reply', 'Edit', 'Delete']);
    expect(names(item('Nah, Alpha won'))).toEqual(['Reply']);
  });

  it('posts a trimmed comment, refusing blank text', async () => {
    const posted = makeComment({
      id: 'c3',
      userId: 'u-1',
      content: 'Rematch when?',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      user: newer.user,
    });
    const { calls } = stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': () => json(200, thread),
      'POST /api/videos/v1/comments': () => json(201, posted),
    });
    renderComments();
    await screen.findByText('First!');
    const box = await screen.findByLabelText('Add a comment');
    typeInto(box, '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    typeInto(box, '  Rematch when?  ');
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/videos/v1/comments');
    expect(JSON.parse(post.body)).toEqual({ content: 'Rematch when?' });
    // the answer joins the thread at the top, without reading the list again
    await waitFor(() => expect(within(topLevel()[0]).getByText('Rematch when?')).toBeInTheDocument());
    expect(within(topLevel()[0]).getByText('just now')).toBeInTheDocument();
    expect(await screen.findByLabelText('Add a comment')).toHaveValue('');
    expect(calls.filter((c) => c.path === '/api/videos/v1/comments' && c.method === 'GET')).toHaveLength(1);
  });

  it('reports a failed post with the server message', async () => {
    stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': () => json(200, []),
      'POST /api/videos/v1/comments': () => json(400, { message: 'Comment is too long' }),
    });
    renderComments();
    await screen.findByText('No comments yet. Start the conversation!');
    typeInto(await screen.findByLabelText('Add a comment'), 'hello');
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to post comment: Comment is too long')).toBeInTheDocument();
    expect(await screen.findByLabelText('Add a comment')).toHaveValue('hello');
  });

  it('posts a reply to a reply under the top-level comment', async () => {
    const answer = makeComment({
      id: 'r3',
      parentCommentId: 'c1',
      userId: 'u-1',
      content: 'Both went hard',
      createdAt: '2025-03-04T10:00:00.000Z',
      updatedAt: '2025-03-04T10:00:00.000Z',
      user: newer.user,
    });
    const { calls } = stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': () => json(200, thread),
      'POST /api/videos/v1/comments': () => json(201, answer),
    });
    renderComments();
    await screen.findByText('Nah, Alpha won');
    const reply = item('Nah, Alpha won');
    fireEvent.click(within(reply).getByRole('button', { name: /^Reply to reply by lurker/ }));
    const box = await within(reply).findByLabelText('Reply to lurker');
    expect(box).toHaveFocus();
    typeInto(box, 'Both went hard');
    fireEvent.click(within(reply).getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body)).toEqual({ content: 'Both went hard', parentCommentId: 'c1' });

    await waitFor(() => expect(screen.queryByLabelText('Reply to lurker')).not.toBeInTheDocument());
    // the cache takes the server's answer right after the toast: wait for it
    await waitFor(() => {
      const replies = within(item('First!')).getAllByTestId('reply');
      expect(replies.map((r) => r.querySelector('.content')?.textContent)).toEqual(['Agreed', 'Nah, Alpha won', 'Both went hard']);
    });
  });

  it("edits the author's own comment", async () => {
    const { calls } = stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': () => json(200, thread),
      'PATCH /api/comments/c2': async (req) => {
        const { content } = (await req.json()) as { content: string };
        return json(200, { ...newer, content, updatedAt: '2025-03-05T10:00:00.000Z' });
      },
    });
    renderComments();
    await screen.findByText('Beta bodied him');
    const mine = item('Beta bodied him');
    fireEvent.click(within(mine).getByRole('button', { name: /^Edit your comment/ }));
    const box = await within(mine).findByLabelText('Edit your comment');
    expect(box).toHaveValue('Beta bodied him');
    typeInto(box, ' ');
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await within(mine).findByText('Comment cannot be empty')).toBeInTheDocument();

    typeInto(box, ' Beta bodied him, no contest ');
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/comments/c2');
    expect(JSON.parse(patch.body)).toEqual({ content: 'Beta bodied him, no contest' });
    expect(await screen.findByText('Beta bodied him, no contest')).toBeInTheDocument();
    expect(within(item('Beta bodied him, no contest')).getByText('(edited)')).toBeInTheDocument();
  });

  it('reports a failed edit', async () => {
    stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': () => json(200, thread),
      'PATCH /api/comments/c2': () => json(403, { message: 'You can only edit your own comments' }),
    });
    renderComments();
    const mine = await screen.findByText('Beta bodied him').then(() => item('Beta bodied him'));
    fireEvent.click(within(mine).getByRole('button', { name: /^Edit your comment/ }));
    typeInto(await within(mine).findByLabelText('Edit your comment'), 'changed');
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update comment: You can only edit your own comments')).toBeInTheDocument();
  });

  it('asks before deleting, and takes the replies with a top-level comment', async () => {
    const { calls } = stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': () => json(200, [...thread, makeComment({ id: 'r4', parentCommentId: 'c2', content: 'Facts', createdAt: '2025-03-06T10:00:00.000Z' })]),
      'DELETE /api/comments/c2': () => json(200, { message: 'Comment deleted' }),
    });
    renderComments();
    await screen.findByText('Facts');
    const mine = item('Beta bodied him');
    const del = ownActions(mine).find((b) => b.textContent === 'Delete')!;
    fireEvent.click(del);

    let dialog = await screen.findByRole('alertdialog', { name: 'Delete comment' });
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    expect(within(dialog).getByText('Its reply will be deleted too.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Escape answers the question (and stays out of any player behind it)
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(del).toHaveFocus();

    fireEvent.click(del);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/comments/c2');
    await waitFor(() => expect(screen.queryByText('Beta bodied him')).not.toBeInTheDocument());
    expect(screen.queryByText('Facts')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('First!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
  });

  it('reports a failed delete', async () => {
    stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': () => json(200, thread),
      'DELETE /api/comments/r1': () => json(500, { message: 'Database unavailable' }),
    });
    renderComments();
    await screen.findByText('Agreed');
    fireEvent.click(ownActions(item('Agreed')).find((b) => b.textContent === 'Delete')!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete reply' });
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete comment: Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Agreed')).toBeInTheDocument();
  });

  it("says 'Failed to fetch comments' when the list cannot be read", async () => {
    stubFetch({ ...visitor, 'GET /api/videos/v1/comments': () => json(500, { message: 'boom' }) });
    renderComments();
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Failed to fetch comments')).toBeInTheDocument();
    expect(screen.getByText("Couldn't Load Comments")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
