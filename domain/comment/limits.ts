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
