import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/Skeleton';
import type { CommentFormProps } from './CommentForm';
import type { RemoveCommentDialogProps } from './RemoveCommentDialog';

const Form = lazy(() => import('./CommentForm').then((m) => ({ default: m.CommentForm })));
const Removal = lazy(() => import('./RemoveCommentDialog').then((m) => ({ default: m.RemoveCommentDialog })));

// Both forms bring formik and yup, which a visitor reading the comments never uses: each loads
// with its first showing, so a visitor's video page loads neither library.

/** The comment, reply and edit form. A member's page starts loading it as the comments show (the top-level form). */
export function CommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={<Skeleton $h="8.5rem" $radius="10px" aria-hidden="true" data-testid="comment-form-loading" />}>
      <Form {...props} />
    </Suspense>
  );
}

/** An admin's removal with a reason: rendered (closed) with each comment an admin sees, so it is ready before the Remove click. */
export function RemoveCommentDialog(props: RemoveCommentDialogProps) {
  return (
    <Suspense fallback={null}>
      <Removal {...props} />
    </Suspense>
  );
}
