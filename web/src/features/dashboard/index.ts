import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { membersOnly } from '../auth';
import { dashboardTags } from './tags';

// The members' forms (formik, yup) stay out of the first load.
const DashboardPage = lazy(() => import('./DashboardPage'));

export const dashboardFeature: FeatureModule = {
  name: 'dashboard',
  routes: [membersOnly({ path: 'dashboard', Component: DashboardPage })],
  tags: dashboardTags,
};
