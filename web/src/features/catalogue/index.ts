import type { FeatureModule } from '../../lib/featureModule';
import { catalogueTags } from './tags';

export * from './types';
export * from './catalogueApi';
export * from './format';

/**
 * The catalogue: events, videos and battlers as the site reads them, and the tags every
 * catalogue write invalidates. Its public pages live in the events and battlers features,
 * its admin tabs in events-admin, battlers-admin and videos-admin.
 */
export const catalogueFeature: FeatureModule = {
  name: 'catalogue',
  tags: catalogueTags,
};
