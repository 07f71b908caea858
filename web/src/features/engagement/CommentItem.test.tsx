import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../components/useFocusTrap';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
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

const theirs = makeComment({ id: 'c1', content: 'First!', createdAt: '2025-03-01T10:00:00.000Z' });
const mine = makeComment({
  id: 'c2',
  userId: 'u-1',
  content: 'Beta bodied him',
  createdAt: '2025-03-02T10:00:00.000Z',
  user: { username: 'mc_me', firstName: 'Maya', lastName: 'Cruz', profilePictureUrl: null },
});

/** The comments as the full-screen player holds them: in a portal, inside its focus trap (Escape closes it). */
function InPlayer({ onClose }: { onClose: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root, true, onClose);
  return createPortal(
    <div ref={root} role="dialog" aria-label="Player">
      <CommentsSection videoId="v1" />
    </div>,
    document.body,
  );
}

function setup(over: Record<string, (req: Request) => Response | Promise<Response>> = {}) {
  const stub = stubFetch({
    ...signedIn(me),
    'GET /api/videos/v1/comments': () => json(200, [theirs, mine]),
    'PATCH /api/comments/c2': async (req) => {
      const { content } = (await req.json()) as { content: string };
      return json(200, { ...mine, content, updatedAt: '2025-03-05T10:00:00.000Z' });
    },
    'POST /api/videos/v1/comments': () => json(201, makeComment({ id: 'r9', parentCommentId: 'c1', userId: 'u-1', content: 'Both went hard', user: mine.user })),
    ...over,
  });
  const onClose = jest.fn();
  // a listener above the player, as the page's own would be
  const pageKeys = jest.fn();
  document.addEventListener('keydown', pageKeys);
  listeners.push(pageKeys);
  renderApp(<InPlayer onClose={onClose} />);
  return { ...stub, onClose, pageKeys };
}

const listeners: jest.Mock[] = [];
afterEach(() => listeners.splice(0).forEach((l) => document.removeEventListener('keydown', l)));

const item = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

async function edit() {
  await screen.findByText('Beta bodied him');
  const el = item('Beta bodied him');
  fireEvent.click(within(el).getByRole('button', { name: /^Edit your comment/ }));
  const box = await within(el).findByLabelText('Edit your comment');
  expect(box).toHaveFocus();
  return { el, box };
}

// formik validates after each change on a later tick: let it finish inside act
const change = (field: HTMLElement, value: string) => act(async () => void fireEvent.change(field, { target: { value } }));

describe('editing a comment from the keyboard', () => {
  it('Escape cancels the edit, not the player, and focus goes back to Edit', async () => {
    const { onClose, pageKeys, calls } = setup();
    const { el, box } = await edit();
    await change(box, 'half written');
    fireEvent.keyDown(box, { key: 'Escape' });

    expect(onClose).not.toHaveBeenCalled();
    expect(pageKeys).not.toHaveBeenCalled();
    expect(within(el).queryByLabelText('Edit your comment')).not.toBeInTheDocument();
    expect(within(el).getByText('Beta bodied him')).toBeInTheDocument();
    expect(within(el).getByRole('button', { name: /^Edit your comment/ })).toHaveFocus();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    // with no edit open, Escape is the player's again
    fireEvent.keyDown(within(el).getByRole('button', { name: /^Edit your comment/ }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancel gives focus back to Edit', async () => {
    setup();
    const { el } = await edit();
    const cancel = within(el).getByRole('button', { name: 'Cancel' });
    await act(async () => {
      cancel.focus();
      fireEvent.click(cancel);
    });
    expect(within(el).getByRole('button', { name: /^Edit your comment/ })).toHaveFocus();
  });

  it('Save gives focus back to Edit; an empty Save focuses the field with its error', async () => {
    const { calls } = setup();
    const { el, box } = await edit();
    const save = within(el).getByRole('button', { name: 'Save' });
    await change(box, '  ');
    await act(async () => {
      save.focus();
      fireEvent.click(save);
    });
    expect(await within(el).findByText('Comment cannot be empty')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(/Comment cannot be empty/);

    await change(box, 'Beta bodied him, no contest');
    await act(async () => {
      save.focus();
      fireEvent.click(save);
    });
    expect(await screen.findByText('Comment updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    const after = item('Beta bodied him, no contest');
    await waitFor(() => expect(within(after).getByRole('button', { name: /^Edit your comment/ })).toHaveFocus());
  });
});

describe('replying from the keyboard', () => {
  it('Escape cancels the reply, not the player; a posted reply gives focus back to Reply', async () => {
    const { onClose } = setup();
    await screen.findByText('First!');
    const el = item('First!');
    const replyButton = () => within(el).getByRole('button', { name: /^Reply to comment by Otto Ruiz/ });
    fireEvent.click(replyButton());
    fireEvent.keyDown(await within(el).findByLabelText('Reply to Otto Ruiz'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(el).queryByLabelText('Reply to Otto Ruiz')).not.toBeInTheDocument();
    expect(replyButton()).toHaveFocus();

    fireEvent.click(replyButton());
    await change(await within(el).findByLabelText('Reply to Otto Ruiz'), 'Both went hard');
    const post = within(el).getByRole('button', { name: 'Post Reply' });
    await act(async () => {
      post.focus();
      fireEvent.click(post);
    });
    expect(await screen.findByText('Comment posted')).toBeInTheDocument();
    await waitFor(() => expect(within(el).queryByLabelText('Reply to Otto Ruiz')).not.toBeInTheDocument());
    expect(replyButton()).toHaveFocus();
  });

  it('Escape in the new-comment form, which has no Cancel, still closes the player', async () => {
    const { onClose } = setup();
    const box = await screen.findByLabelText('Add a comment');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an empty Post Comment moves focus from the button to the field with its error', async () => {
    setup();
    const box = await screen.findByLabelText('Add a comment');
    const post = screen.getByRole('button', { name: 'Post Comment' });
    await act(async () => {
      post.focus();
      fireEvent.click(post);
    });
    expect(await screen.findByText('Comment cannot be empty')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
  });
});
