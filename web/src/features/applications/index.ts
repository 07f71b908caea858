import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';

const ApplicationsPanel = lazy(() => import('./ApplicationsPanel').then((m) => ({ default: m.ApplicationsPanel })));

/**
 * The admins' review of sponsor and battler applications. The lists' tags belong to the
 * dashboard feature (where members apply), so this module declares none.
 */
export const applicationsFeature: FeatureModule = {
  name: 'applications',
  adminTabs: [{ id: 'applications', label: 'Applications', order: 10, Panel: ApplicationsPanel }],
};
