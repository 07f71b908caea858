import { Form, Formik, useField } from 'formik';
import { useId, useState, type RefObject } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import {
  commentLength, REMOVAL_REASON_MAX_LENGTH, REMOVAL_REASON_MIN_LENGTH, REMOVAL_REASON_REQUIRED, REMOVAL_REASON_TOO_LONG,
  REMOVAL_REASON_TOO_SHORT,
} from '../../../../domain/comment/limits';
import { Button } from '../../components/Button';
import { Dialog, DialogActions } from '../../components/Dialog';
import { controlStyles, ErrorText, Label } from '../../components/Field';
import { useToast } from '../../components/Toast';
import { useRemoveCommentMutation } from './engagementApi';
import { failureText } from './format';
import type { Comment } from './types';

export const REMOVE_COMMENT_TITLE = 'Remove comment';
export const REMOVAL_REASON_LABEL = 'Reason for removal';

/** The server's rules, from the same constants: trimmed, 3 to 500 characters. */
export const removalSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(REMOVAL_REASON_REQUIRED)
    .test('min', REMOVAL_REASON_TOO_SHORT, (v) => commentLength(v ?? '') >= REMOVAL_REASON_MIN_LENGTH)
    .test('max', REMOVAL_REASON_TOO_LONG, (v) => commentLength(v ?? '') <= REMOVAL_REASON_MAX_LENGTH),
});

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 96px;
  line-height: 1.45;
`;

const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  margin: 0.35rem 0 1rem;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
  .count { margin-left: auto; white-space: nowrap; font-variant-numeric: tabular-nums; }
`;

const Quote = styled.blockquote`
  margin: 0 0 1rem;
  padding: 0.6rem 0.8rem;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface2};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 8rem;
  overflow: auto;
`;

function ReasonField() {
  const [field, meta] = useField<string>('reason');
  const id = `reason${useId()}`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <>
      <Label htmlFor={id}>{REMOVAL_REASON_LABEL}</Label>
      <Area
        {...field}
        id={id}
        rows={4}
        maxLength={REMOVAL_REASON_MAX_LENGTH * 2}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      <Foot>
        <span id={`${id}-hint`}>The author is emailed this reason.</span>
        <span id={`${id}-count`} className="count">
          {`${commentLength(field.value)}/${REMOVAL_REASON_MAX_LENGTH}`}
        </span>
      </Foot>
    </>
  );
}

export interface RemoveCommentDialogProps {
  comment: Comment;
  open: boolean;
  onClose: () => void;
  /** the Remove button that opened it, for focus to go back to */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * An admin's removal of anyone's comment (issue 15): a required reason, mailed to the author.
 * The server's refusal stays in the dialog, next to the reason; success closes it with a toast.
 */
export function RemoveCommentDialog({ comment, open, onClose, returnFocus }: RemoveCommentDialogProps) {
  const { toast } = useToast();
  const [remove] = useRemoveCommentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const reply = comment.parentCommentId !== null;

  return (
    <Dialog
      open={open}
      onClose={close}
      title={REMOVE_COMMENT_TITLE}
      description={`The ${reply ? 'reply' : 'comment'} disappears for everyone${reply ? '' : ', its replies too'}.`}
      returnFocus={returnFocus}
      initialFocus="textarea"
    >
      <Quote aria-label="The comment">{comment.content}</Quote>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={removalSchema}
        onSubmit={async (values) => {
          setFailure(null);
          setBusy(true);
          try {
            await remove({ id: comment.id, videoId: comment.videoId, reason: values.reason.trim() }).unwrap();
            setBusy(false);
            toast({ title: 'Comment removed', description: 'The author was told why.' });
            onClose();
          } catch (err) {
            setBusy(false);
            setFailure(failureText(err));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <ReasonField />
            {failure && <ErrorText role="alert">{`Failed to remove comment: ${failure}`}</ErrorText>}
            <DialogActions>
              <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" loading={isSubmitting}>
                Remove comment
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
