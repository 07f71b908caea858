import { inject, injectable } from 'inversify';
import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { notFound } from '../../domain/shared/errors';
import { sponsorshipTierDecider, sponsorshipTierStream, type TierFields } from '../../domain/sponsorship-tier/sponsorship-tier';
import { type CommandContext, handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { IdGenerator } from '../ports/services';
import { TOKENS } from '../tokens';

const reserve = (value: string, ownerId: string) => ({ type: 'Reserve' as const, kind: 'tier_name' as const, value, ownerId });
const release = (value: string, ownerId: string) => ({ type: 'Release' as const, kind: 'tier_name' as const, value, ownerId });
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The admin's tiers. A name is held by its `tier_name-*` reservation (unique ignoring
 * case), taken before the tier's event; the name a rename or delete gives up is
 * released by the TierNameRelease reactor.
 */
@injectable()
export class TierCommands {
  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async create(fields: TierFields, ctx: CommandContext): Promise<{ tierId: string; position: number }> {
    const tierId = this.ids.next();
    await handleCommand(this.events, reservationStream('tier_name', fields.name), reservationDecider, reserve(fields.name.trim(), tierId), ctx);
    try {
      const { position } = await handleCommand(this.events, sponsorshipTierStream(tierId), sponsorshipTierDecider,
        { type: 'CreateSponsorshipTier', tierId, ...fields }, ctx);
      return { tierId, position };
    } catch (err) {
      await this.free(fields.name, tierId, ctx);
      throw err;
    }
  }

  async update(tierId: string, patch: Partial<TierFields>, ctx: CommandContext): Promise<number> {
    const { state } = await loadStream(this.events, sponsorshipTierStream(tierId), sponsorshipTierDecider);
    if (!state.exists || state.deleted) throw notFound('Sponsorship tier not found');
    const renamed = patch.name !== undefined && !sameName(patch.name, state.name);
    if (renamed) {
      await handleCommand(this.events, reservationStream('tier_name', patch.name as string), reservationDecider,
        reserve((patch.name as string).trim(), tierId), ctx);
    }
    try {
      const { position } = await handleCommand(this.events, sponsorshipTierStream(tierId), sponsorshipTierDecider,
        { type: 'UpdateSponsorshipTier', ...patch }, ctx);
      return position;
    } catch (err) {
      if (renamed) await this.free(patch.name as string, tierId, ctx);
      throw err;
    }
  }

  async delete(tierId: string, ctx: CommandContext): Promise<number> {
    const { position } = await handleCommand(this.events, sponsorshipTierStream(tierId), sponsorshipTierDecider,
      { type: 'DeleteSponsorshipTier' }, ctx);
    return position;
  }

  private async free(name: string, tierId: string, ctx: CommandContext) {
    await handleCommand(this.events, reservationStream('tier_name', name), reservationDecider, release(name.trim(), tierId), ctx)
      .catch(() => undefined);
  }
}
