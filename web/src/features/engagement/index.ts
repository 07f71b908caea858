import type { FeatureModule } from '../../app/featureModule';
import { engagementTags } from './tags';

// What other features (the Events screen's player) use from votes and comments.
export { VotingCard, LOGIN_TO_VOTE, type VoteBattler, type VotingSlots } from './VotingCard';
export { CommentsSection, LOGIN_TO_COMMENT, NO_COMMENTS } from './CommentsSection';
export { DELETE_QUESTION } from './CommentItem';
export { REMOVE_COMMENT_TITLE, REMOVAL_REASON_LABEL } from './RemoveCommentDialog';
export {
  engagementApi,
  useGetVideoVotesQuery,
  useGetUserVoteQuery,
  useCastVoteMutation,
  useGetCommentsQuery,
  usePostCommentMutation,
  useEditCommentMutation,
  useDeleteCommentMutation,
  useRemoveCommentMutation,
} from './engagementApi';
export { nestComments, votePercent } from './format';
export type * from './types';

export const engagementFeature: FeatureModule = { name: 'engagement', tags: engagementTags };
