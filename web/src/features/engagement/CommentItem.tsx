import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { useToast } from '../../components/Toast';
import { formatDateTime } from '../../lib/date';
import { useSubmissionKey } from '../../lib/useSubmissionKey';
import { CommentForm, RemoveCommentDialog } from './lazyForms';
import { ConfirmDialog } from './ConfirmDialog';
import { useDeleteCommentMutation, useEditCommentMutation, usePostCommentMutation } from './engagementApi';
import { actionNames, authorInitials, authorName, commentDate, failureText, wasEdited } from './format';
import type { Comment } from './types';

export const DELETE_QUESTION = 'Are you sure you want to delete this comment?';

const Item = styled.article<{ $reply: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.75rem;
  padding: ${({ $reply }) => ($reply ? '0.75rem 0 0' : '1rem 0')};
  .head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.6rem; }
  .name { font-weight: 800; overflow-wrap: anywhere; }
  time, .edited { color: ${({ theme }) => theme.colors.muted}; font-size: 0.8rem; }
  .content { margin: 0.3rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.5; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0.35rem 0 0 -0.6rem; }
  .form { margin-top: 0.6rem; }
`;

const Avatar = styled.span<{ $size: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.red}, #6b0d07);
  color: #fff;
  font-weight: 800;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

type Mode = 'view' | 'edit' | 'reply';

export interface CommentItemProps {
  comment: Comment;
  /** the top-level comment of this thread: a reply to a reply is posted under it */
  threadId: string;
  /** the signed-in user's id; null for a visitor (no reply, edit or delete) */
  currentUserId: string | null;
  /** an admin: may remove anyone's comment, with a reason (issue 15) */
  canModerate?: boolean;
  /** a top-level comment whose replies a delete would take with it */
  replyCount?: number;
  /** rendered after the body, inside the item (the thread's replies) */
  children?: ReactNode;
}

/** One comment: author, avatar or initials, date, the text (as text), and its actions. */
export function CommentItem({ comment, threadId, currentUserId, canModerate = false, replyCount = 0, children }: CommentItemProps) {
  const { toast } = useToast();
  const [mode, setMode] = useState<Mode>('view');
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLElement | null>(null);
  const [removing, setRemoving] = useState(false);
  const removeButton = useRef<HTMLElement | null>(null);
  const [post] = usePostCommentMutation();
  // a reply sent again after a lost answer keeps its key (an edit needs none: the same text again changes nothing)
  const replying = useSubmissionKey();
  const [edit] = useEditCommentMutation();
  const [remove, { isLoading: deleting }] = useDeleteCommentMutation();
  const item = useRef<HTMLElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  // the button whose form just closed (saved, posted or cancelled): focus goes back to it
  const returnTo = useRef<'edit' | 'reply' | null>(null);
  const leave = (from: 'edit' | 'reply') => {
    returnTo.current = from;
    setMode('view');
  };
  useEffect(() => {
    const from = returnTo.current;
    if (mode !== 'view' || !from) return;
    returnTo.current = null;
    // the form took the focused field and button with it; focus the user moved elsewhere stays
    const active = document.activeElement;
    if (active && active !== document.body && !item.current?.contains(active)) return;
    actions.current?.querySelector<HTMLElement>(`[data-action="${from}"]`)?.focus();
  }, [mode]);

  const isReply = comment.id !== threadId;
  const mine = !!currentUserId && comment.userId === currentUserId;
  const name = authorName(comment.user);
  const picture = comment.user?.profilePictureUrl;
  const names = actionNames(comment, { mine, isReply });

  async function reply(content: string) {
    try {
      const args = { videoId: comment.videoId, content, parentCommentId: threadId };
      await post({ ...args, idempotencyKey: replying.keyFor(args) }).unwrap();
      replying.done();
      toast({ title: 'Comment posted' });
      leave('reply');
      return true;
    } catch (err) {
      toast({ title: 'Error', description: `Failed to post comment: ${failureText(err)}`, variant: 'destructive' });
      return false;
    }
  }

  async function save(content: string) {
    try {
      await edit({ id: comment.id, videoId: comment.videoId, content }).unwrap();
      toast({ title: 'Comment updated' });
      leave('edit');
      return true;
    } catch (err) {
      toast({ title: 'Error', description: `Failed to update comment: ${failureText(err)}`, variant: 'destructive' });
      return false;
    }
  }

  async function confirmDelete() {
    try {
      await remove({ id: comment.id, videoId: comment.videoId }).unwrap();
      setConfirming(false);
      toast({ title: 'Comment deleted' });
    } catch (err) {
      setConfirming(false);
      toast({ title: 'Error', description: `Failed to delete comment: ${failureText(err)}`, variant: 'destructive' });
    }
  }

  return (
    <Item ref={item} $reply={isReply} aria-label={`${isReply ? 'Reply' : 'Comment'} by ${name}`} data-testid={isReply ? 'reply' : 'comment'}>
      <Avatar $size={isReply ? 32 : 40} aria-hidden="true">
        {picture ? <img src={picture} alt="" loading="lazy" /> : authorInitials(comment.user)}
      </Avatar>
      <div>
        <div className="head">
          <span className="name">{name}</span>
          <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
            {commentDate(comment.createdAt)}
          </time>
          {wasEdited(comment) && <span className="edited">(edited)</span>}
        </div>

        {mode === 'edit' ? (
          <div className="form">
            <CommentForm
              label={isReply ? 'Edit your reply' : 'Edit your comment'}
              initialContent={comment.content}
              submitLabel="Save"
              autoFocus
              onSubmit={save}
              onCancel={() => leave('edit')}
            />
          </div>
        ) : (
          // plain text: React escapes it, and pre-wrap keeps the writer's line breaks
          <p className="content">{comment.content}</p>
        )}

        {currentUserId && mode !== 'edit' && (
          <div className="actions" ref={actions}>
            <Button variant="ghost" size="sm" data-action="reply" aria-label={names.reply} aria-expanded={mode === 'reply'} onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')}>
              Reply
            </Button>
            {mine && (
              <>
                <Button variant="ghost" size="sm" data-action="edit" aria-label={names.edit} onClick={() => setMode('edit')}>
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={names.delete}
                  onClick={(e) => {
                    deleteButton.current = e.currentTarget;
                    setConfirming(true);
                  }}
                >
                  Delete
                </Button>
              </>
            )}
            {canModerate && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={names.remove}
                onClick={(e) => {
                  removeButton.current = e.currentTarget;
                  setRemoving(true);
                }}
              >
                Remove
              </Button>
            )}
          </div>
        )}

        {mode === 'reply' && (
          <div className="form">
            <CommentForm
              label={`Reply to ${name}`}
              placeholder="Write a reply..."
              submitLabel="Post Reply"
              autoFocus
              onSubmit={reply}
              onCancel={() => leave('reply')}
            />
          </div>
        )}

        {children}
      </div>

      <ConfirmDialog
        open={confirming}
        title={isReply ? 'Delete reply' : 'Delete comment'}
        message={
          replyCount > 0 ? (
            <>
              <span>{DELETE_QUESTION}</span>{' '}
              <span>{`Its ${replyCount === 1 ? 'reply' : `${replyCount} replies`} will be deleted too.`}</span>
            </>
          ) : (
            DELETE_QUESTION
          )
        }
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
        returnFocus={deleteButton}
      />
      {canModerate && (
        <RemoveCommentDialog comment={comment} open={removing} onClose={() => setRemoving(false)} returnFocus={removeButton} />
      )}
    </Item>
  );
}
