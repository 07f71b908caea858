// What votes and comments answer.
import type { publicVideo } from '../../../application/catalogue/read-model';
import type { PublicComment } from '../../../application/engagement/comments-read-model';
import type { BallotView } from '../../../application/engagement/read-model';

export type { CommentAuthor } from '../../../application/engagement/comments-read-model';

/** GET /api/videos/{id}/comments: one flat list, nested by parentCommentId */
export type CommentWire = PublicComment;

/** GET /api/videos/{id}/votes: the tally the video read model keeps */
export type VoteTallyWire = Pick<ReturnType<typeof publicVideo>, 'battlerAVotes' | 'battlerBVotes' | 'totalVotes'>;
/** GET /api/videos/{id}/user-vote: null until the user's vote counts for the video's current pair */
export type UserVoteWire = { votedBattlerId: BallotView['votedBattlerId'] | null };

// Comment moderation (issue 15)

/** POST /api/admin/comments/{id}/removal {reason} (200, once the list no longer shows it) */
export interface CommentRemovalWire {
  id: string;
  removed: true;
  /** the ids the list loses: the comment, and a top-level comment's replies (as far as the read model knew them) */
  removedIds: string[];
}
