import type { Decider, DomainEvent } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import { TIER_BENEFITS_MAX, TIER_COST_MAX, TIER_NAME_MAX } from '../sponsorship/limits';

/** A tier as every event states it whole, so the read model needs no earlier event. */
export interface TierFields {
  name: string;
  cost: string;
  benefits: string;
  displayOrder: number;
  isActive: boolean;
}

export type SponsorshipTierEvent =
  | DomainEvent<'SponsorshipTierCreated', { tierId: string } & TierFields>
  | DomainEvent<'SponsorshipTierUpdated', { tierId: string; previousName: string } & TierFields>
  | DomainEvent<'SponsorshipTierDeleted', { tierId: string; name: string }>;

export type SponsorshipTierCommand =
  | ({ type: 'CreateSponsorshipTier'; tierId: string } & TierFields)
  /** The fields given replace the tier's; absent ones stay (move up / down sends displayOrder alone). */
  | ({ type: 'UpdateSponsorshipTier' } & Partial<TierFields>)
  | { type: 'DeleteSponsorshipTier' };

export interface SponsorshipTierState extends TierFields {
  exists: boolean;
  deleted: boolean;
  tierId: string | null;
}

export const initialSponsorshipTierState: SponsorshipTierState = {
  exists: false, deleted: false, tierId: null, name: '', cost: '', benefits: '', displayOrder: 0, isActive: true,
};

export const sponsorshipTierStream = (tierId: string) => `sponsorship-tier-${tierId}`;

export function evolve(state: SponsorshipTierState, event: SponsorshipTierEvent): SponsorshipTierState {
  switch (event.type) {
    case 'SponsorshipTierCreated':
    case 'SponsorshipTierUpdated': {
      const { tierId, name, cost, benefits, displayOrder, isActive } = event.data;
      return { ...state, exists: true, tierId, name, cost, benefits, displayOrder, isActive };
    }
    case 'SponsorshipTierDeleted':
      return { ...state, deleted: true };
    default:
      return state;
  }
}

function text(value: string, max: number, required: string, label: string): string {
  const v = (value ?? '').trim();
  if (!v) throw invalid(required);
  if (v.length > max) throw invalid(`${label} is too long (max ${max})`);
  return v;
}

function validFields(f: TierFields): TierFields {
  if (!Number.isInteger(f.displayOrder)) throw invalid('displayOrder must be a whole number');
  return {
    name: text(f.name, TIER_NAME_MAX, 'Name is required', 'Name'),
    cost: text(f.cost, TIER_COST_MAX, 'Cost is required', 'Cost'),
    benefits: text(f.benefits, TIER_BENEFITS_MAX, 'Benefits are required', 'Benefits'),
    displayOrder: f.displayOrder,
    isActive: f.isActive,
  };
}

function requireTier(state: SponsorshipTierState): string {
  if (!state.exists || state.deleted || !state.tierId) throw notFound('Sponsorship tier not found');
  return state.tierId;
}

export function decide(command: SponsorshipTierCommand, state: SponsorshipTierState): SponsorshipTierEvent[] {
  switch (command.type) {
    case 'CreateSponsorshipTier': {
      if (state.exists) throw conflict('Sponsorship tier already exists');
      const { type: _type, tierId, ...fields } = command;
      return [{ type: 'SponsorshipTierCreated', data: { tierId, ...validFields(fields) } }];
    }
    case 'UpdateSponsorshipTier': {
      const tierId = requireTier(state);
      const next = validFields({
        name: command.name ?? state.name, cost: command.cost ?? state.cost, benefits: command.benefits ?? state.benefits,
        displayOrder: command.displayOrder ?? state.displayOrder, isActive: command.isActive ?? state.isActive,
      });
      if (next.name === state.name && next.cost === state.cost && next.benefits === state.benefits
        && next.displayOrder === state.displayOrder && next.isActive === state.isActive) return [];
      return [{ type: 'SponsorshipTierUpdated', data: { tierId, previousName: state.name, ...next } }];
    }
    case 'DeleteSponsorshipTier': {
      const tierId = requireTier(state);
      return [{ type: 'SponsorshipTierDeleted', data: { tierId, name: state.name } }];
    }
  }
}

export const sponsorshipTierDecider: Decider<SponsorshipTierCommand, SponsorshipTierState, SponsorshipTierEvent> = {
  initialState: initialSponsorshipTierState,
  evolve,
  decide,
};
