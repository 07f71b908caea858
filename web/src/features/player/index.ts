import type { FeatureModule } from '../../lib/featureModule';

// The custom video player (issue 4, public §2 Video player, §4): what other features use.
// The player itself is lazy (lazyParts.tsx); the rest here is a few constants.
export { VideoPlayer } from './lazyParts';
export type { VideoPlayerProps } from './VideoPlayer';
export { SPEEDS, CONTROLS_HIDE_MS, type PlayerMode } from './constants';
export { QUALITIES, autoQuality, type Quality } from './quality';
export type { ViewTracker } from './useViewTracking';

/** No pages of its own: the events screen embeds the player. */
export const playerFeature: FeatureModule = { name: 'player' };
