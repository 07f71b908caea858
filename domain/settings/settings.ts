import type { Decider, DomainEvent } from '../shared/decider';
import { invalid, notFound } from '../shared/errors';

import { LOGO_ANIMATIONS, SETTING_KEYS, type LogoAnimation, type SettingKey } from './limits';

export { LOGO_ANIMATIONS, SETTING_KEYS, type LogoAnimation, type SettingKey };

export const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);

export type SettingsEvent =
  | DomainEvent<'SettingChanged', { key: SettingKey; value: string; previousValue: string | null }>
  | DomainEvent<'SettingCleared', { key: SettingKey; previousValue: string }>;

export type SettingsCommand =
  | { type: 'ChangeSetting'; key: SettingKey; value: string }
  | { type: 'ClearSetting'; key: SettingKey };

export type SettingsState = Partial<Record<SettingKey, string>>;

export const SETTINGS_STREAM = 'settings';

function validate(key: SettingKey, value: string): void {
  if (key === 'logo_animation' && !(LOGO_ANIMATIONS as readonly string[]).includes(value)) {
    throw invalid(`value must be one of: ${LOGO_ANIMATIONS.join(', ')}`);
  }
  if (value.length > 2000) throw invalid('value is too long');
}

export const settingsDecider: Decider<SettingsCommand, SettingsState, SettingsEvent> = {
  initialState: {},
  evolve(state, event) {
    switch (event.type) {
      case 'SettingChanged':
        return { ...state, [event.data.key]: event.data.value };
      case 'SettingCleared': {
        const next = { ...state };
        delete next[event.data.key];
        return next;
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    const current = state[command.key];
    if (command.type === 'ChangeSetting') {
      validate(command.key, command.value);
      if (current === command.value) return [];
      return [{ type: 'SettingChanged', data: { key: command.key, value: command.value, previousValue: current ?? null } }];
    }
    if (current === undefined) throw notFound('Setting not found');
    return [{ type: 'SettingCleared', data: { key: command.key, previousValue: current } }];
  },
};
