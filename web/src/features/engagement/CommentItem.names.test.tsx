import { screen, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import { CommentsSection } from './CommentsSection';
import type { Comment } from './types';

const me = makeUser({ id: 'u-1', username: 'mc_me', firstName: 'Maya', lastName: 'Cruz' });
const admin = makeUser({ id: 'u-9', username: 'boss', firstName: 'Ada', lastName: 'Min', role: 'admin' });
const otto = { username: 'otto', firstName: 'Otto', lastName: 'Ruiz', profilePictureUrl: null };

const make = (id: string, content: string, createdAt: string, over: Partial<Comment> = {}): Comment => ({
  id,
  videoId: 'v1',
  userId: 'u-2',
  parentCommentId: null,
  content,
  createdAt,
  updatedAt: createdAt,
  user: otto,
  ...over,
});

// two comments by one author, and two of mine, one of them a reply: a name alone tells neither pair apart
const thread = [
  make('c1', 'First!', '2025-03-01T10:00:00.000Z'),
  make('c2', 'Still first', '2025-03-03T10:00:00.000Z'),
  make('c3', 'Beta bodied him', '2025-03-02T10:00:00.000Z', { userId: 'u-1', user: { ...otto, username: 'mc_me', firstName: 'Maya', lastName: 'Cruz' } }),
  make('r1', 'Agreed', '2025-03-04T10:00:00.000Z', { userId: 'u-1', parentCommentId: 'c1', user: { ...otto, username: 'mc_me', firstName: 'Maya', lastName: 'Cruz' } }),
];

/** The buttons of the comments' own actions (not the forms'), in the order they appear. */
async function actionButtons(user: ReturnType<typeof makeUser>) {
  stubFetch({ ...signedIn(user), 'GET /api/videos/v1/comments': () => json(200, thread) });
  renderApp(<CommentsSection videoId="v1" />, { route: '/events/e1?video=v1' });
  await screen.findByText('First!');
  const list = screen.getByRole('list', { name: 'Comments' });
  return within(list).getAllByRole('button');
}

const accessibleName = (b: HTMLElement) => b.getAttribute('aria-label') ?? b.textContent ?? '';

describe("a comment's actions name the comment they act on", () => {
  it('gives every Reply, Edit and Delete a name of its own, starting with the word shown', async () => {
    const buttons = await actionButtons(me);
    const names = buttons.map(accessibleName);
    expect(names).toEqual([
      'Reply to comment by Otto Ruiz, posted Mar 3, 2025',
      'Reply to your comment, posted Mar 2, 2025',
      'Edit your comment, posted Mar 2, 2025',
      'Delete your comment, posted Mar 2, 2025',
      'Reply to comment by Otto Ruiz, posted Mar 1, 2025',
      'Reply to your reply, posted Mar 4, 2025',
      'Edit your reply, posted Mar 4, 2025',
      'Delete your reply, posted Mar 4, 2025',
    ]);
    expect(new Set(names).size).toBe(names.length);
    // label in name (WCAG 2.5.3): a speech user says the word they see
    for (const b of buttons) expect(accessibleName(b).startsWith(b.textContent ?? '')).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit your reply, posted Mar 4, 2025' })).toHaveTextContent(/^Edit$/);
  });

  it("names an admin's Remove the same way", async () => {
    const buttons = await actionButtons(admin);
    const removes = buttons.filter((b) => b.textContent === 'Remove').map(accessibleName);
    expect(removes).toEqual([
      'Remove comment by Otto Ruiz, posted Mar 3, 2025',
      'Remove comment by Maya Cruz, posted Mar 2, 2025',
      'Remove comment by Otto Ruiz, posted Mar 1, 2025',
      'Remove reply by Maya Cruz, posted Mar 4, 2025',
    ]);
  });
});
