/** Votes and comments as the server sends them (public §3, §7). */

export interface VoteTally {
  battlerAVotes: number;
  battlerBVotes: number;
  totalVotes: number;
}

export interface UserVote {
  /** null until this user has voted on the video */
  votedBattlerId: string | null;
}

export interface CastVoteResponse extends VoteTally, UserVote {
  message: string;
}

export interface CommentAuthor {
  username: string;
  firstName: string | null;
  lastName: string | null;
  profilePictureUrl: string | null;
}

export interface Comment {
  id: string;
  videoId: string;
  userId: string;
  /** the top-level comment this one replies to; null for a top-level comment */
  parentCommentId: string | null;
  /** plain text: always rendered as text, never as markup */
  content: string;
  createdAt: string;
  updatedAt: string;
  user: CommentAuthor;
}

/** A top-level comment with its replies (one level deep). */
export interface CommentThread {
  comment: Comment;
  replies: Comment[];
}
