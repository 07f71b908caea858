import { adminUsersSlice } from './admin-users';
import { usersSlice } from './auth';
import { battlerApplicationsSlice } from './battler-applications';
import { battlerMergeSlice } from './battler-merge';
import { catalogueSlice } from './catalogue';
import { claimsSlice } from './claims';
import { engagementSlice } from './engagement';
import { healthSlice } from './health';
import { historySlice } from './history';
import { mediaSlice } from './media';
import { metricsSlice } from './metrics';
import { operationsSlice } from './operations';
import { profileSlice } from './profile';
import { reachSlice } from './reach';
import { settingsSlice } from './settings';
import type { ServerModule } from './slice';
import { sponsorshipSlice } from './sponsorship';
import { youtubeSlice } from './youtube';

/**
 * Every server slice, each declared in its own folder (api/features/<area>/index.ts):
 * adding one is one line here. The order is the one routes are mounted in; the
 * projection runner's order does not matter (each projector reads only its own
 * collections: projections/own-collections.test.ts). The API's
 * description (./api-docs) is not listed: the server makes it after the others, since
 * it describes them.
 */
export const serverModules: readonly ServerModule[] = [
  healthSlice, mediaSlice, usersSlice, profileSlice, adminUsersSlice, settingsSlice, catalogueSlice, engagementSlice,
  battlerMergeSlice,
  sponsorshipSlice,
  reachSlice,
  battlerApplicationsSlice,
  claimsSlice,
  youtubeSlice,
  operationsSlice,
  historySlice,
  metricsSlice,
];
