import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';

const InsightsPanel = lazy(() => import('./InsightsPanel'));

/** The league's figures over a period, for admins and analysts: a tab of its own, last in the bar. */
export const insightsFeature: FeatureModule = {
  name: 'insights',
  adminTabs: [{ id: 'insights', label: 'Insights', order: 90, Panel: InsightsPanel }],
};
