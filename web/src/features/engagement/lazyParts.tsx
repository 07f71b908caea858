import { SkeletonRows } from '../../components/Skeleton';
import { lazyPart } from '../../lib/lazyPart';

// The registry (app/features.ts) brings this feature's index into the site's first bundle;
// votes and comments (and their form) load with the player that shows them (issue 15).

export const VotingCard = lazyPart(
  () => import('./VotingCard').then((m) => m.VotingCard),
  <SkeletonRows count={1} height="8rem" label="Loading the votes" />,
);

export const CommentsSection = lazyPart(
  () => import('./CommentsSection').then((m) => m.CommentsSection),
  <SkeletonRows count={2} label="Loading the comments" />,
);
