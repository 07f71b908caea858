import type { SettingView } from '../../../application/settings/read-model';

/** GET /api/system-settings/{key} and the admin's writes (which add a message or the time) */
export type SettingWire = Pick<SettingView, 'key' | 'value'>;
