import type { FeatureModule } from '../../app/featureModule';
import { membersOnly } from '../auth';
import BattlerDetailPage from './BattlerDetailPage';
import BattlerProfileSettingsPage from './BattlerProfileSettingsPage';
import BattlersPage from './BattlersPage';
import { battlersTags } from './tags';

export const battlersFeature: FeatureModule = {
  name: 'battlers',
  routes: [
    { path: 'battlers', Component: BattlersPage },
    { path: 'battlers/:id', Component: BattlerDetailPage },
    membersOnly({ path: 'battler-profile-settings', Component: BattlerProfileSettingsPage }),
  ],
  tags: battlersTags,
};
