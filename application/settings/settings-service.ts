import { inject, injectable } from 'inversify';
import { type SettingKey, SETTINGS_STREAM, settingsDecider } from '../../domain/settings/settings';
import { type CommandContext, handleCommand } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import type { BlobStorage, IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';
import { SETTINGS, type SettingView } from './read-model';

const LOGO_PREFIX = '/uploads/';

@injectable()
export class SettingsService {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {}

  get(key: string): Promise<SettingView | null> {
    return this.store.collection<SettingView>(SETTINGS).get(key);
  }

  async change(key: SettingKey, value: string, ctx: CommandContext) {
    return handleCommand(this.events, SETTINGS_STREAM, settingsDecider, { type: 'ChangeSetting', key, value }, ctx);
  }

  async setLogo(image: { bytes: Buffer; mime: string; ext: string }, ctx: CommandContext) {
    const key = `logos/${this.ids.next()}.${image.ext}`;
    await this.blobs.put(key, image.bytes, image.mime);
    const url = `${LOGO_PREFIX}${key}`;
    try {
      const result = await this.change('site_logo', url, ctx);
      const changed = result.events[0];
      if (changed?.type === 'SettingChanged') await this.deleteOldLogo(changed.data.previousValue);
      return { ...result, value: url };
    } catch (err) {
      await this.blobs.delete(key);
      throw err;
    }
  }

  async clearLogo(ctx: CommandContext) {
    const result = await handleCommand(this.events, SETTINGS_STREAM, settingsDecider, { type: 'ClearSetting', key: 'site_logo' }, ctx);
    const cleared = result.events[0];
    if (cleared?.type === 'SettingCleared') await this.deleteOldLogo(cleared.data.previousValue);
    return result;
  }

  /** The file of a replaced logo goes; the log keeps its address for the record. */
  private async deleteOldLogo(previous: string | null | undefined) {
    if (previous && previous.startsWith(LOGO_PREFIX)) {
      await this.blobs.delete(previous.slice(LOGO_PREFIX.length)).catch(() => undefined);
    }
  }
}
