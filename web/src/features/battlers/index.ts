import { lazy } from 'react';
import type { FeatureModule } from '../../app/featureModule';
import { membersOnly } from '../auth';
import { battlersTags } from './tags';

// Not on the landing page or the events list: each loads when its page is opened.
const BattlersPage = lazy(() => import('./BattlersPage'));
const BattlerDetailPage = lazy(() => import('./BattlerDetailPage'));
const BattlerProfileSettingsPage = lazy(() => import('./BattlerProfileSettingsPage'));

export const battlersFeature: FeatureModule = {
  name: 'battlers',
  routes: [
    { path: 'battlers', Component: BattlersPage },
    { path: 'battlers/:id', Component: BattlerDetailPage },
    membersOnly({ path: 'battler-profile-settings', Component: BattlerProfileSettingsPage }),
  ],
  tags: battlersTags,
};
