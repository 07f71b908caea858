import type { BattlerEvent } from './battler-events';

export interface BattlerState {
  exists: boolean;
  deleted: boolean;
  battlerId: string | null;
  name: string;
  /** set when claimed */
  userId: string | null;
  isRetired: boolean;
  isHallOfFame: boolean;
  isDeceased: boolean;
  deceasedDate: string | null;
  memorialNotes: string | null;
  tagline: string | null;
  quote: string | null;
  profileImageUrl: string | null;
  coverImageUrl: string | null;
  /** approved battler applications linked to this battler */
  approvedApplications: readonly string[];
  /** set once merged into another battler: the name is then the target's alias */
  mergedInto: string | null;
  /** the battlers merged into this one */
  absorbed: readonly string[];
}

/** What refuses a deletion, from the battler's own state. */
export const hasApprovedApplication = (state: BattlerState) => state.approvedApplications.length > 0;

export const initialBattlerState: BattlerState = {
  exists: false, deleted: false, battlerId: null, name: '', userId: null,
  isRetired: false, isHallOfFame: false, isDeceased: false, deceasedDate: null, memorialNotes: null,
  tagline: null, quote: null, profileImageUrl: null, coverImageUrl: null, approvedApplications: [],
  mergedInto: null, absorbed: [],
};

export function evolve(state: BattlerState, event: BattlerEvent): BattlerState {
  switch (event.type) {
    case 'BattlerCreated':
      return { ...state, exists: true, deleted: false, battlerId: event.data.battlerId, name: event.data.name };
    case 'BattlerProfileUpdated':
      return { ...state, tagline: event.data.tagline, quote: event.data.quote };
    case 'BattlerFlagsSet': {
      const { battlerId: _id, ...flags } = event.data;
      return { ...state, ...flags };
    }
    case 'BattlerProfileImageChanged':
      return { ...state, profileImageUrl: event.data.profileImageUrl };
    case 'BattlerCoverImageChanged':
      return { ...state, coverImageUrl: event.data.coverImageUrl };
    case 'BattlerClaimed':
      return { ...state, userId: event.data.userId };
    case 'BattlerDeleted':
      return { ...state, deleted: true };
    case 'BattlerApplicationLinked':
      return { ...state, approvedApplications: [...state.approvedApplications, event.data.applicationId] };
    case 'BattlerApplicationUnlinked':
      return { ...state, approvedApplications: state.approvedApplications.filter((id) => id !== event.data.applicationId) };
    case 'BattlerMerged':
      return { ...state, mergedInto: event.data.targetId };
    case 'BattlerAbsorbed': {
      const d = event.data;
      return {
        ...state, userId: d.userId ?? state.userId, absorbed: [...state.absorbed, d.sourceId],
        approvedApplications: [...new Set([...state.approvedApplications, ...d.approvedApplications])],
      };
    }
    default:
      return state;
  }
}
