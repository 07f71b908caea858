import type { FeatureModule } from '../../lib/featureModule';
import { engagementTags } from './tags';

// What other features (the Events screen's player) use from votes and comments: lazy
// parts, so the first bundle (which reaches this file through the registry) stays small.
export { VotingCard, CommentsSection } from './lazyParts';
export type { VoteBattler, VotingSlots, VotingCardProps } from './VotingCard';
export type * from './types';

export const engagementFeature: FeatureModule = { name: 'engagement', tags: engagementTags };
