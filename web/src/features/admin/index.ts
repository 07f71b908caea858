import { createElement, lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { membersOnly } from '../auth';

const AdminPage = lazy(() => import('./AdminPage'));

/**
 * The admin shell: the /admin page and its tab frame, for the tabs of the features it is
 * given (app/router.tsx hands over app/features.ts's list: the shell does not know them).
 */
export function adminFeature(modules: readonly FeatureModule[]): FeatureModule {
  return {
    name: 'admin',
    routes: [membersOnly({ path: 'admin', element: createElement(AdminPage, { modules }) })],
  };
}
