import { useEffect, useId, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { LoadFailed } from '../../components/panelParts';
import { Skeleton } from '../../components/Skeleton';
import { useToast } from '../../components/Toast';
import { saveReturnUrl } from '../../lib/returnUrl';
import { useSubmissionKey } from '../../lib/useSubmissionKey';
import { useCurrentUser } from '../auth';
import { CommentForm } from './lazyForms';
import { CommentItem } from './CommentItem';
import { useGetCommentsInfiniteQuery, usePostCommentMutation } from './engagementApi';
import { authorName, failureText, nestComments } from './format';
import { LoadMoreComments } from './LoadMoreComments';
import type { Comment } from './types';

export const LOGIN_TO_COMMENT = 'Please log in to join the discussion';
export const NO_COMMENTS = 'No comments yet. Start the conversation!';

const Section = styled.section`
  margin-top: 1.75rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} { margin: 1.25rem 1rem 0; padding: 1rem; }
  h3 { font-size: 1.2rem; text-transform: uppercase; margin: 0 0 1rem; color: ${({ theme }) => theme.colors.gold}; }
  h3 .count { color: ${({ theme }) => theme.colors.muted}; font-size: 0.95rem; margin-left: 0.4rem; }
  ol { list-style: none; margin: 0; padding: 0; }
  .threads > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  .replies { margin-top: 0.25rem; padding-left: 0.9rem; border-left: 2px solid ${({ theme }) => theme.colors.surface3}; }
  .empty { color: ${({ theme }) => theme.colors.muted}; margin: 1rem 0 0; text-align: center; }
`;

const Prompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  p { margin: 0; font-weight: 700; }
`;

const SkeletonItem = styled.div`
  display: grid;
  grid-template-columns: 40px 1fr;
  gap: 0.75rem;
  padding: 1rem 0;
  .lines { display: grid; gap: 0.45rem; }
`;

function CommentsSkeleton() {
  return (
    <div role="status" aria-busy="true" data-testid="comments-skeleton">
      <span className="sr-only">Loading comments</span>
      {Array.from({ length: 3 }, (_, i) => (
        <SkeletonItem key={i} aria-hidden="true">
          <Skeleton $h="40px" $w="40px" $radius="50%" />
          <div className="lines">
            <Skeleton $h="0.9rem" $w="35%" />
            <Skeleton $h="0.9rem" $w="90%" />
            <Skeleton $h="0.9rem" $w="60%" />
          </div>
        </SkeletonItem>
      ))}
    </div>
  );
}

/**
 * The loaded pages as one list, each comment once: a comment posted or deleted between two
 * pages' reads shifts the later pages by one, so a page may repeat the last one's end.
 */
function loaded(pages: readonly (readonly Comment[])[]): Comment[] {
  const seen = new Set<string>();
  const out: Comment[] = [];
  for (const c of pages.flat()) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    out.push(c);
  }
  return out;
}

/**
 * The discussion under the player (public §2, §5, §6, §8): top-level comments newest first,
 * replies one level deep oldest first, a form for members, a log-in prompt for visitors.
 * A failed read of the current user (not a 401) is not a visitor: it is said, with Try Again.
 */
export function CommentsSection({ videoId }: { videoId: string }) {
  // the one subscription here: a second one to a failed read would fetch it again as it mounts
  const { user, isAdmin, isLoading: userLoading, isError: userFailed, error: userError, refetch: refetchUser } = useCurrentUser();
  const comments = useGetCommentsInfiniteQuery(videoId);
  const [post] = usePostCommentMutation();
  // a Post pressed again after a lost answer sends the same key: the server answers with the comment it recorded
  const submission = useSubmissionKey();
  const { toast } = useToast();
  const location = useLocation();
  const headingId = useId();
  const pages = comments.data?.pages;
  const flat = useMemo(() => (pages ? loaded(pages.map((p) => p.comments)) : []), [pages]);
  const threads = useMemo(() => nestComments(flat), [flat]);

  // one notice per failed read (a failed next page says so by its button instead)
  const error = comments.isFetchNextPageError ? undefined : comments.error;
  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to fetch comments', variant: 'destructive' });
  }, [error, toast]);

  async function postTopLevel(content: string) {
    try {
      await post({ videoId, content, idempotencyKey: submission.keyFor({ videoId, content }) }).unwrap();
      submission.done();
      toast({ title: 'Comment posted' });
      return true;
    } catch (err) {
      toast({ title: 'Error', description: `Failed to post comment: ${failureText(err)}`, variant: 'destructive' });
      return false;
    }
  }

  // the server's count of every comment and reply, kept in step with this page's own writes
  const total = pages?.[pages.length - 1]?.total;
  // a comment that leaves the list (removed, deleted) takes its focused buttons with it:
  // focus then lands on the heading, not at the top of the page
  const heading = useRef<HTMLHeadingElement>(null);
  const lastTotal = useRef(total);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (total !== undefined && lastTotal.current !== undefined && total < lastTotal.current && lost) heading.current?.focus();
    lastTotal.current = total;
  }, [total]);

  return (
    <Section aria-labelledby={headingId} data-testid="comments">
      <h3 id={headingId} tabIndex={-1} ref={heading}>
        Comments
        {total !== undefined && <span className="count">({total})</span>}
      </h3>

      {userLoading ? null : user ? (
        <CommentForm
          label="Add a comment"
          placeholder="Share your thoughts on this battle..."
          submitLabel="Post Comment"
          onSubmit={postTopLevel}
        />
      ) : userFailed ? (
        <LoadFailed what="your account" message={userError?.message} onRetry={() => void refetchUser()} />
      ) : (
        <Prompt>
          <p>{LOGIN_TO_COMMENT}</p>
          <ButtonLink to="/auth" size="sm" onClick={() => saveReturnUrl(`${location.pathname}${location.search}`)}>
            Log In
          </ButtonLink>
        </Prompt>
      )}

      {comments.isLoading ? (
        <CommentsSkeleton />
      ) : error ? (
        <div style={{ marginTop: '1rem' }}>
          <ErrorState as="h3" title="Couldn't Load Comments" message={failureText(comments.error)} onRetry={comments.refetch} />
        </div>
      ) : threads.length === 0 ? (
        <p className="empty">{NO_COMMENTS}</p>
      ) : (
        <ol className="threads" aria-label="Comments">
          {threads.map(({ comment, replies }) => (
            <li key={comment.id}>
              <CommentItem
                comment={comment}
                threadId={comment.id}
                currentUserId={user?.id ?? null}
                canModerate={isAdmin}
                replyCount={replies.length}
              >
                {replies.length > 0 && (
                  <ol className="replies" aria-label={`Replies to ${authorName(comment.user)}`}>
                    {replies.map((r) => (
                      <li key={r.id}>
                        <CommentItem comment={r} threadId={comment.id} currentUserId={user?.id ?? null} canModerate={isAdmin} />
                      </li>
                    ))}
                  </ol>
                )}
              </CommentItem>
            </li>
          ))}
        </ol>
      )}

      {pages && !error && threads.length > 0 && (comments.hasNextPage || pages.length > 1) && (
        <LoadMoreComments
          shown={flat.length}
          total={total ?? flat.length}
          pages={pages.length}
          hasMore={comments.hasNextPage}
          loading={comments.isFetchingNextPage}
          failed={comments.isFetchNextPageError}
          onMore={() => {
            if (!comments.isFetching) void comments.fetchNextPage();
          }}
        />
      )}
    </Section>
  );
}
