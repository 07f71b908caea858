import type { FeatureModule } from '../../app/featureModule';
import BattlerDetailPage from './BattlerDetailPage';
import BattlersPage from './BattlersPage';

export const battlersFeature: FeatureModule = {
  name: 'battlers',
  routes: [
    { path: 'battlers', Component: BattlersPage },
    { path: 'battlers/:id', Component: BattlerDetailPage },
  ],
};
