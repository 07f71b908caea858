import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import { SETTINGS, type SettingView } from '../../application/settings/read-model';
import type { SettingsEvent } from '../../domain/settings/settings';
import { applyOnce, type Projector } from '../projector';

export const settingsProjector: Projector = {
  name: 'settings',
  handles: ['SettingChanged', 'SettingCleared'],
  async apply(event: RecordedEvent, store: ReadStore) {
    const e = event as unknown as SettingsEvent;
    await applyOnce(store.collection<SettingView>(SETTINGS), e.data.key, event.position, () =>
      e.type === 'SettingChanged'
        ? { id: e.data.key, key: e.data.key, value: e.data.value, updatedAt: event.metadata.at }
        : null,
    );
  },
};
