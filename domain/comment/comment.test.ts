import { given } from '../../test/given';
import {
  type CommentEvent, commentDecider, commentLength, commentStream, type PostComment,
} from './comment';

const post = (over: Partial<PostComment> = {}): PostComment => ({
  type: 'PostComment', commentId: 'c1', videoId: 'v1', userId: 'u1', content: 'Bars!', parentCommentId: null, parent: null, ...over,
});
const posted: CommentEvent = {
  type: 'CommentPosted', data: { commentId: 'c1', videoId: 'v1', userId: 'u1', parentCommentId: null, content: 'Bars!' },
};
const reply: CommentEvent = {
  type: 'CommentPosted', data: { commentId: 'c1', videoId: 'v1', userId: 'u1', parentCommentId: 'top', content: 'Bars!' },
};
const deleted: CommentEvent = { type: 'CommentDeleted', data: { commentId: 'c1', videoId: 'v1', parentCommentId: null } };

describe('comment decider', () => {
  it('names its stream per comment', () => {
    expect(commentStream('c1')).toBe('comment-c1');
  });

  describe('PostComment', () => {
    it('posts a top-level comment with its content trimmed', () => {
      given(commentDecider, []).when(post({ content: '  Bars!\n' })).then([posted]);
    });

    it('keeps markup as the text it is', () => {
      const content = '<script>alert(1)</script> &amp; <b>bold</b>';
      given(commentDecider, []).when(post({ content })).then([{ ...posted, data: { ...posted.data, content } }]);
    });

    it('refuses blank and too long content', () => {
      given(commentDecider, []).when(post({ content: ' \n\t ' })).thenError('Comment cannot be empty', 'validation');
      given(commentDecider, []).when(post({ content: 'x'.repeat(2001) })).thenError('Comment must be 2000 characters or less', 'validation');
      given(commentDecider, []).when(post({ content: ` ${'x'.repeat(2000)} ` })).then([{ ...posted, data: { ...posted.data, content: 'x'.repeat(2000) } }]);
    });

    it('counts characters, not UTF-16 units: 2000 emoji fit', () => {
      expect(commentLength('🔥🔥')).toBe(2);
      expect(given(commentDecider, []).when(post({ content: '🔥'.repeat(2000) })).events()).toHaveLength(1);
    });

    it('replies to a top-level comment', () => {
      given(commentDecider, []).when(post({ parentCommentId: 'top', parent: { exists: true, videoId: 'v1', parentCommentId: null } }))
        .then([reply]);
    });

    it('attaches a reply to a reply to the top-level comment', () => {
      given(commentDecider, []).when(post({ parentCommentId: 'r1', parent: { exists: true, videoId: 'v1', parentCommentId: 'top' } }))
        .then([reply]);
    });

    it('refuses a parent that is missing, deleted or on another video', () => {
      given(commentDecider, []).when(post({ parentCommentId: 'nope', parent: null }))
        .thenError('The comment you are replying to no longer exists', 'validation');
      given(commentDecider, []).when(post({ parentCommentId: 'gone', parent: { exists: false, videoId: 'v1', parentCommentId: null } }))
        .thenError('The comment you are replying to no longer exists', 'validation');
      given(commentDecider, []).when(post({ parentCommentId: 'p', parent: { exists: true, videoId: 'v2', parentCommentId: null } }))
        .thenError('You can only reply to a comment on the same video', 'validation');
    });

    it('ignores parent details when no parent is named', () => {
      given(commentDecider, []).when(post({ parent: { exists: true, videoId: 'v2', parentCommentId: 'x' } })).then([posted]);
    });

    it('refuses to post the same comment id twice', () => {
      given(commentDecider, [posted]).when(post()).thenError('This comment already exists', 'conflict');
    });
  });

  describe('EditComment', () => {
    it('lets the author change the text', () => {
      given(commentDecider, [posted]).when({ type: 'EditComment', userId: 'u1', content: ' Better bars ' })
        .then([{ type: 'CommentEdited', data: { commentId: 'c1', videoId: 'v1', content: 'Better bars' } }]);
    });

    it('records nothing when the text is the same', () => {
      given(commentDecider, [posted]).when({ type: 'EditComment', userId: 'u1', content: '  Bars!  ' }).then([]);
    });

    it('refuses someone else, blank or too long text, and a missing or deleted comment', () => {
      given(commentDecider, [posted]).when({ type: 'EditComment', userId: 'u2', content: 'mine now' })
        .thenError('You can only edit your own comments', 'forbidden');
      given(commentDecider, [posted]).when({ type: 'EditComment', userId: 'u1', content: '   ' })
        .thenError('Comment cannot be empty', 'validation');
      given(commentDecider, [posted]).when({ type: 'EditComment', userId: 'u1', content: 'y'.repeat(2001) })
        .thenError('Comment must be 2000 characters or less', 'validation');
      given(commentDecider, []).when({ type: 'EditComment', userId: 'u1', content: 'x' }).thenError('Comment not found', 'not_found');
      given(commentDecider, [posted, deleted]).when({ type: 'EditComment', userId: 'u1', content: 'x' }).thenError('Comment not found', 'not_found');
    });
  });

  describe('DeleteComment', () => {
    it('lets the author delete, naming the parent so the thread follows', () => {
      given(commentDecider, [posted]).when({ type: 'DeleteComment', userId: 'u1' }).then([deleted]);
      given(commentDecider, [reply]).when({ type: 'DeleteComment', userId: 'u1' })
        .then([{ type: 'CommentDeleted', data: { commentId: 'c1', videoId: 'v1', parentCommentId: 'top' } }]);
    });

    it('refuses someone else, and a missing or already deleted comment', () => {
      given(commentDecider, [posted]).when({ type: 'DeleteComment', userId: 'u2' })
        .thenError('You can only delete your own comments', 'forbidden');
      given(commentDecider, []).when({ type: 'DeleteComment', userId: 'u1' }).thenError('Comment not found', 'not_found');
      given(commentDecider, [posted, deleted]).when({ type: 'DeleteComment', userId: 'u1' }).thenError('Comment not found', 'not_found');
    });
  });

  describe('RemoveComment', () => {
    const remove = (reason = '  Slurs are not allowed here ') => ({ type: 'RemoveComment' as const, moderatorId: 'admin1', reason, videoTitle: 'A vs B' });
    const removed = (over: Partial<Extract<CommentEvent, { type: 'CommentRemoved' }>['data']> = {}): CommentEvent => ({
      type: 'CommentRemoved',
      data: {
        commentId: 'c1', videoId: 'v1', videoTitle: 'A vs B', parentCommentId: null, userId: 'u1', moderatorId: 'admin1',
        reason: 'Slurs are not allowed here', ...over,
      },
    });

    it("removes anyone's comment with the reason trimmed, naming the author, the moderator and the thread", () => {
      given(commentDecider, [posted]).when(remove()).then([removed()]);
      given(commentDecider, [reply]).when(remove()).then([removed({ parentCommentId: 'top' })]);
    });

    it('needs a reason of 3 to 500 characters', () => {
      given(commentDecider, [posted]).when(remove('   ')).thenError('A reason is required', 'validation');
      given(commentDecider, [posted]).when(remove(' ab ')).thenError('The reason must be at least 3 characters', 'validation');
      given(commentDecider, [posted]).when(remove('r'.repeat(501))).thenError('The reason must be 500 characters or less', 'validation');
      given(commentDecider, [posted]).when(remove('abc')).then([removed({ reason: 'abc' })]);
      given(commentDecider, [posted]).when(remove('🔥'.repeat(500))).then([removed({ reason: '🔥'.repeat(500) })]);
    });

    it('refuses a missing, deleted or already removed comment', () => {
      given(commentDecider, []).when(remove()).thenError('Comment not found', 'not_found');
      given(commentDecider, [posted, deleted]).when(remove()).thenError('Comment not found', 'not_found');
      given(commentDecider, [posted, removed()]).when(remove()).thenError('Comment not found', 'not_found');
    });

    it('leaves a removed comment closed to its author too', () => {
      given(commentDecider, [posted, removed()]).when({ type: 'EditComment', userId: 'u1', content: 'x' }).thenError('Comment not found', 'not_found');
      given(commentDecider, [posted, removed()]).when({ type: 'DeleteComment', userId: 'u1' }).thenError('Comment not found', 'not_found');
    });

    it('records the notice to the author once, and only for a removal', () => {
      const sent: CommentEvent = { type: 'CommentRemovalNoticeSent', data: { commentId: 'c1', videoId: 'v1', videoTitle: 'A vs B', userId: 'u1' } };
      given(commentDecider, [posted, removed()]).when({ type: 'RecordRemovalNoticeSent' }).then([sent]);
      given(commentDecider, [posted, removed(), sent]).when({ type: 'RecordRemovalNoticeSent' }).then([]);
      given(commentDecider, [posted, deleted]).when({ type: 'RecordRemovalNoticeSent' }).then([]);
    });
  });
});
