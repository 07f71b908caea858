import type { FeatureModule } from '../../app/featureModule';
import { membersOnly } from '../auth';
import DashboardPage from './DashboardPage';

export const dashboardFeature: FeatureModule = {
  name: 'dashboard',
  routes: [membersOnly({ path: 'dashboard', Component: DashboardPage })],
};
