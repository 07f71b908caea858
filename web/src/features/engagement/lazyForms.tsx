import { Skeleton } from '../../components/Skeleton';
import { lazyPart } from '../../lib/lazyPart';

// Both forms bring formik and yup, which a visitor reading the comments never uses: each loads
// with its first showing, so a visitor's video page loads neither library.

/** The comment, reply and edit form. A member's page starts loading it as the comments show (the top-level form). */
export const CommentForm = lazyPart(
  () => import('./CommentForm').then((m) => m.CommentForm),
  <Skeleton $h="8.5rem" $radius="10px" aria-hidden="true" data-testid="comment-form-loading" />,
);

/** An admin's removal with a reason: rendered (closed) with each comment an admin sees, so it is ready before the Remove click. */
export const RemoveCommentDialog = lazyPart(() => import('./RemoveCommentDialog').then((m) => m.RemoveCommentDialog));
