import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, stubFetch, visitor } from '../../testing/render';
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
