import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { settingsTags } from './tags';

export { SiteLogo, type LogoSize } from './SiteLogo';
export { DefaultLogo } from './DefaultLogo';
export { Favicon } from './Favicon';
export { LOGO_ANIMATIONS, ANIMATION_LABELS, ANIMATION_DESCRIPTIONS, type LogoAnimation } from './animations';
export { settingsApi, useGetSettingQuery, useUpdateSettingMutation } from './settingsApi';

const AdminSettingsPanel = lazy(() => import('./admin/AdminSettingsPanel').then((m) => ({ default: m.AdminSettingsPanel })));

export const settingsFeature: FeatureModule = {
  name: 'settings',
  adminTabs: [{ id: 'settings', label: 'Settings', order: 80, Panel: AdminSettingsPanel }],
  tags: settingsTags,
};
