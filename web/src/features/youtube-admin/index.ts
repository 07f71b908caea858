import type { FeatureModule } from '../../lib/featureModule';
import { youtubeAdminTags } from './tags';

/**
 * The admins' YouTube tools (issue 13): no tab of its own. The Battlers tab
 * (battlers-admin) shows the tools and opens the review dialog from each battler's row.
 */
export const youtubeAdminFeature: FeatureModule = {
  name: 'youtube-admin',
  tags: youtubeAdminTags,
};

export { YoutubeReviewDialog, YoutubeTools } from './entry';
export type { YoutubeBattler } from './YoutubeReviewDialog';
