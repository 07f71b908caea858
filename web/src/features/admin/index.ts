import { lazy } from 'react';
import type { FeatureModule } from '../../app/featureModule';
import { membersOnly } from '../auth';

const AdminPage = lazy(() => import('./AdminPage'));

/** The admin shell: the /admin page and its tab frame; the tabs come from the features (app/features.ts). */
export const adminFeature: FeatureModule = {
  name: 'admin',
  routes: [membersOnly({ path: 'admin', Component: AdminPage })],
};
