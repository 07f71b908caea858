import { Form, Formik, useField, useFormikContext } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { COMMENT_EMPTY, COMMENT_MAX_LENGTH, commentLength } from '../../../../domain/comment/limits';
import { Button } from '../../components/Button';
import { controlStyles, ErrorText, Label } from '../../components/Field';
import { FocusFirstError } from '../../components/FocusFirstError';

/** The server's limit (issue 4: a sensible maximum), from the one constant the domain checks. */
export const MAX_COMMENT_LENGTH = COMMENT_MAX_LENGTH;

/**
 * Comments, replies and edits need non-blank trimmed text (public §5), at most the limit
 * counted as the server counts it: characters (code points), so an emoji is one, not two.
 * An empty one is refused with the server's own message, so the form and the API agree.
 */
export const commentSchema = yup.object({
  content: yup
    .string()
    .trim()
    .required(COMMENT_EMPTY)
    .test('max', `Comments can be at most ${MAX_COMMENT_LENGTH} characters`, (v) => commentLength(v ?? '') <= MAX_COMMENT_LENGTH),
});

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 84px;
  line-height: 1.45;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 0.5rem;
  .count { margin-right: auto; font-size: 0.78rem; color: ${({ theme }) => theme.colors.muted}; font-variant-numeric: tabular-nums; }
`;

export interface CommentFormProps {
  /** the field's label */
  label: string;
  /** show the label visually (the main form) or only to assistive tech (reply, edit) */
  showLabel?: boolean;
  initialContent?: string;
  placeholder?: string;
  submitLabel: string;
  autoFocus?: boolean;
  /** resolves true when the server took it; the form then clears itself */
  onSubmit: (content: string) => Promise<boolean>;
  /** Cancel, and Escape inside the form (which then goes no further: it would close the player) */
  onCancel?: () => void;
}

function ContentField({ label, showLabel, placeholder, autoFocus }: Pick<CommentFormProps, 'label' | 'showLabel' | 'placeholder' | 'autoFocus'>) {
  const [field, meta] = useField<string>('content');
  const { submitCount } = useFormikContext();
  const id = useId();
  const errId = `${id}-error`;
  const countId = `${id}-count`;
  // An empty field is wrong only once Post is pressed. Said as the field lost focus, its line
  // pushed the button down from under the pointer between press and release, so the click
  // that left the field was lost: no post, no focus on the field, nothing for a screen reader.
  // Text over the limit is said as it is typed, before any click.
  const error = submitCount > 0 || (meta.error && field.value.trim()) ? meta.error : undefined;
  return (
    <>
      <Label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
        {label}
      </Label>
      <Area
        {...field}
        id={id}
        rows={3}
        placeholder={placeholder}
        // the browser counts UTF-16 units (an emoji is two): room for the limit in emoji, the schema says when it is over
        maxLength={MAX_COMMENT_LENGTH * 2}
        autoFocus={autoFocus}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={[countId, error ? errId : ''].filter(Boolean).join(' ')}
      />
      {error && <ErrorText id={errId}>{error}</ErrorText>}
      <span hidden id={countId}>{`${commentLength(field.value)} of ${MAX_COMMENT_LENGTH} characters`}</span>
    </>
  );
}

/** A new comment, a reply or an edit: formik + yup, the text sent trimmed. */
export function CommentForm({ label, showLabel, initialContent = '', placeholder, submitLabel, autoFocus, onSubmit, onCancel }: CommentFormProps) {
  return (
    <Formik
      initialValues={{ content: initialContent }}
      validationSchema={commentSchema}
      onSubmit={async (values, helpers) => {
        const ok = await onSubmit(values.content.trim());
        if (ok) helpers.resetForm({ values: { content: '' } });
      }}
    >
      {({ isSubmitting, values }) => (
        <Form
          noValidate
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !onCancel) return;
            // the edit or reply is what Escape leaves, not the player around it (whose trap
            // listens on the document); while it is being sent, Escape waits as Cancel does
            e.preventDefault();
            e.stopPropagation();
            e.nativeEvent.stopImmediatePropagation();
            if (!isSubmitting) onCancel();
          }}
        >
          <FocusFirstError />
          <ContentField label={label} showLabel={showLabel} placeholder={placeholder} autoFocus={autoFocus} />
          <Bottom>
            <span className="count" aria-hidden="true">
              {commentLength(values.content)}/{MAX_COMMENT_LENGTH}
            </span>
            {onCancel && (
              <Button variant="ghost" size="sm" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            )}
            <Button type="submit" size="sm" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Bottom>
        </Form>
      )}
    </Formik>
  );
}
