import { adminUsersModule } from './admin-users';
import { battlerApplicationsModule } from './battler-applications';
import { battlerMergeModule } from './battler-merge';
import { catalogueModule } from './catalogue';
import { claimsModule } from './claims';
import { engagementModule } from './engagement';
import { healthModule } from './health';
import { historyModule } from './history';
import { mediaModule } from './media';
import { metricsModule } from './metrics';
import { operationsModule } from './operations';
import type { ServerModule } from './module';
import { profileModule } from './profile';
import { settingsModule } from './settings';
import { sponsorshipModule } from './sponsorship';
import { usersModule } from './users';
import { youtubeModule } from './youtube';

/**
 * Every server area. The order is the projection runner's (users before the audit
 * log and the comments that copy their names; videos before the events and battlers
 * that summarise them) and the order routes are mounted in.
 */
export const serverModules: readonly ServerModule[] = [
  healthModule, mediaModule, usersModule, profileModule, adminUsersModule, settingsModule, catalogueModule, engagementModule,
  battlerMergeModule,
  sponsorshipModule,
  battlerApplicationsModule,
  claimsModule,
  youtubeModule,
  operationsModule,
  historyModule,
  metricsModule,
];
