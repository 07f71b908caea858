import { lazy, Suspense } from 'react';
import type { YoutubeBattler } from './YoutubeReviewDialog';

// loaded with the Battlers tab's first use, not with the site: app/features.ts reads this feature's index
const Tools = lazy(() => import('./YoutubeTools').then((m) => ({ default: m.YoutubeTools })));
const ReviewDialog = lazy(() => import('./YoutubeReviewDialog').then((m) => ({ default: m.YoutubeReviewDialog })));

/** The Battlers tab's YouTube and storage tools. */
export function YoutubeTools() {
  return (
    <Suspense fallback={null}>
      <Tools />
    </Suspense>
  );
}

/** The YouTube Video Review dialog, open while `battler` is set. */
export function YoutubeReviewDialog({ battler, onClose }: { battler: YoutubeBattler | null; onClose: () => void }) {
  if (!battler) return null;
  return (
    <Suspense fallback={null}>
      <ReviewDialog battler={battler} onClose={onClose} />
    </Suspense>
  );
}
