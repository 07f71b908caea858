import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';

const BattlersPanel = lazy(() => import('./BattlersPanel').then((m) => ({ default: m.BattlersPanel })));

/** The admins' Battlers tab; the public battler pages are features/battlers, the tags the catalogue's. */
export const battlersAdminFeature: FeatureModule = {
  name: 'battlers-admin',
  adminTabs: [{ id: 'battlers', label: 'Battlers', order: 50, Panel: BattlersPanel }],
};
