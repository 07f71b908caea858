import { given } from '../../test/given';
import { type SponsorshipTierEvent, sponsorshipTierDecider, sponsorshipTierStream } from './sponsorship-tier';

const fields = { name: 'Gold', cost: '$500 / event', benefits: 'Logo on stage\nShout-out', displayOrder: 1, isActive: true };
const created: SponsorshipTierEvent = { type: 'SponsorshipTierCreated', data: { tierId: 't1', ...fields } };
const deleted: SponsorshipTierEvent = { type: 'SponsorshipTierDeleted', data: { tierId: 't1', name: 'Gold' } };

describe('sponsorship tier decider', () => {
  it('names its stream sponsorship-tier-<id>', () => {
    expect(sponsorshipTierStream('t1')).toBe('sponsorship-tier-t1');
  });

  it('creates a tier with trimmed texts', () => {
    given(sponsorshipTierDecider, []).when({ type: 'CreateSponsorshipTier', tierId: 't1', ...fields, name: '  Gold ', cost: ' $500 / event ' })
      .then([created]);
  });

  it('requires name, cost and benefits, naming the field', () => {
    const create = { type: 'CreateSponsorshipTier' as const, tierId: 't1', ...fields };
    given(sponsorshipTierDecider, []).when({ ...create, name: ' ' }).thenError('Name is required', 'validation');
    given(sponsorshipTierDecider, []).when({ ...create, cost: '' }).thenError('Cost is required', 'validation');
    given(sponsorshipTierDecider, []).when({ ...create, benefits: '' }).thenError('Benefits are required', 'validation');
    given(sponsorshipTierDecider, []).when({ ...create, name: 'x'.repeat(101) }).thenError('Name is too long (max 100)', 'validation');
  });

  it('refuses to create a tier twice', () => {
    given(sponsorshipTierDecider, [created]).when({ type: 'CreateSponsorshipTier', tierId: 't1', ...fields }).thenError(/already exists/, 'conflict');
  });

  it('updates only the fields given, stating the whole tier and its previous name', () => {
    given(sponsorshipTierDecider, [created]).when({ type: 'UpdateSponsorshipTier', displayOrder: 2 })
      .then([{ type: 'SponsorshipTierUpdated', data: { tierId: 't1', previousName: 'Gold', ...fields, displayOrder: 2 } }]);
    given(sponsorshipTierDecider, [created]).when({ type: 'UpdateSponsorshipTier', name: 'Platinum', isActive: false })
      .then([{ type: 'SponsorshipTierUpdated', data: { tierId: 't1', previousName: 'Gold', ...fields, name: 'Platinum', isActive: false } }]);
  });

  it('records nothing for an update that changes nothing', () => {
    given(sponsorshipTierDecider, [created]).when({ type: 'UpdateSponsorshipTier', name: ' Gold ', displayOrder: 1 }).then([]);
  });

  it('validates an update like a create', () => {
    given(sponsorshipTierDecider, [created]).when({ type: 'UpdateSponsorshipTier', benefits: '  ' }).thenError('Benefits are required', 'validation');
  });

  it('deletes a tier, naming it so its name can be released; a deleted tier is not found', () => {
    given(sponsorshipTierDecider, [created]).when({ type: 'DeleteSponsorshipTier' }).then([deleted]);
    given(sponsorshipTierDecider, [created, deleted]).when({ type: 'DeleteSponsorshipTier' }).thenError('Sponsorship tier not found', 'not_found');
    given(sponsorshipTierDecider, [created, deleted]).when({ type: 'UpdateSponsorshipTier', displayOrder: 3 }).thenError('Sponsorship tier not found', 'not_found');
    given(sponsorshipTierDecider, []).when({ type: 'UpdateSponsorshipTier', displayOrder: 3 }).thenError('Sponsorship tier not found', 'not_found');
  });
});
