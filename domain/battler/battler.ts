import type { Decider } from '../shared/decider';
import { BATTLER_ALREADY_CLAIMED } from '../claim-request/limits';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import type { BattlerEvent, EditedBy } from './battler-events';
import { type BattlerState, evolve, hasApprovedApplication, initialBattlerState } from './battler-state';
import {
  BATTLER_NAME_MAX, MEMORIAL_NOTES_MAX, MERGE_ALREADY_MERGED, MERGE_BOTH_CLAIMED, MERGE_SAME_BATTLER, QUOTE_MAX, TAGLINE_MAX,
} from './limits';
import { type BattlerProfile, type BattlerProfileField, mergeOutcome, profileOf } from './merge-outcome';

export { BATTLER_NAME_MAX, MEMORIAL_NOTES_MAX, QUOTE_MAX, TAGLINE_MAX };
export { type BattlerEvent, battlerStream, type EditedBy } from './battler-events';
export { type BattlerState, evolve, hasApprovedApplication, initialBattlerState } from './battler-state';
export {
  type BattlerProfile, type BattlerProfileField, type MergeOutcome, mergeOutcome, PROFILE_FIELDS, profileOf,
} from './merge-outcome';

/** Who edits a battler's own texts and image: an admin, or the user who claimed it. */
export type BattlerActor = { kind: 'admin' } | { kind: 'owner'; userId: string };

export type BattlerCommand =
  | { type: 'CreateBattler'; battlerId: string; name: string }
  | { type: 'UpdateBattlerProfile'; actor: BattlerActor; tagline: string | null; quote: string | null }
  /** Each flag independent; an absent field keeps its value. */
  | {
      type: 'SetBattlerFlags';
      isRetired?: boolean; isHallOfFame?: boolean; isDeceased?: boolean;
      deceasedDate?: string | null; memorialNotes?: string | null;
    }
  | { type: 'ChangeProfileImage'; actor: BattlerActor; url: string | null }
  /** Covers are the owner's alone: no admin call sets them (admin spec has none). */
  | { type: 'ChangeCoverImage'; ownerId: string; url: string | null }
  /** The video count comes from the read model the handler consulted (videos live elsewhere); approved applications are linked here. */
  | { type: 'DeleteBattler'; videoCount: number }
  | { type: 'RecalculateStats' }
  /** An approved claim request makes its user the owner; a second claim by the same user records nothing. */
  | { type: 'ClaimBattler'; userId: string; claimRequestId: string }
  | { type: 'LinkApplication'; applicationId: string; userId: string }
  | { type: 'UnlinkApplication'; applicationId: string; userId: string }
  /** on the source; the handler reads the target's stream for these facts */
  | { type: 'MergeBattlers'; target: { battlerId: string; name: string; exists: boolean; mergedInto: string | null; userId: string | null } }
  | {
      type: 'AbsorbBattler'; sourceId: string; sourceName: string; userId: string | null; approvedApplications: string[];
      /** the source's own texts, images and flags as its stream ends (the merge froze them); absent: none */
      profile?: BattlerProfile;
    };

/** A merged battler has left the directory: to every command it is not found. */
function requireBattler(state: BattlerState): string {
  if (!state.exists || state.deleted || state.mergedInto || !state.battlerId) throw notFound('Battler not found');
  return state.battlerId;
}

export const MANAGED_BY_OWNER = 'This battler is managed by its owner';
export const IMAGE_MANAGED_BY_OWNER = "This battler's profile image is managed by its owner";
export const CLAIMED_BY_ANOTHER = 'This battler is claimed by another user';
export const NOT_YOUR_BATTLER = 'You can only edit a battler you have claimed';

/** An owner acts only on the battler they claimed (403 for anyone else). */
function authorizeOwner(userId: string, state: BattlerState): void {
  if (state.userId === userId) return;
  if (state.userId) throw forbidden(CLAIMED_BY_ANOTHER);
  throw forbidden(NOT_YOUR_BATTLER);
}

/**
 * A claimed battler's texts and image belong to its owner (admin §6). An admin
 * meets a claimed battler as a conflict with the battler's state, not a lack of
 * rights: `adminRefusal` is the text the admin sees.
 */
function authorize(actor: BattlerActor, state: BattlerState, adminRefusal: string): EditedBy {
  if (actor.kind === 'owner') {
    authorizeOwner(actor.userId, state);
    return 'owner';
  }
  if (state.userId) throw conflict(adminRefusal);
  return 'admin';
}

/** Blank is no value; otherwise trimmed and at most `max` characters. */
function optionalText(value: string | null | undefined, max: number, message: string): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (v.length > max) throw invalid(message);
  return v;
}

/** Blank is no date; otherwise it must parse. */
function optionalDate(value: string | null): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (Number.isNaN(Date.parse(v))) throw invalid('deceasedDate must be a valid date');
  return v;
}

export function decide(command: BattlerCommand, state: BattlerState): BattlerEvent[] {
  switch (command.type) {
    case 'CreateBattler': {
      if (state.exists) throw conflict('Battler already exists');
      const name = (command.name ?? '').trim();
      if (!name) throw invalid('Battler name is required');
      if (name.length > BATTLER_NAME_MAX) throw invalid(`Battler name must be at most ${BATTLER_NAME_MAX} characters`);
      return [{ type: 'BattlerCreated', data: { battlerId: command.battlerId, name } }];
    }
    case 'UpdateBattlerProfile': {
      const battlerId = requireBattler(state);
      const by = authorize(command.actor, state, MANAGED_BY_OWNER);
      const tagline = optionalText(command.tagline, TAGLINE_MAX, `Tagline must be ${TAGLINE_MAX} characters or less`);
      const quote = optionalText(command.quote, QUOTE_MAX, `Quote must be ${QUOTE_MAX} characters or less`);
      if (tagline === state.tagline && quote === state.quote) return [];
      return [{ type: 'BattlerProfileUpdated', data: { battlerId, tagline, quote, by, name: state.name } }];
    }
    case 'SetBattlerFlags': {
      const battlerId = requireBattler(state);
      const deceasedDate = command.deceasedDate === undefined ? state.deceasedDate : optionalDate(command.deceasedDate);
      const memorialNotes = command.memorialNotes === undefined
        ? state.memorialNotes
        : optionalText(command.memorialNotes, MEMORIAL_NOTES_MAX, `Memorial notes must be ${MEMORIAL_NOTES_MAX} characters or less`);
      const next = {
        isRetired: command.isRetired ?? state.isRetired,
        isHallOfFame: command.isHallOfFame ?? state.isHallOfFame,
        isDeceased: command.isDeceased ?? state.isDeceased,
        deceasedDate,
        memorialNotes,
      };
      if (next.isRetired === state.isRetired && next.isHallOfFame === state.isHallOfFame && next.isDeceased === state.isDeceased
        && next.deceasedDate === state.deceasedDate && next.memorialNotes === state.memorialNotes) return [];
      return [{ type: 'BattlerFlagsSet', data: { battlerId, ...next } }];
    }
    case 'ChangeProfileImage': {
      const battlerId = requireBattler(state);
      const by = authorize(command.actor, state, IMAGE_MANAGED_BY_OWNER);
      const url = command.url ?? null;
      if (url === state.profileImageUrl) return [];
      return [{ type: 'BattlerProfileImageChanged', data: { battlerId, profileImageUrl: url, previousProfileImageUrl: state.profileImageUrl, by, name: state.name } }];
    }
    case 'ChangeCoverImage': {
      const battlerId = requireBattler(state);
      authorizeOwner(command.ownerId, state);
      const url = command.url ?? null;
      if (url === state.coverImageUrl) return [];
      return [{ type: 'BattlerCoverImageChanged', data: {
        battlerId, name: state.name, coverImageUrl: url, previousCoverImageUrl: state.coverImageUrl,
      } }];
    }
    case 'DeleteBattler': {
      const battlerId = requireBattler(state);
      if (command.videoCount > 0) throw conflict('Cannot delete battler with existing battle videos');
      if (hasApprovedApplication(state)) throw conflict('Cannot delete battler with approved application. Reject their application first.');
      return [{ type: 'BattlerDeleted', data: {
        battlerId, name: state.name, profileImageUrl: state.profileImageUrl, coverImageUrl: state.coverImageUrl,
      } }];
    }
    case 'RecalculateStats':
      return [{ type: 'BattlerStatsRecalculated', data: { battlerId: requireBattler(state) } }];
    case 'ClaimBattler': {
      const battlerId = requireBattler(state);
      if (state.userId === command.userId) return [];
      if (state.userId) throw conflict(BATTLER_ALREADY_CLAIMED);
      return [{ type: 'BattlerClaimed', data: { battlerId, userId: command.userId, claimRequestId: command.claimRequestId, name: state.name } }];
    }
    case 'LinkApplication': {
      const battlerId = requireBattler(state);
      if (state.approvedApplications.includes(command.applicationId)) return [];
      return [{ type: 'BattlerApplicationLinked', data: { battlerId, name: state.name, applicationId: command.applicationId, userId: command.userId } }];
    }
    case 'UnlinkApplication': {
      // a deleted battler had no link left (deletion is refused while linked): nothing to undo
      if (!state.battlerId || !state.approvedApplications.includes(command.applicationId)) return [];
      return [{ type: 'BattlerApplicationUnlinked', data: { battlerId: state.battlerId, name: state.name, applicationId: command.applicationId, userId: command.userId } }];
    }
    case 'MergeBattlers': {
      const { target } = command;
      if (state.mergedInto) throw conflict(MERGE_ALREADY_MERGED);
      const battlerId = requireBattler(state);
      if (target.battlerId === battlerId) throw invalid(MERGE_SAME_BATTLER);
      if (!target.exists) throw notFound('Battler not found');
      if (target.mergedInto) throw conflict(MERGE_ALREADY_MERGED);
      if (state.userId && target.userId) throw conflict(MERGE_BOTH_CLAIMED);
      return [{ type: 'BattlerMerged', data: { battlerId, name: state.name, targetId: target.battlerId, targetName: target.name } }];
    }
    case 'AbsorbBattler': {
      const battlerId = requireBattler(state);
      // the reactor may deliver the merge again: the second time records nothing
      if (state.absorbed.includes(command.sourceId)) return [];
      // claimed meanwhile by someone else: the target keeps its owner, the source's does not move
      const userId = state.userId ? null : command.userId;
      // decided on the target as it was before the absorb: a target claimed only by this merge takes what it lacks
      const theirs = command.profile ?? profileOf(initialBattlerState);
      const { takes, discardedImageUrls } = mergeOutcome(state, theirs);
      const events: BattlerEvent[] = [{ type: 'BattlerAbsorbed', data: {
        battlerId, name: state.name, sourceId: command.sourceId, sourceName: command.sourceName,
        userId, approvedApplications: command.approvedApplications, ...(discardedImageUrls.length ? { discardedImageUrls } : {}),
      } }];
      // what the target takes, as the events an edit records: the read models and the audit already follow them
      const own = profileOf(state);
      const taken = <F extends BattlerProfileField>(f: F): BattlerProfile[F] => (takes.includes(f) ? theirs : own)[f];
      const by = 'admin' as const;
      if (takes.includes('profileImageUrl')) {
        events.push({ type: 'BattlerProfileImageChanged', data: {
          battlerId, profileImageUrl: taken('profileImageUrl'), previousProfileImageUrl: state.profileImageUrl, by, name: state.name,
        } });
      }
      if (takes.includes('coverImageUrl')) {
        events.push({ type: 'BattlerCoverImageChanged', data: {
          battlerId, name: state.name, coverImageUrl: taken('coverImageUrl'), previousCoverImageUrl: state.coverImageUrl, by,
        } });
      }
      if (takes.includes('tagline') || takes.includes('quote')) {
        events.push({ type: 'BattlerProfileUpdated', data: { battlerId, tagline: taken('tagline'), quote: taken('quote'), by, name: state.name } });
      }
      const flagFields = ['isRetired', 'isHallOfFame', 'isDeceased', 'deceasedDate', 'memorialNotes'] as const;
      if (flagFields.some((f) => takes.includes(f))) {
        events.push({ type: 'BattlerFlagsSet', data: {
          battlerId, isRetired: taken('isRetired'), isHallOfFame: taken('isHallOfFame'), isDeceased: taken('isDeceased'),
          deceasedDate: taken('deceasedDate'), memorialNotes: taken('memorialNotes'),
        } });
      }
      return events;
    }
  }
}

export const battlerDecider: Decider<BattlerCommand, BattlerState, BattlerEvent> = {
  initialState: initialBattlerState,
  evolve,
  decide,
};
