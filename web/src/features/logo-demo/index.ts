import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { membersOnly } from '../auth';

const LogoDemoPage = lazy(() => import('./LogoDemoPage'));

export const logoDemoFeature: FeatureModule = {
  name: 'logo-demo',
  routes: [membersOnly({ path: 'logo-demo', Component: LogoDemoPage })],
};
