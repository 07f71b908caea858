import { actionNames, authorInitials, authorName, commentDate, nestComments, votePercent } from './format';
import type { Comment } from './types';

const c = (id: string, createdAt: string, parentCommentId: string | null = null): Comment => ({
  id,
  videoId: 'v1',
  userId: 'u1',
  parentCommentId,
  content: id,
  createdAt,
  updatedAt: createdAt,
  user: { username: 'user', firstName: null, lastName: null, profilePictureUrl: null },
});

describe('vote percentages', () => {
  it('have one decimal, and 0.0% with no votes', () => {
    expect(votePercent(1, 3)).toBe('33.3%');
    expect(votePercent(2, 3)).toBe('66.7%');
    expect(votePercent(3, 8)).toBe('37.5%');
    expect(votePercent(5, 5)).toBe('100.0%');
    expect(votePercent(0, 0)).toBe('0.0%');
    expect(votePercent(0, 4)).toBe('0.0%');
  });
});

describe('nestComments', () => {
  it('orders top-level newest first and replies oldest first', () => {
    const flat = [c('r2', '2025-01-05', 'a'), c('a', '2025-01-01'), c('b', '2025-01-02'), c('r1', '2025-01-03', 'a'), c('rb', '2025-01-04', 'b')];
    const threads = nestComments(flat);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ['b', ['rb']],
      ['a', ['r1', 'r2']],
    ]);
  });

  it('attaches a reply to a reply to the top-level comment, and keeps an orphan as top-level', () => {
    const flat = [c('a', '2025-01-01'), c('r1', '2025-01-02', 'a'), c('rr', '2025-01-03', 'r1'), c('lost', '2025-01-04', 'gone')];
    const threads = nestComments(flat);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      ['lost', []],
      ['a', ['r1', 'rr']],
    ]);
  });

  it('survives a cycle', () => {
    const threads = nestComments([c('x', '2025-01-01', 'y'), c('y', '2025-01-02', 'x')]);
    expect(threads.flatMap((t) => [t.comment.id, ...t.replies.map((r) => r.id)]).sort()).toEqual(['x', 'y']);
  });
});

describe('authors and dates', () => {
  it('names the author by full name, else username, with initials to match', () => {
    expect(authorName({ username: 'mc', firstName: 'Ana', lastName: 'Lopez', profilePictureUrl: null })).toBe('Ana Lopez');
    expect(authorName({ username: 'mc', firstName: '', lastName: null, profilePictureUrl: null })).toBe('mc');
    expect(authorInitials({ username: 'mc', firstName: 'Ana', lastName: 'Lopez', profilePictureUrl: null })).toBe('AL');
    expect(authorInitials({ username: 'mcbattle', firstName: null, lastName: null, profilePictureUrl: null })).toBe('MC');
  });

  it('is relative within a week, then MMM d, yyyy', () => {
    const now = Date.parse('2025-03-10T12:00:00.000Z');
    expect(commentDate('2025-03-10T11:59:30.000Z', now)).toBe('just now');
    expect(commentDate('2025-03-10T11:59:00.000Z', now)).toBe('1 minute ago');
    expect(commentDate('2025-03-10T07:00:00.000Z', now)).toBe('5 hours ago');
    expect(commentDate('2025-03-08T12:00:00.000Z', now)).toBe('2 days ago');
    expect(commentDate('2025-03-01T12:00:00.000Z', now)).toBe('Mar 1, 2025');
    expect(commentDate('nonsense', now)).toBe('');
  });

  it("reads 'just now' for a comment up to a minute ahead of the browser's clock (the server's clock ahead of it)", () => {
    const now = Date.parse('2025-03-10T12:00:00.000Z');
    expect(commentDate('2025-03-10T12:00:01.500Z', now)).toBe('just now');
    expect(commentDate('2025-03-10T12:01:00.000Z', now)).toBe('just now');
    // further ahead is not a clock's drift: the date itself
    expect(commentDate('2025-03-10T12:01:00.001Z', now)).toBe('Mar 10, 2025');
    expect(commentDate('2025-03-12T12:00:00.000Z', now)).toBe('Mar 12, 2025');
  });
});

describe('actionNames', () => {
  const now = Date.parse('2025-03-07T12:00:00.000Z');
  const otto = { ...c('c1', '2025-03-07T11:55:00.000Z'), user: { username: 'otto', firstName: 'Otto', lastName: 'Ruiz', profilePictureUrl: null } };

  it('names the author, or "your", what it is, and when it was posted, as shown beside it', () => {
    expect(actionNames(otto, { mine: false, isReply: false, now })).toEqual({
      reply: 'Reply to comment by Otto Ruiz, posted 5 minutes ago',
      edit: 'Edit your comment, posted 5 minutes ago',
      delete: 'Delete your comment, posted 5 minutes ago',
      remove: 'Remove comment by Otto Ruiz, posted 5 minutes ago',
    });
    const names = actionNames({ ...otto, createdAt: '2025-02-21T10:00:00.000Z' }, { mine: true, isReply: true, now });
    expect(names.reply).toBe('Reply to your reply, posted Feb 21, 2025');
    expect(names.edit).toBe('Edit your reply, posted Feb 21, 2025');
  });

  it('leaves the date out when there is none to show', () => {
    expect(actionNames({ ...otto, createdAt: 'not a date' }, { mine: false, isReply: true, now }).reply).toBe('Reply to reply by Otto Ruiz');
  });
});
