import { applicationsFeature } from '../features/applications';
import { authFeature } from '../features/auth';
import { battlerMergeFeature } from '../features/battler-merge';
import { battlersFeature } from '../features/battlers';
import { catalogueFeature } from '../features/catalogue';
import { claimsAdminFeature } from '../features/claims-admin';
import { contactFeature } from '../features/contact';
import { dashboardFeature } from '../features/dashboard';
import { engagementFeature } from '../features/engagement';
import { eventsFeature } from '../features/events';
import { insightsFeature } from '../features/insights';
import { landingFeature } from '../features/landing';
import { logoDemoFeature } from '../features/logo-demo';
import { notFoundFeature } from '../features/not-found';
import { playerFeature } from '../features/player';
import { profileFeature } from '../features/profile';
import { settingsFeature } from '../features/settings';
import { sponsorsFeature } from '../features/sponsors';
import { usersFeature } from '../features/users';
import { youtubeAdminFeature } from '../features/youtube-admin';
import type { FeatureModule } from '../lib/featureModule';

/**
 * The registry: every feature of the site. The admin shell (features/admin) is the
 * one module not listed: app/router.tsx adds it, made from this list for its tabs.
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
  engagementFeature,
  playerFeature,
  settingsFeature,
  usersFeature,
  applicationsFeature,
  claimsAdminFeature,
  youtubeAdminFeature,
  battlerMergeFeature,
  insightsFeature,
  notFoundFeature,
];
