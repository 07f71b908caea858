import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clickWhenFree, json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import { CommentsSection } from './CommentsSection';
import type { Comment } from './types';

const me = makeUser({ id: 'u-1', username: 'mc_me' });
const top: Comment = {
  id: 'c1', videoId: 'v1', userId: 'u-2', parentCommentId: null, content: 'Who won?',
  createdAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z',
  user: { username: 'other', firstName: 'Otto', lastName: 'Ruiz', profilePictureUrl: null },
};

const lost = () => Promise.reject(new TypeError('Failed to fetch'));

/** each POST's Idempotency-Key and body, in order; `answers` answer them in turn, then 201 */
function serve(answers: (() => Response | Promise<Response>)[]) {
  const posts: { key: string | null; body: { content: string; parentCommentId?: string } }[] = [];
  stubFetch({
    ...signedIn(me),
    'GET /api/videos/v1/comments': () => json(200, [top]),
    'POST /api/videos/v1/comments': async (req) => {
      const body = (await req.json()) as { content: string; parentCommentId?: string };
      posts.push({ key: req.headers.get('Idempotency-Key'), body });
      const next = answers.shift();
      return next ? next() : json(201, { ...top, id: `n${posts.length}`, userId: me.id, ...body });
    },
  });
  renderApp(<CommentsSection videoId="v1" />, { route: '/events/e1?video=v1' });
  return posts;
}

function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

describe('comments: a retried submission', () => {
  it('posts a comment again after a failure with the same key, an edited one with a new key, the next one with another', async () => {
    const posts = serve([() => json(503, { message: 'Try later' }), lost]);
    await screen.findByText('Who won?');
    const box = await screen.findByLabelText('Add a comment');
    const send = () => clickWhenFree(screen.getByRole('button', { name: 'Post Comment' }));
    typeInto(box, 'Rematch when?');
    await send();
    await waitFor(() => expect(posts).toHaveLength(1));
    await send();
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[0].key).toMatch(KEY);
    expect(posts[1].key).toBe(posts[0].key);

    typeInto(box, 'Rematch when??');
    await send();
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    expect(posts[2].key).toMatch(KEY);
    expect(posts[2].key).not.toBe(posts[0].key);

    await waitFor(() => expect(box).toHaveValue(''));
    typeInto(box, 'Rematch when??');
    await send();
    await waitFor(() => expect(posts).toHaveLength(4));
    expect(posts[3].key).toMatch(KEY);
    expect(posts[3].key).not.toBe(posts[2].key);
  });

  it('sends a reply again after a failure with the same key, and an edited reply with a new one', async () => {
    const posts = serve([lost, lost]);
    await screen.findByText('Who won?');
    const item = screen.getByText('Who won?').closest('article') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: /^Reply to comment by Otto Ruiz/ }));
    const box = await within(item).findByLabelText('Reply to Otto Ruiz');
    const send = () => clickWhenFree(within(item).getByRole('button', { name: 'Post Reply' }));
    typeInto(box, 'Ace did');
    await send();
    await waitFor(() => expect(posts).toHaveLength(1));
    await send();
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[0]).toEqual({ key: expect.stringMatching(KEY), body: { content: 'Ace did', parentCommentId: 'c1' } });
    expect(posts[1].key).toBe(posts[0].key);

    typeInto(box, 'Ace did, clearly');
    await send();
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    expect(posts[2].key).toMatch(KEY);
    expect(posts[2].key).not.toBe(posts[0].key);
  });

  it('sends no key with an edit', async () => {
    const keys: (string | null)[] = [];
    stubFetch({
      ...signedIn(me),
      'GET /api/videos/v1/comments': () => json(200, [{ ...top, userId: me.id }]),
      'PATCH /api/comments/c1': (req) => {
        keys.push(req.headers.get('Idempotency-Key'));
        return json(200, { ...top, userId: me.id, content: 'Who won it?' });
      },
    });
    renderApp(<CommentsSection videoId="v1" />, { route: '/events/e1?video=v1' });
    await screen.findByText('Who won?');
    fireEvent.click(screen.getByRole('button', { name: /^Edit your comment/ }));
    typeInto(await screen.findByLabelText('Edit your comment'), 'Who won it?');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated')).toBeInTheDocument();
    expect(keys).toEqual([null]);
  });
});
