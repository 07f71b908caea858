import { inject, injectable } from 'inversify';
import type { ReviewStatus } from '../../domain/sponsorship/limits';
import { leagueDay } from '../../domain/sponsorship/period';
import {
  type SponsorLook, type SponsorshipCommand, sponsorshipDecider, sponsorshipStream, UPLOADS_PATH,
} from '../../domain/sponsorship/sponsorship';
import { EVENTS, type EventView } from '../catalogue/read-model';
import { type CommandContext, handleCommand } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import type { BlobStorage, IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';
import { SPONSORSHIP_TIERS, type TierView } from './read-model';

/** An image already checked by its bytes (the API does that). */
export interface LogoImage {
  bytes: Buffer;
  mime: string;
  ext: string;
}

const UPLOADS = UPLOADS_PATH;
/** where sponsor logos are stored; a logoUrl an admin pasted may name another area's file, which is not ours to delete */
const LOGOS = 'sponsors/';

export interface SponsorshipApplicationInput {
  companyName: string;
  contactName: string;
  email: string;
  phoneNumber: string | null;
  sponsorshipLevel: string;
  message: string;
  selectedEvents: string[];
}

export interface SponsorshipReviewInput {
  status: ReviewStatus;
  reviewNotes: string | null;
  sponsorshipStartDate?: string | null;
  sponsorshipEndDate?: string | null;
}

/** Applying, the admin's review, deletion and the sponsor's look on the showcase. */
@injectable()
export class SponsorshipCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /**
   * The tiers offered and which selected events are still to come are read here; the decider holds the rules.
   * `applicationId`: the id the caller derived (a keyed submission's, api/http/idempotency.ts) instead of a new one;
   * an application already recorded under it is a conflict.
   */
  async apply(userId: string, input: SponsorshipApplicationInput, ctx: CommandContext, applicationId = this.ids.next()) {
    const tiers = await this.store.collection<TierView>(SPONSORSHIP_TIERS).find({ isActive: true });
    const selected = input.selectedEvents.length
      ? await this.store.collection<EventView>(EVENTS).find({ id: { $in: input.selectedEvents } })
      : [];
    const now = ctx.at.getTime();
    const { position } = await handleCommand(this.events, sponsorshipStream(applicationId), sponsorshipDecider, {
      type: 'ApplyForSponsorship', applicationId, userId, ...input,
      activeTierNames: tiers.map((t) => t.name),
      futureEventIds: selected.filter((e) => e.eventTime !== null && e.eventTime > now).map((e) => e.id),
    }, ctx);
    return { applicationId, position };
  }

  /** `today` is the server's calendar day at the command's time. */
  async review(applicationId: string, reviewerId: string, input: SponsorshipReviewInput, ctx: CommandContext): Promise<number> {
    const { position } = await handleCommand(this.events, sponsorshipStream(applicationId), sponsorshipDecider,
      { type: 'ReviewSponsorship', reviewerId, ...input, today: leagueDay(ctx.at) }, ctx);
    return position;
  }

  async delete(applicationId: string, ctx: CommandContext): Promise<number> {
    const { events, position } = await handleCommand(this.events, sponsorshipStream(applicationId), sponsorshipDecider,
      { type: 'DeleteSponsorshipApplication' }, ctx);
    const deleted = events[0];
    if (deleted?.type === 'SponsorshipApplicationDeleted') await this.deleteFile(deleted.data.logoUrl);
    return position;
  }

  /** A logoUrl of our uploads other than the current logo is refused (409), and no file is touched. */
  async customize(applicationId: string, look: Partial<SponsorLook>, ctx: CommandContext): Promise<number> {
    return this.changeLook(applicationId, { type: 'CustomizeSponsor', ...look }, ctx);
  }

  /** Runs a change of the look; once it is recorded, the logo file it replaced goes. */
  private async changeLook(applicationId: string, command: Extract<SponsorshipCommand, { type: 'CustomizeSponsor' | 'SetSponsorLogo' }>,
    ctx: CommandContext): Promise<number> {
    const { events, position } = await handleCommand(this.events, sponsorshipStream(applicationId), sponsorshipDecider, command, ctx);
    const changed = events[0];
    if (changed?.type === 'SponsorCustomized' && changed.data.previousLogoUrl !== changed.data.logoUrl) {
      await this.deleteFile(changed.data.previousLogoUrl);
    }
    return position;
  }

  /** Stores the image, points the sponsor at it, and deletes the file it replaced (or the new one, if refused). */
  async setLogo(applicationId: string, image: LogoImage, ctx: CommandContext): Promise<{ logoUrl: string; position: number }> {
    const key = `${LOGOS}${this.ids.next()}.${image.ext}`;
    await this.blobs.put(key, image.bytes, image.mime);
    const logoUrl = `${UPLOADS}${key}`;
    try {
      const position = await this.changeLook(applicationId, { type: 'SetSponsorLogo', logoUrl }, ctx);
      return { logoUrl, position };
    } catch (err) {
      await this.deleteFile(logoUrl);
      throw err;
    }
  }

  /** A logo file the site no longer points at goes; the log keeps its address for the record. */
  private async deleteFile(url: string | null): Promise<void> {
    if (url?.startsWith(`${UPLOADS}${LOGOS}`)) await this.blobs.delete(url.slice(UPLOADS.length)).catch(() => undefined);
  }
}
