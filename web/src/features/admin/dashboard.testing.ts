import { applicationsFeature } from '../applications';
import { battlersAdminFeature } from '../battlers-admin';
import { claimsFeature } from '../claims';
import { eventsAdminFeature } from '../events-admin';
import { insightsFeature } from '../insights';
import { settingsFeature } from '../settings';
import { sponsorsFeature } from '../sponsors';
import { usersFeature } from '../users';
import { videosAdminFeature } from '../videos-admin';
import type { FeatureModule } from '../../lib/featureModule';

/**
 * The features with admin tabs or a status line, as the app hands them to the admin page:
 * named here because a feature does not import the app (app/features.test.ts checks they
 * give the tabs and status lines app/features.ts gives).
 */
export const adminModules: readonly FeatureModule[] = [
  applicationsFeature, battlersAdminFeature, eventsAdminFeature, videosAdminFeature, claimsFeature, settingsFeature, sponsorsFeature, usersFeature, insightsFeature,
];

