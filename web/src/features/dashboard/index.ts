import type { FeatureModule } from '../../app/featureModule';
import { membersOnly } from '../auth';
import DashboardPage from './DashboardPage';
import { dashboardTags } from './tags';

export const dashboardFeature: FeatureModule = {
  name: 'dashboard',
  routes: [membersOnly({ path: 'dashboard', Component: DashboardPage })],
  tags: dashboardTags,
};
