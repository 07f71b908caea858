import { lazyPart } from '../../lib/lazyPart';

/**
 * The player, loaded when a video is first opened: the feature's index reaches the site's
 * first bundle through the registry (app/features.ts), and the player need not (issue 15).
 */
export const VideoPlayer = lazyPart(
  () => import('./VideoPlayer').then((m) => m.VideoPlayer),
  <div role="status" aria-label="Loading the player" style={{ aspectRatio: '16 / 9', background: '#000' }} />,
);
