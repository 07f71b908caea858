import { lazy, Suspense } from 'react';
import type { VideoPlayerProps } from './VideoPlayer';

const LazyPlayer = lazy(() => import('./VideoPlayer').then((m) => ({ default: m.VideoPlayer })));

/**
 * The player, loaded when a video is first opened: the feature's index reaches the site's
 * first bundle through the registry (app/features.ts), and the player need not (issue 15).
 */
export function VideoPlayer(props: VideoPlayerProps) {
  return (
    <Suspense fallback={<div role="status" aria-label="Loading the player" style={{ aspectRatio: '16 / 9', background: '#000' }} />}>
      <LazyPlayer {...props} />
    </Suspense>
  );
}
