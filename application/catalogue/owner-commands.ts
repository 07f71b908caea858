import { inject, injectable } from 'inversify';
import { type BattlerCommand, battlerDecider, type BattlerState, battlerStream } from '../../domain/battler/battler';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { BlobStorage, IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';
import { deleteByUrl, type ImageFile, storeImage } from './stored-files';

/** The owner's texts: an absent one keeps its value, null (or blank) clears it. */
export interface OwnerProfilePatch {
  tagline?: string | null;
  quote?: string | null;
}

/** One of the battler's two images: the command that sets it, and where the state keeps it. */
interface ImageSlot {
  command(url: string | null): BattlerCommand;
  current(state: BattlerState): string | null;
}

/** What the owner of a claimed battler changes on it (public §2, §4): texts, photo, cover. */
@injectable()
export class OwnerCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async updateProfile(battlerId: string, userId: string, patch: OwnerProfilePatch, ctx: CommandContext): Promise<number> {
    const { position } = await handleCommand(this.events, battlerStream(battlerId), battlerDecider, (s) => ({
      type: 'UpdateBattlerProfile' as const, actor: { kind: 'owner' as const, userId },
      tagline: patch.tagline === undefined ? s.tagline : patch.tagline,
      quote: patch.quote === undefined ? s.quote : patch.quote,
    }), ctx);
    return position;
  }

  /** The photo, replaced or removed (null); the file it replaces is deleted. */
  setProfileImage(battlerId: string, userId: string, image: ImageFile | null, ctx: CommandContext): Promise<number> {
    return this.changeImage(battlerId, image, ctx, {
      command: (url) => ({ type: 'ChangeProfileImage', actor: { kind: 'owner', userId }, url }),
      current: (s) => s.profileImageUrl,
    });
  }

  /** The cover banner, replaced or removed (null); the file it replaces is deleted. */
  setCoverImage(battlerId: string, userId: string, image: ImageFile | null, ctx: CommandContext): Promise<number> {
    return this.changeImage(battlerId, image, ctx, {
      command: (url) => ({ type: 'ChangeCoverImage', ownerId: userId, url }),
      current: (s) => s.coverImageUrl,
    });
  }

  /**
   * The decider is asked first with the current url (a change of nothing), so a
   * refusal (unknown battler, not the owner) stores no file; the command itself
   * decides again, against whatever the stream holds by then.
   */
  private async changeImage(battlerId: string, image: ImageFile | null, ctx: CommandContext, slot: ImageSlot): Promise<number> {
    const stream = battlerStream(battlerId);
    const { state } = await loadStream(this.events, stream, battlerDecider);
    battlerDecider.decide(slot.command(slot.current(state)), state);

    const stored = image ? await storeImage(this.blobs, this.ids, 'battlers', image) : null;
    try {
      const { events, position } = await handleCommand(this.events, stream, battlerDecider, slot.command(stored?.url ?? null), ctx);
      const changed = events[0];
      if (changed?.type === 'BattlerProfileImageChanged') await deleteByUrl(this.blobs, changed.data.previousProfileImageUrl);
      if (changed?.type === 'BattlerCoverImageChanged') await deleteByUrl(this.blobs, changed.data.previousCoverImageUrl);
      return position;
    } catch (err) {
      if (stored) await deleteByUrl(this.blobs, stored.url);
      throw err;
    }
  }
}
