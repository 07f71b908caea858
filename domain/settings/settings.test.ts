import { given } from '../../test/given';
import { LOGO_ANIMATIONS, settingsDecider } from './settings';

describe('settings decider', () => {
  it('accepts each of the nine logo animations', () => {
    expect(LOGO_ANIMATIONS).toHaveLength(9);
    for (const value of LOGO_ANIMATIONS) {
      given(settingsDecider, []).when({ type: 'ChangeSetting', key: 'logo_animation', value })
        .then([{ type: 'SettingChanged', data: { key: 'logo_animation', value, previousValue: null } }]);
    }
  });

  it('refuses any other animation', () => {
    given(settingsDecider, []).when({ type: 'ChangeSetting', key: 'logo_animation', value: 'spin' })
      .thenError(/value must be one of/, 'validation');
  });

  it('records the previous value, and nothing when unchanged', () => {
    const first = { type: 'SettingChanged' as const, data: { key: 'site_logo' as const, value: '/uploads/a.png', previousValue: null } };
    given(settingsDecider, [first]).when({ type: 'ChangeSetting', key: 'site_logo', value: '/uploads/b.png' })
      .then([{ type: 'SettingChanged', data: { key: 'site_logo', value: '/uploads/b.png', previousValue: '/uploads/a.png' } }]);
    given(settingsDecider, [first]).when({ type: 'ChangeSetting', key: 'site_logo', value: '/uploads/a.png' }).then([]);
  });

  it('clears a set value, and says not found when there is none', () => {
    const first = { type: 'SettingChanged' as const, data: { key: 'site_logo' as const, value: '/uploads/a.png', previousValue: null } };
    given(settingsDecider, [first]).when({ type: 'ClearSetting', key: 'site_logo' })
      .then([{ type: 'SettingCleared', data: { key: 'site_logo', previousValue: '/uploads/a.png' } }]);
    given(settingsDecider, []).when({ type: 'ClearSetting', key: 'site_logo' }).thenError('Setting not found', 'not_found');
  });
});
