import { SPONSORSHIP_TIERS, type TierView } from '../../application/sponsorship/read-model';
import { applyOnce, defineProjector } from '../projector';

/** The tiers, public and admin: every event states the whole tier. */
export const tiersProjector = defineProjector({
  name: 'sponsorship_tiers',
  handles: ['SponsorshipTierCreated', 'SponsorshipTierUpdated', 'SponsorshipTierDeleted'],
  async apply(event, store) {
    const at = event.metadata.at;
    await applyOnce(store.collection<TierView>(SPONSORSHIP_TIERS), event.data.tierId, event.position, (current) => {
      if (event.type === 'SponsorshipTierDeleted') return null;
      const { tierId, name, cost, benefits, displayOrder, isActive } = event.data;
      return { id: tierId, name, cost, benefits, displayOrder, isActive, createdAt: current?.createdAt ?? at, updatedAt: at };
    });
  },
});
