import { inject, injectable } from 'inversify';
import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { sponsorshipTierDecider, sponsorshipTierStream } from '../../domain/sponsorship-tier/sponsorship-tier';
import { handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { Clock } from '../ports/services';
import { defineReactor, type Reactor } from '../reactors/reactor';
import { reactionContext } from '../reactors/reaction-context';
import { TOKENS } from '../tokens';

/**
 * A tier's given-up name is free again: a deleted tier's, or the one a rename left.
 * It releases only a name the tier does not hold now (renamed A → B → A before this
 * ran keeps A), and the release is the reservation's own (owner only, once), so a
 * replay changes nothing.
 */
@injectable()
export class TierNameRelease {
  readonly reactor: Reactor;

  constructor(
    @inject(TOKENS.EventStore) events: EventStore,
    @inject(TOKENS.Clock) clock: Clock,
  ) {
    this.reactor = defineReactor({
      name: 'tier_names',
      handles: ['SponsorshipTierUpdated', 'SponsorshipTierDeleted'],
      async react(event, reaction) {
        const { tierId } = event.data;
        const name = event.type === 'SponsorshipTierDeleted' ? event.data.name : event.data.previousName;
        const { state } = await loadStream(events, sponsorshipTierStream(tierId), sponsorshipTierDecider);
        if (!state.deleted && state.name.toLowerCase() === name.toLowerCase()) return;
        await handleCommand(events, reservationStream('tier_name', name), reservationDecider,
          { type: 'Release', kind: 'tier_name', value: name, ownerId: tierId },
          reactionContext(event, { clock, fence: reaction?.fence }));
      },
    });
  }
}
