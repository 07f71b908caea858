import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, stubFetch, visitor } from '../../testing/render';
import { COMMENT_EMPTY } from '../../../../domain/comment/limits';
import { CommentForm, commentSchema, MAX_COMMENT_LENGTH } from './CommentForm';

// the server counts a comment's characters as code points (domain/comment/limits.ts commentLength)
const fire = (n: number) => '🔥'.repeat(n);

describe('the comment form counts characters as the server does', () => {
  it('takes the limit in emoji (each two UTF-16 units) and refuses one more', () => {
    const ok = (content: string) => commentSchema.isValidSync({ content });
    expect(ok(fire(MAX_COMMENT_LENGTH))).toBe(true);
    expect(ok(`  ${fire(MAX_COMMENT_LENGTH)}  `)).toBe(true);
    expect(ok(fire(MAX_COMMENT_LENGTH + 1))).toBe(false);
    expect(ok('a'.repeat(MAX_COMMENT_LENGTH))).toBe(true);
    expect(ok('a'.repeat(MAX_COMMENT_LENGTH + 1))).toBe(false);
  });

  it('counts an emoji as one, lets the limit in emoji be typed and sends it', async () => {
    stubFetch(visitor);
    const onSubmit = jest.fn(async () => true);
    renderApp(<CommentForm label="Add a comment" submitLabel="Post Comment" onSubmit={onSubmit} />);
    const area = await screen.findByLabelText('Add a comment');
    // the browser's maxLength counts UTF-16 units: it must leave room for the limit in emoji
    expect(Number(area.getAttribute('maxLength'))).toBeGreaterThanOrEqual(fire(MAX_COMMENT_LENGTH).length);
    fireEvent.change(area, { target: { value: fire(MAX_COMMENT_LENGTH) } });
    expect(screen.getByText(`${MAX_COMMENT_LENGTH}/${MAX_COMMENT_LENGTH}`)).toBeInTheDocument();
    expect(screen.getByText(`${MAX_COMMENT_LENGTH} of ${MAX_COMMENT_LENGTH} characters`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(fire(MAX_COMMENT_LENGTH)));
  });

  it('says so when there is one character too many', async () => {
    stubFetch(visitor);
    const onSubmit = jest.fn(async () => true);
    renderApp(<CommentForm label="Add a comment" submitLabel="Post Comment" onSubmit={onSubmit} />);
    const area = await screen.findByLabelText('Add a comment');
    fireEvent.change(area, { target: { value: `${fire(3)}abc` } });
    expect(screen.getByText(`6/${MAX_COMMENT_LENGTH}`)).toBeInTheDocument();
    fireEvent.change(area, { target: { value: fire(MAX_COMMENT_LENGTH + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(`Comments can be at most ${MAX_COMMENT_LENGTH} characters`)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('an empty comment says why it was not sent', () => {
  it.each([
    ['a new comment', 'Add a comment', 'Post Comment', ''],
    ['a reply', 'Reply to Otto Ruiz', 'Post Reply', ' \n\t '],
    ['an edit', 'Edit your comment', 'Save', '   '],
  ])('%s: the field is marked invalid, described by the message, and focused', async (_, label, submit, text) => {
    stubFetch(visitor);
    const onSubmit = jest.fn(async () => true);
    renderApp(<CommentForm label={label} initialContent={text} submitLabel={submit} onSubmit={onSubmit} onCancel={() => undefined} />);
    const area = await screen.findByLabelText(label);
    expect(area).not.toHaveAttribute('aria-invalid');
    const button = screen.getByRole('button', { name: submit });
    await act(async () => {
      button.focus();
      fireEvent.click(button);
    });
    // the server's own words for it (it answers an empty text with a 400 saying the same)
    expect(await screen.findByText(COMMENT_EMPTY)).toBeInTheDocument();
    expect(COMMENT_EMPTY).toBe('Comment cannot be empty');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(new RegExp(COMMENT_EMPTY));
    await waitFor(() => expect(area).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('what the comment form says before Post is pressed', () => {
  // formik validates after each change and blur on a later tick: let it finish inside act
  const settle = (fire: () => void) => act(async () => void fire());

  it('leaving an empty field says nothing yet, so nothing moves the Post button under the pointer', async () => {
    stubFetch(visitor);
    const onSubmit = jest.fn(async () => true);
    renderApp(<CommentForm label="Reply to Otto Ruiz" submitLabel="Post Reply" autoFocus onSubmit={onSubmit} onCancel={() => undefined} />);
    const area = await screen.findByLabelText('Reply to Otto Ruiz');
    await settle(() => fireEvent.change(area, { target: { value: '   ' } }));
    // the press on Post takes focus from the field before the click lands
    await settle(() => fireEvent.blur(area));
    expect(screen.queryByText(COMMENT_EMPTY)).not.toBeInTheDocument();
    expect(area).not.toHaveAttribute('aria-invalid');

    const post = screen.getByRole('button', { name: 'Post Reply' });
    await act(async () => {
      post.focus();
      fireEvent.click(post);
    });
    expect(await screen.findByText(COMMENT_EMPTY)).toBeInTheDocument();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(area).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a text is too long as it is typed', async () => {
    stubFetch(visitor);
    renderApp(<CommentForm label="Add a comment" submitLabel="Post Comment" onSubmit={jest.fn(async () => true)} />);
    const area = await screen.findByLabelText('Add a comment');
    await settle(() => fireEvent.change(area, { target: { value: 'a'.repeat(MAX_COMMENT_LENGTH + 1) } }));
    expect(screen.getByText(`Comments can be at most ${MAX_COMMENT_LENGTH} characters`)).toBeInTheDocument();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    await settle(() => fireEvent.change(area, { target: { value: 'a'.repeat(MAX_COMMENT_LENGTH) } }));
    expect(screen.queryByText(`Comments can be at most ${MAX_COMMENT_LENGTH} characters`)).not.toBeInTheDocument();
  });
});
