import type { InfiniteData } from '@reduxjs/toolkit/query/react';
import { api } from './api';
import type { ApiError } from '../../lib/errors';
import type { EditCommentBody, PostCommentBody, RemoveCommentBody, VoteBody } from '../../../../api/features/engagement/schemas';
import type { CommentRemovalWire } from '../../../../api/features/engagement/wire-types';
import type { CastVoteResponse, Comment, UserVote, VoteTally } from './types';

const videoPath = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}`;
const commentPath = (commentId: string) => `/api/comments/${encodeURIComponent(commentId)}`;

/** A video's tally lives under the 'Videos' tag, so admin catalogue writes (which reset tallies) refresh it. */
const tallyTag = (videoId: string) => ({ type: 'Videos' as const, id: `votes-${videoId}` });
const commentsTag = (videoId: string) => ({ type: 'Comments' as const, id: videoId });

/** A 403 or 404 means this copy of the thread is out of date (someone else's edit, a deleted parent): read it again. */
const resyncOn = (error: ApiError | undefined, videoId: string) =>
  error && (error.status === 403 || error.status === 404) ? [commentsTag(videoId)] : [];

/** Top-level comments a page asks for (each comes with all its replies); the server's default too. */
export const COMMENTS_PAGE = 20;

/**
 * One page of a video's comments. The answer is a bare array, so the counts and whether
 * there is more come in its headers: X-Comment-Count (every comment and reply, for the
 * heading) and a Link with rel="next" until the last page.
 */
export interface CommentsPage {
  comments: Comment[];
  /** every comment and reply on the video, as the server last said, kept in step with this client's writes */
  total: number;
  hasMore: boolean;
}

function commentsPage(comments: Comment[], headers: Headers | undefined): CommentsPage {
  const said = headers?.get('X-Comment-Count');
  const total = said ? Number(said) : NaN;
  return {
    comments,
    total: Number.isInteger(total) && total >= comments.length ? total : comments.length,
    hasMore: /rel="?next"?/.test(headers?.get('Link') ?? ''),
  };
}

/**
 * Takes a deleted or removed comment out of every loaded page, with its replies when it is
 * a top-level one. `goneIds`: all the server says went with it (replies not loaded count too).
 */
function dropComments(draft: InfiniteData<CommentsPage, number>, id: string, goneIds: readonly string[] = []) {
  const gone = new Set([id, ...goneIds]);
  const counted = new Set(gone);
  for (const p of draft.pages) {
    p.comments = p.comments.filter((c) => {
      const goes = gone.has(c.id) || (c.parentCommentId !== null && gone.has(c.parentCommentId));
      if (goes) counted.add(c.id);
      return !goes;
    });
  }
  for (const p of draft.pages) p.total = Math.max(0, p.total - counted.size);
}

// the request bodies are the API's own zod-inferred types; the ids travel in the path
export type CastVoteArgs = { videoId: string } & VoteBody;

/**
 * `parentCommentId`: the top-level comment replied to (replies are one level deep);
 * `idempotencyKey`: the submission's key (lib/useSubmissionKey), sent as the Idempotency-Key header
 */
export type PostCommentArgs = { videoId: string; idempotencyKey?: string } & PostCommentBody;

export type EditCommentArgs = { id: string; videoId: string } & EditCommentBody;

export interface DeleteCommentArgs {
  id: string;
  videoId: string;
}

/** An admin's removal (issue 15): `reason` is mailed to the author. */
export type RemoveCommentArgs = { id: string; videoId: string } & RemoveCommentBody;

/**
 * Votes and comments (public §7). The tally is public; the user's own vote is per user
 * ('UserVote', dropped at login and logout). Casting a vote writes its answer straight into
 * both caches and refreshes the video grids and battler stats that show tallies. Comment
 * writes patch the thread from the server's answer instead of reading it again.
 */
export const engagementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVideoVotes: build.query<VoteTally, string>({
      query: (videoId) => `${videoPath(videoId)}/votes`,
      providesTags: (_r, _e, videoId) => [tallyTag(videoId)],
    }),
    getUserVote: build.query<UserVote, string>({
      query: (videoId) => `${videoPath(videoId)}/user-vote`,
      providesTags: (_r, _e, videoId) => [{ type: 'UserVote', id: videoId }],
    }),
    castVote: build.mutation<CastVoteResponse, CastVoteArgs>({
      query: ({ videoId, battlerId }) => ({ url: `${videoPath(videoId)}/vote`, method: 'POST', body: { battlerId } }),
      async onQueryStarted({ videoId }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          (r) => r.data,
          () => undefined,
        );
        if (!answer) return;
        const { battlerAVotes, battlerBVotes, totalVotes, votedBattlerId } = answer;
        dispatch(engagementApi.util.upsertQueryData('getVideoVotes', videoId, { battlerAVotes, battlerBVotes, totalVotes }));
        dispatch(engagementApi.util.upsertQueryData('getUserVote', videoId, { votedBattlerId }));
      },
      // the grids' vote counts and the battlers' totals, wins and win rates follow the tally
      invalidatesTags: (r) =>
        r
          ? [
              { type: 'Videos', id: 'LIST' },
              { type: 'Battlers', id: 'LIST' },
              { type: 'Battlers', id: 'ADMIN' },
            ]
          : [],
    }),

    getComments: build.infiniteQuery<CommentsPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
      },
      query: ({ queryArg: videoId, pageParam }) => `${videoPath(videoId)}/comments?limit=${COMMENTS_PAGE}&page=${pageParam}`,
      transformResponse: (comments: Comment[], meta) => commentsPage(comments, meta?.response?.headers),
      providesTags: (_r, _e, videoId) => [commentsTag(videoId)],
    }),
    postComment: build.mutation<Comment, PostCommentArgs>({
      query: ({ videoId, content, parentCommentId, idempotencyKey }) => ({
        url: `${videoPath(videoId)}/comments`,
        method: 'POST',
        body: parentCommentId ? { content, parentCommentId } : { content },
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
      async onQueryStarted({ videoId }, { dispatch, queryFulfilled }) {
        const comment = await queryFulfilled.then(
          (r) => r.data,
          () => undefined,
        );
        if (!comment) return;
        dispatch(
          engagementApi.util.updateQueryData('getComments', videoId, (draft) => {
            if (draft.pages.some((p) => p.comments.some((c) => c.id === comment.id))) return;
            // the first page holds what is posted here; the list nests it by its parent wherever that is
            draft.pages[0]?.comments.push(comment);
            for (const p of draft.pages) p.total += 1;
          }),
        );
      },
      invalidatesTags: (_r, error, { videoId }) => resyncOn(error, videoId),
    }),
    editComment: build.mutation<Comment, EditCommentArgs>({
      query: ({ id, content }) => ({ url: commentPath(id), method: 'PATCH', body: { content } }),
      async onQueryStarted({ id, videoId }, { dispatch, queryFulfilled }) {
        const comment = await queryFulfilled.then(
          (r) => r.data,
          () => undefined,
        );
        if (!comment) return;
        dispatch(
          engagementApi.util.updateQueryData('getComments', videoId, (draft) => {
            for (const p of draft.pages) {
              const i = p.comments.findIndex((c) => c.id === id);
              // keep the author we already have if the answer leaves it out
              if (i >= 0) p.comments[i] = { ...p.comments[i], ...comment, user: comment.user ?? p.comments[i].user };
            }
          }),
        );
      },
      invalidatesTags: (_r, error, { videoId }) => resyncOn(error, videoId),
    }),
    deleteComment: build.mutation<{ message: string; deletedIds?: string[] }, DeleteCommentArgs>({
      query: ({ id }) => ({ url: commentPath(id), method: 'DELETE' }),
      async onQueryStarted({ id, videoId }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          (r) => ({ deletedIds: r.data?.deletedIds }),
          () => undefined,
        );
        if (!answer) return;
        // a top-level comment takes its replies with it
        dispatch(engagementApi.util.updateQueryData('getComments', videoId, (draft) => dropComments(draft, id, answer.deletedIds)));
      },
      invalidatesTags: (_r, error, { videoId }) => resyncOn(error, videoId),
    }),
    removeComment: build.mutation<CommentRemovalWire, RemoveCommentArgs>({
      query: ({ id, reason }) => ({ url: `/api/admin/comments/${encodeURIComponent(id)}/removal`, method: 'POST', body: { reason } }),
      async onQueryStarted({ id, videoId }, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          (r) => r.data,
          () => undefined,
        );
        if (!answer) return;
        // gone like a deletion: a top-level comment takes its replies with it
        dispatch(engagementApi.util.updateQueryData('getComments', videoId, (draft) => dropComments(draft, id, answer.removedIds)));
      },
      // a removal is in the audit log
      invalidatesTags: (r, error, { videoId }) => (r ? ['Audit'] : resyncOn(error, videoId)),
    }),
  }),
});

export const {
  useGetVideoVotesQuery,
  useGetUserVoteQuery,
  useCastVoteMutation,
  useGetCommentsInfiniteQuery,
  usePostCommentMutation,
  useEditCommentMutation,
  useDeleteCommentMutation,
  useRemoveCommentMutation,
} = engagementApi;
