import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { sponsorshipTierDecider, sponsorshipTierStream } from '../../domain/sponsorship-tier/sponsorship-tier';
import { handleCommand, loadStream } from '../command-handling';
import { reactor } from '../reactors/reactor';

/**
 * A tier's given-up name is free again: a deleted tier's, or the one a rename left.
 * It releases only a name the tier does not hold now (renamed A → B → A before this
 * ran keeps A), and the release is the reservation's own (owner only, once), so a
 * replay changes nothing.
 */
export const tierNameRelease = reactor({
  name: 'tier_names',
  handles: ['SponsorshipTierUpdated', 'SponsorshipTierDeleted'],
  async react(event, { events, context }) {
    const { tierId } = event.data;
    const name = event.type === 'SponsorshipTierDeleted' ? event.data.name : event.data.previousName;
    const { state } = await loadStream(events, sponsorshipTierStream(tierId), sponsorshipTierDecider);
    if (!state.deleted && state.name.toLowerCase() === name.toLowerCase()) return;
    await handleCommand(events, reservationStream('tier_name', name), reservationDecider,
      { type: 'Release', kind: 'tier_name', value: name, ownerId: tierId }, context());
  },
});
