import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';

const VideosPanel = lazy(() => import('./VideosPanel').then((m) => ({ default: m.VideosPanel })));
// a large upload outlives the Videos tab, so its status line shows above every tab while it runs
const LargeUploadIndicator = lazy(() => import('../large-upload').then((m) => ({ default: m.LargeUploadIndicator })));

/** The admins' Videos tab: uploads (small and large), edits, renditions. The catalogue owns the tags. */
export const videosAdminFeature: FeatureModule = {
  name: 'videos-admin',
  adminTabs: [{ id: 'videos', label: 'Videos', order: 70, Panel: VideosPanel }],
  AdminStatus: LargeUploadIndicator,
};
