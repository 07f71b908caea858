import type { Decider, DomainEvent } from '../shared/decider';
import { conflict } from '../shared/errors';

/**
 * A unique value (username, email, battler name) is held by a reservation stream
 * named after its lower-cased form: the stream's revision makes the uniqueness
 * check atomic, with no read model in the write path.
 */
export type ReservationKind = 'username' | 'email' | 'battler_name' | 'tier_name';

export type ReservationEvent =
  | DomainEvent<'ValueReserved', { kind: ReservationKind; value: string; ownerId: string }>
  | DomainEvent<'ValueReleased', { kind: ReservationKind; value: string; ownerId: string }>;

export type ReservationCommand =
  | { type: 'Reserve'; kind: ReservationKind; value: string; ownerId: string }
  | { type: 'Release'; kind: ReservationKind; value: string; ownerId: string };

export interface ReservationState {
  ownerId: string | null;
}

export const reservationStream = (kind: ReservationKind, value: string) =>
  `${kind}-${value.trim().toLowerCase()}`;

const TAKEN: Record<ReservationKind, string> = {
  username: 'Username already exists',
  email: 'Email already exists',
  battler_name: 'A battler with this name already exists',
  tier_name: 'A sponsorship tier with this name already exists',
};

export const reservationDecider: Decider<ReservationCommand, ReservationState, ReservationEvent> = {
  initialState: { ownerId: null },
  evolve(state, event) {
    switch (event.type) {
      case 'ValueReserved':
        return { ownerId: event.data.ownerId };
      case 'ValueReleased':
        return { ownerId: null };
      default:
        return state;
    }
  },
  decide(command, state) {
    const data = { kind: command.kind, value: command.value, ownerId: command.ownerId };
    if (command.type === 'Reserve') {
      if (state.ownerId === command.ownerId) return [];
      if (state.ownerId) throw conflict(TAKEN[command.kind]);
      return [{ type: 'ValueReserved', data }];
    }
    if (state.ownerId !== command.ownerId) return [];
    return [{ type: 'ValueReleased', data }];
  },
};
