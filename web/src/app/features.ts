import { applicationsFeature } from '../features/applications';
import { authFeature } from '../features/auth';
import { battlerMergeFeature } from '../features/battler-merge';
import { battlersAdminFeature } from '../features/battlers-admin';
import { battlersFeature } from '../features/battlers';
import { catalogueFeature } from '../features/catalogue';
import { claimsFeature } from '../features/claims';
import { contactFeature } from '../features/contact';
import { dashboardFeature } from '../features/dashboard';
import { engagementFeature } from '../features/engagement';
import { eventsFeature } from '../features/events';
import { eventsAdminFeature } from '../features/events-admin';
import { insightsFeature } from '../features/insights';
import { landingFeature } from '../features/landing';
import { logoDemoFeature } from '../features/logo-demo';
import { notFoundFeature } from '../features/not-found';
import { playerFeature } from '../features/player';
import { profileFeature } from '../features/profile';
import { settingsFeature } from '../features/settings';
import { sponsorsFeature } from '../features/sponsors';
import { usersFeature } from '../features/users';
import { videosAdminFeature } from '../features/videos-admin';
import { youtubeAdminFeature } from '../features/youtube-admin';
import type { FeatureModule } from '../lib/featureModule';

/**
 * The registry: every feature of the site but two. The admin shell (features/admin):
 * app/router.tsx adds it, made from this list for its tabs; and features/large-upload,
 * which has no tab or tags of its own: the admin panels that use it load it.
 */
export const features: readonly FeatureModule[] = [
  landingFeature,
  authFeature,
  eventsFeature,
  battlersFeature,
  contactFeature,
  sponsorsFeature,
  profileFeature,
  dashboardFeature,
  logoDemoFeature,
  catalogueFeature,
  battlersAdminFeature,
  eventsAdminFeature,
  videosAdminFeature,
  engagementFeature,
  playerFeature,
  settingsFeature,
  usersFeature,
  applicationsFeature,
  claimsFeature,
  youtubeAdminFeature,
  battlerMergeFeature,
  insightsFeature,
  notFoundFeature,
];
