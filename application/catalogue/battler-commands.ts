import { inject, injectable } from 'inversify';
import { BATTLER_NAME_MAX, battlerDecider, battlerStream } from '../../domain/battler/battler';
import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { conflict, DomainError, invalid, notFound } from '../../domain/shared/errors';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import type { BlobStorage, IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';
import { BATTLERS, type BattlerView } from './read-model';
import { followMerges } from './merge-chain';
import { deleteByUrl, type ImageFile, storeImage } from './stored-files';

export interface BattlerPatch {
  tagline?: string | null;
  quote?: string | null;
  isRetired?: boolean;
  isHallOfFame?: boolean;
  isDeceased?: boolean;
  deceasedDate?: string | null;
  memorialNotes?: string | null;
}

const ADMIN = { kind: 'admin' as const };

@injectable()
export class BattlerCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /**
   * The battler a typed name stands for: an existing one, matched case-insensitively
   * through its name reservation (a merged battler's name: the one it was merged into), or a new one. Two uploads naming the same new
   * battler at once meet at the reservation stream: the loser uses the winner's.
   */
  async resolveByName(rawName: string, ctx: CommandContext): Promise<{ id: string; name: string; position: number }> {
    const name = (rawName ?? '').trim();
    if (!name) throw invalid('Both battler names are required');
    if (name.length > BATTLER_NAME_MAX) throw invalid(`Battler name must be at most ${BATTLER_NAME_MAX} characters`);
    // up to ~2 s for a name whose battler is being created, or was deleted and is being released (a reactor)
    for (let attempt = 0; attempt < 80; attempt++) {
      const { state: reservation } = await loadStream(this.events, reservationStream('battler_name', name), reservationDecider);
      if (reservation.ownerId) {
        // a merged battler's name stays reserved as an alias: the upload lands on the battler it was merged into
        const { id, state } = await followMerges(this.events, reservation.ownerId);
        if (state.exists && !state.deleted) return { id, name: state.name, position: 0 };
        // reserved a moment ago by an upload still creating it, or its battler deleted a moment ago: look again
        await new Promise((r) => setTimeout(r, 25));
        continue;
      }
      const battlerId = this.ids.next();
      try {
        await handleCommand(this.events, reservationStream('battler_name', name), reservationDecider,
          { type: 'Reserve', kind: 'battler_name', value: name, ownerId: battlerId }, ctx);
      } catch (err) {
        if (err instanceof DomainError && err.kind === 'conflict') continue;
        throw err;
      }
      const { position } = await handleCommand(this.events, battlerStream(battlerId), battlerDecider,
        { type: 'CreateBattler', battlerId, name }, ctx);
      return { id: battlerId, name, position };
    }
    throw conflict('The battler name was being changed at the same time. Please try again.');
  }

  /** Admin §7 PATCH: texts (only while unclaimed) and flags, each part its own event. */
  async patch(battlerId: string, patch: BattlerPatch, ctx: CommandContext): Promise<number> {
    let position = 0;
    const stream = battlerStream(battlerId);
    if (patch.tagline !== undefined || patch.quote !== undefined) {
      const r = await handleCommand(this.events, stream, battlerDecider, (s) => ({
        type: 'UpdateBattlerProfile' as const, actor: ADMIN,
        tagline: patch.tagline === undefined ? s.tagline : patch.tagline,
        quote: patch.quote === undefined ? s.quote : patch.quote,
      }), ctx);
      position = Math.max(position, r.position);
    }
    const flagKeys = ['isRetired', 'isHallOfFame', 'isDeceased', 'deceasedDate', 'memorialNotes'] as const;
    if (flagKeys.some((k) => patch[k] !== undefined)) {
      const r = await handleCommand(this.events, stream, battlerDecider, {
        type: 'SetBattlerFlags', isRetired: patch.isRetired, isHallOfFame: patch.isHallOfFame, isDeceased: patch.isDeceased,
        deceasedDate: patch.deceasedDate, memorialNotes: patch.memorialNotes,
      }, ctx);
      position = Math.max(position, r.position);
    }
    return position;
  }

  async setProfileImage(battlerId: string, image: ImageFile | null, ctx: CommandContext): Promise<number> {
    const stored = image ? await storeImage(this.blobs, this.ids, 'battlers', image) : null;
    try {
      const { events, position } = await handleCommand(this.events, battlerStream(battlerId), battlerDecider,
        { type: 'ChangeProfileImage', actor: ADMIN, url: stored?.url ?? null }, ctx);
      const changed = events[0];
      if (changed?.type === 'BattlerProfileImageChanged') await deleteByUrl(this.blobs, changed.data.previousProfileImageUrl);
      return position;
    } catch (err) {
      if (stored) await deleteByUrl(this.blobs, stored.url);
      throw err;
    }
  }

  /**
   * Refused while videos feature the battler (the count comes from the projected
   * battler, which follows them) or an approved application is linked to it (the
   * battler's own state decides that). The name is freed by the BattlerNameRelease reactor.
   */
  async delete(battlerId: string, ctx: CommandContext): Promise<number> {
    const view = await this.requireBattler(battlerId);
    const { events, position } = await handleCommand(this.events, battlerStream(battlerId), battlerDecider, {
      type: 'DeleteBattler', videoCount: view.videoCount,
    }, ctx);
    const deleted = events[0];
    if (deleted?.type !== 'BattlerDeleted') return position;
    await deleteByUrl(this.blobs, deleted.data.profileImageUrl);
    await deleteByUrl(this.blobs, deleted.data.coverImageUrl);
    return position;
  }

  async recalculate(battlerId: string, ctx: CommandContext): Promise<number> {
    const { position } = await handleCommand(this.events, battlerStream(battlerId), battlerDecider, { type: 'RecalculateStats' }, ctx);
    return position;
  }

  async recalculateAll(ctx: CommandContext): Promise<{ updated: number; position: number }> {
    const all = await this.store.collection<BattlerView>(BATTLERS).find({});
    let position = 0;
    for (const b of all) position = Math.max(position, await this.recalculate(b.id, ctx));
    return { updated: all.length, position };
  }

  private async requireBattler(battlerId: string): Promise<BattlerView> {
    const view = await this.store.collection<BattlerView>(BATTLERS).get(battlerId);
    if (!view) throw notFound('Battler not found');
    return view;
  }
}
