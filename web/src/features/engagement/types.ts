/** Votes and comments as the server sends them (public §3, §7). */

import type {
  CommentAuthor as AuthorWire,
  CommentWire,
  UserVoteWire,
  VoteTallyWire,
} from '../../../../api/features/engagement/wire-types';

export type VoteTally = VoteTallyWire;
/** `votedBattlerId`: null until this user has voted on the video */
export type UserVote = UserVoteWire;
export type CastVoteResponse = VoteTally & UserVote & { message: string };

/** The API's author, with the names widened to null: the web copes with a name missing rather than showing 'null'. */
export type CommentAuthor = Omit<AuthorWire, 'firstName' | 'lastName'> & { firstName: string | null; lastName: string | null };

/** The API's comment (public §7), as imported; only the author is widened. */
export type Comment = Omit<CommentWire, 'user'> & { user: CommentAuthor };

/** A top-level comment with its replies (one level deep). */
export interface CommentThread {
  comment: Comment;
  replies: Comment[];
}
