import { z } from 'zod';
import { wholeNumber } from '../../http/paging';
import { multiLineText } from '../../http/text';
import {
  COMMENT_EMPTY, COMMENT_MAX_LENGTH, COMMENT_TOO_LONG, commentLength,
  REMOVAL_REASON_MAX_LENGTH, REMOVAL_REASON_MIN_LENGTH, REMOVAL_REASON_REQUIRED, REMOVAL_REASON_TOO_LONG, REMOVAL_REASON_TOO_SHORT,
} from '../../../domain/comment/limits';

// Request bodies of votes, comments and views: zod and domain constants only, so the web can import the types.

export const voteSchema = z.object({
  battlerId: z.string({ error: 'battlerId is required' }).min(1, 'battlerId is required').max(100, 'battlerId is too long'),
});

/** Trimmed, non-blank, at most 2000 characters: the text as typed, never HTML. */
const content = multiLineText(z.string({ error: COMMENT_EMPTY }).trim().min(1, COMMENT_EMPTY)
  .refine((v) => commentLength(v) <= COMMENT_MAX_LENGTH, COMMENT_TOO_LONG));

export const postCommentSchema = z.object({
  content,
  parentCommentId: z.string({ error: 'parentCommentId must be a comment id' }).max(100, 'parentCommentId is too long')
    .nullish().transform((v) => v || null),
});

export const editCommentSchema = z.object({ content });

/** Comment threads a page holds when the client names no `limit`, and the most it may ask for. */
export const COMMENTS_PAGE_DEFAULT = 20;
export const COMMENTS_PAGE_MAX = 100;
export const COMMENTS_PAGES_MAX = 100_000;

/**
 * A page of a video's comments: `limit` top-level comments (each with all its replies)
 * from the 1-based `page`, in the order the page shows them (newest first).
 */
export const commentsPageSchema = z.object({
  limit: wholeNumber('limit', COMMENTS_PAGE_MAX).default(COMMENTS_PAGE_DEFAULT)
    .meta({ description: `top-level comments a page holds, each with all its replies (default ${COMMENTS_PAGE_DEFAULT})` }),
  page: wholeNumber('page', COMMENTS_PAGES_MAX).default(1)
    .meta({ description: 'which page, from 1 (newest comments first); past the last one answers []' }),
});

/** An admin's removal: the reason trimmed, 3 to 500 characters (the author is mailed it). */
export const removeCommentSchema = z.object({
  reason: multiLineText(z.string({ error: REMOVAL_REASON_REQUIRED }).trim().min(1, REMOVAL_REASON_REQUIRED)
    .refine((v) => commentLength(v) >= REMOVAL_REASON_MIN_LENGTH, REMOVAL_REASON_TOO_SHORT)
    .refine((v) => commentLength(v) <= REMOVAL_REASON_MAX_LENGTH, REMOVAL_REASON_TOO_LONG)),
});

export const startViewSchema = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).trim().min(1, 'sessionId is required').max(100, 'sessionId is too long'),
});

const number = (name: string) => z.number({ error: `${name} must be a number` }).finite(`${name} must be a number`);
export const updateViewSchema = z.object({
  viewId: z.string({ error: 'viewId is required' }).min(1, 'viewId is required').max(100, 'viewId is too long'),
  watchedDuration: number('watchedDuration'),
  completionPercentage: number('completionPercentage'),
});

export type VoteBody = z.input<typeof voteSchema>;
export type PostCommentBody = z.input<typeof postCommentSchema>;
export type EditCommentBody = z.input<typeof editCommentSchema>;
export type RemoveCommentBody = z.input<typeof removeCommentSchema>;
export type StartViewBody = z.input<typeof startViewSchema>;
export type UpdateViewBody = z.input<typeof updateViewSchema>;
