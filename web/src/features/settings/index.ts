export { SiteLogo, type LogoSize } from './SiteLogo';
export { DefaultLogo } from './DefaultLogo';
export { Favicon } from './Favicon';
export { AdminSettingsPanel } from './AdminSettingsPanel';
export { LOGO_ANIMATIONS, ANIMATION_LABELS, ANIMATION_DESCRIPTIONS, type LogoAnimation } from './animations';
export { useGetSettingQuery, useUpdateSettingMutation } from './settingsApi';
