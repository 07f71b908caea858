import { SETTINGS, type SettingView } from '../../application/settings/read-model';
import { applyOnce, defineProjector } from '../projector';

export const settingsProjector = defineProjector({
  name: 'settings',
  handles: ['SettingChanged', 'SettingCleared'],
  async apply(event, store) {
    const { key } = event.data;
    await applyOnce(store.collection<SettingView>(SETTINGS), key, event.position, () =>
      event.type === 'SettingChanged'
        ? { id: key, key, value: event.data.value, updatedAt: event.metadata.at }
        : null,
    );
  },
});
