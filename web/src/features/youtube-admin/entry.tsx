import { lazyPart } from '../../lib/lazyPart';
import type { YoutubeBattler } from './YoutubeReviewDialog';

// loaded with the Battlers tab's first use, not with the site: app/features.ts reads this feature's index

/** The Battlers tab's YouTube and storage tools. */
export const YoutubeTools = lazyPart(() => import('./YoutubeTools').then((m) => m.YoutubeTools));

const ReviewDialog = lazyPart(() => import('./YoutubeReviewDialog').then((m) => m.YoutubeReviewDialog));

/** The YouTube Video Review dialog, open while `battler` is set. */
export function YoutubeReviewDialog({ battler, onClose }: { battler: YoutubeBattler | null; onClose: () => void }) {
  return battler ? <ReviewDialog battler={battler} onClose={onClose} /> : null;
}
