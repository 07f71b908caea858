import type { Decider, DomainEvent } from '../shared/decider';
import { BATTLER_ALREADY_CLAIMED } from '../claim-request/limits';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';

import {
  BATTLER_NAME_MAX, MEMORIAL_NOTES_MAX, MERGE_ALREADY_MERGED, MERGE_BOTH_CLAIMED, MERGE_SAME_BATTLER, QUOTE_MAX, TAGLINE_MAX,
} from './limits';

export { BATTLER_NAME_MAX, MEMORIAL_NOTES_MAX, QUOTE_MAX, TAGLINE_MAX };

/**
 * Who made an edit of a battler's own texts or images, and the battler's name, for
 * the audit log. Absent on events recorded before owners could edit: those were all
 * an admin's.
 */
export type EditedBy = 'admin' | 'owner';
interface EditNote { by?: EditedBy; name?: string }

export type BattlerEvent =
  | DomainEvent<'BattlerCreated', { battlerId: string; name: string }>
  | DomainEvent<'BattlerProfileUpdated', { battlerId: string; tagline: string | null; quote: string | null } & EditNote>
  | DomainEvent<'BattlerFlagsSet', {
      battlerId: string; isRetired: boolean; isHallOfFame: boolean; isDeceased: boolean;
      deceasedDate: string | null; memorialNotes: string | null;
    }>
  | DomainEvent<'BattlerProfileImageChanged', {
      battlerId: string; profileImageUrl: string | null; previousProfileImageUrl: string | null;
    } & EditNote>
  /** The owner's banner on the battler page (public §2: owner-only). */
  | DomainEvent<'BattlerCoverImageChanged', {
      battlerId: string; name: string; coverImageUrl: string | null; previousCoverImageUrl: string | null;
      /** 'admin': a merge gave the target the source's cover; absent: its owner (only owners set covers) */
      by?: 'admin';
    }>
  /** The claim reactor's, caused by an approved claim request. name: for the audit line (absent on claims recorded before it). */
  | DomainEvent<'BattlerClaimed', { battlerId: string; userId: string; claimRequestId: string; name?: string }>
  /** Its files go with it; coverImageUrl is absent on deletions recorded before covers existed. */
  | DomainEvent<'BattlerDeleted', { battlerId: string; name: string; profileImageUrl: string | null; coverImageUrl?: string | null }>
  /** An admin asked for the stats to be rebuilt from the battler's projected videos (admin §7 update-win-rate). */
  | DomainEvent<'BattlerStatsRecalculated', { battlerId: string }>
  /** An approved battler application names this battler (the link reactor's, caused by the review). */
  | DomainEvent<'BattlerApplicationLinked', { battlerId: string; name: string; applicationId: string; userId: string }>
  /** That application was rejected again or deleted. */
  | DomainEvent<'BattlerApplicationUnlinked', { battlerId: string; name: string; applicationId: string; userId: string }>
  /**
   * MergeBattlers (issue 13), on the source's stream: the source leaves the directory
   * and its name (still reserved) becomes an alias of the target. The battler_merges
   * reactor then moves what the source had (videos, applications, owner, YouTube).
   */
  | DomainEvent<'BattlerMerged', { battlerId: string; name: string; targetId: string; targetName: string }>
  /**
   * The reactor's, on the target's stream: what the target took over from the source.
   * userId: the source's owner when only the source was claimed, else null.
   */
  | DomainEvent<'BattlerAbsorbed', {
      battlerId: string; name: string; sourceId: string; sourceName: string;
      userId: string | null; approvedApplications: string[];
      /**
       * The source's photo and cover the target did not take (it kept its own, or its
       * owner manages them): nothing points at them any more, the reactor deletes the
       * files. Absent on absorbs recorded before images followed a merge. What the target
       * took is recorded by the events after this one (BattlerProfileImageChanged, ...).
       * Left out when nothing goes.
       */
      discardedImageUrls?: string[];
    }>;

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

/** A battler's own texts, images and flags: what a merge may carry from the source to the target. */
export type BattlerProfile = Pick<BattlerState,
  'profileImageUrl' | 'coverImageUrl' | 'tagline' | 'quote' | 'isRetired' | 'isHallOfFame' | 'isDeceased' | 'deceasedDate' | 'memorialNotes'>;
export type BattlerProfileField = keyof BattlerProfile;

/** In the order the merge preview names them. */
export const PROFILE_FIELDS: readonly BattlerProfileField[] = [
  'profileImageUrl', 'coverImageUrl', 'tagline', 'quote', 'isRetired', 'isHallOfFame', 'isDeceased', 'deceasedDate', 'memorialNotes',
];
/** A claimed battler's texts and images are its owner's (admin §6): a merge leaves them as they are. */
const OWNER_MANAGED: readonly BattlerProfileField[] = ['profileImageUrl', 'coverImageUrl', 'tagline', 'quote'];
const IMAGE_FIELDS = ['profileImageUrl', 'coverImageUrl'] as const;

export const profileOf = (s: BattlerProfile): BattlerProfile => ({
  profileImageUrl: s.profileImageUrl, coverImageUrl: s.coverImageUrl, tagline: s.tagline, quote: s.quote,
  isRetired: s.isRetired, isHallOfFame: s.isHallOfFame, isDeceased: s.isDeceased,
  deceasedDate: s.deceasedDate, memorialNotes: s.memorialNotes,
});

/** What a merge does with each of the source's own things (the preview's words and the absorb's events). */
export interface MergeOutcome {
  /** the target has none (an unset flag counts as none): it takes the source's */
  takes: BattlerProfileField[];
  /** the target keeps its own, a different one: the source's goes */
  keepsOwn: BattlerProfileField[];
  /** the target is claimed and has none: its owner manages it, the source's goes */
  ownerManaged: BattlerProfileField[];
  /** the source's image files nothing will point at: deleted once the merge is recorded */
  discardedImageUrls: string[];
}

const isSet = (v: string | boolean | null) => v !== null && v !== false;

/**
 * One rule for every field (issue 13, merge follow-up): what the target has stays; what
 * it lacks it takes from the source; except that a claimed target's texts and images
 * stay as its owner left them. What the source has and the target does not take goes
 * (its image files are deleted). The source's empty fields, and its values equal to the
 * target's, change nothing and are not listed.
 */
export function mergeOutcome(target: BattlerProfile & { userId: string | null }, source: BattlerProfile): MergeOutcome {
  const out: MergeOutcome = { takes: [], keepsOwn: [], ownerManaged: [], discardedImageUrls: [] };
  for (const field of PROFILE_FIELDS) {
    const theirs = source[field];
    if (!isSet(theirs) || theirs === target[field]) continue;
    if (isSet(target[field])) out.keepsOwn.push(field);
    else if (target.userId && OWNER_MANAGED.includes(field)) out.ownerManaged.push(field);
    else out.takes.push(field);
  }
  for (const field of IMAGE_FIELDS) {
    const url = source[field];
    if (url && !out.takes.includes(field) && url !== target[field]) out.discardedImageUrls.push(url);
  }
  return out;
}

/** What refuses a deletion, from the battler's own state. */
export const hasApprovedApplication = (state: BattlerState) => state.approvedApplications.length > 0;

export const initialBattlerState: BattlerState = {
  exists: false, deleted: false, battlerId: null, name: '', userId: null,
  isRetired: false, isHallOfFame: false, isDeceased: false, deceasedDate: null, memorialNotes: null,
  tagline: null, quote: null, profileImageUrl: null, coverImageUrl: null, approvedApplications: [],
  mergedInto: null, absorbed: [],
};

export const battlerStream = (battlerId: string) => `battler-${battlerId}`;

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
