import { lazy, Suspense } from 'react';
import { SkeletonRows } from '../../components/Skeleton';
import type { VotingCardProps } from './VotingCard';

const LazyVoting = lazy(() => import('./VotingCard').then((m) => ({ default: m.VotingCard })));
const LazyComments = lazy(() => import('./CommentsSection').then((m) => ({ default: m.CommentsSection })));

// The registry (app/features.ts) brings this feature's index into the site's first bundle;
// votes and comments (and their form) load with the player that shows them (issue 15).

export function VotingCard(props: VotingCardProps) {
  return (
    <Suspense fallback={<SkeletonRows count={1} height="8rem" label="Loading the votes" />}>
      <LazyVoting {...props} />
    </Suspense>
  );
}

export function CommentsSection(props: { videoId: string }) {
  return (
    <Suspense fallback={<SkeletonRows count={2} label="Loading the comments" />}>
      <LazyComments {...props} />
    </Suspense>
  );
}
