/**
 * A comment's limits and their messages: the one source for the decider, the API's
 * schema and the web form. No imports, so the web can take these values without
 * pulling anything else of the server into its bundle.
 */
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_EMPTY = 'Comment cannot be empty';
export const COMMENT_TOO_LONG = `Comment must be ${COMMENT_MAX_LENGTH} characters or less`;

/** Length as the user counts it: characters (code points), so an emoji is one, not two. */
export const commentLength = (text: string) => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

/** An admin's removal of a comment: the reason its author is mailed and the audit log shows. */
export const REMOVAL_REASON_MIN_LENGTH = 3;
export const REMOVAL_REASON_MAX_LENGTH = 500;
export const REMOVAL_REASON_REQUIRED = 'A reason is required';
export const REMOVAL_REASON_TOO_SHORT = `The reason must be at least ${REMOVAL_REASON_MIN_LENGTH} characters`;
export const REMOVAL_REASON_TOO_LONG = `The reason must be ${REMOVAL_REASON_MAX_LENGTH} characters or less`;
