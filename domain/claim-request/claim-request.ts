import type { Decider, DomainEvent } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import {
  APPROVAL_USER_HAS_BATTLER, CLAIM_ALREADY_PENDING, CLAIM_ALREADY_REQUESTED, CLAIM_NOT_PENDING, CLAIM_REVIEW_NOTES_MAX,
  type SocialPlatform, USER_HAS_BATTLER,
} from './limits';

export type ClaimStatus = 'pending' | 'approved' | 'rejected';
/** admin §3's three mails, each flagged once it went out */
export type ClaimMailKind = 'submission' | 'admin_notification' | 'result';
export const CLAIM_MAIL_KINDS: readonly ClaimMailKind[] = ['submission', 'admin_notification', 'result'];

/** What the claimant sent, as the API's schema cleaned it (blank optional fields null, blank links dropped). */
export interface ClaimForm {
  contactEmail: string;
  contactPhone: string | null;
  socialMediaLinks?: Partial<Record<SocialPlatform, string>>;
  battleVideos: string[];
  battleHistory: string;
  additionalInfo: string | null;
}

export type ClaimRequestEvent =
  /** battlerName: the battler's name at the request, for the audit log and the mails' subjects */
  | DomainEvent<'ClaimRequestSubmitted', { requestId: string; userId: string; battlerId: string; battlerName: string } & ClaimForm>
  /** an admin's review, or (automatic) the rejection of the other pending requests once the battler is claimed */
  | DomainEvent<'ClaimRequestReviewed', {
      requestId: string; userId: string; battlerId: string; battlerName: string; status: 'approved' | 'rejected'; reviewNotes: string | null;
      reviewerId: string | null; automatic: boolean;
    }>
  /**
   * The ownership reactor could not make the approved claimant the owner (the battler
   * was claimed meanwhile): the request is pending again, as before the approval.
   */
  | DomainEvent<'ClaimApprovalReverted', { requestId: string; userId: string; battlerId: string; battlerName: string; reason: string }>
  | DomainEvent<'ClaimRequestDeleted', { requestId: string; userId: string; battlerId: string; battlerName: string; previousStatus: ClaimStatus; deletedBy: string }>
  | DomainEvent<'ClaimMailSent', { requestId: string; userId: string; battlerId: string; battlerName: string; kind: ClaimMailKind }>;

/**
 * deletedOwnedBattlerId: the battler an approval gave this user, found deleted on its own
 * stream by the caller (a deletion is final). A deleted battler is owned by nobody, so it
 * no longer counts as the user's one claimed battler.
 */
type OwnedBattlerCheck = { deletedOwnedBattlerId?: string | null };

export type ClaimRequestCommand =
  | ({ type: 'RequestClaim'; requestId: string; userId: string; battlerId: string; battlerName: string } & ClaimForm & OwnedBattlerCheck)
  | ({ type: 'ReviewClaim'; requestId: string; status: 'approved' | 'rejected'; reviewNotes: string | null; reviewerId: string } & OwnedBattlerCheck)
  | { type: 'AutoRejectClaim'; requestId: string; note: string; reviewerId: string | null }
  | { type: 'RevertApproval'; requestId: string; reason: string }
  | { type: 'DeleteClaimRequest'; requestId: string; actorId: string }
  | { type: 'RecordClaimMailSent'; requestId: string; kind: ClaimMailKind };

export interface ClaimState {
  requestId: string;
  battlerId: string;
  battlerName: string;
  status: ClaimStatus;
  reviewNotes: string | null;
  deleted: boolean;
  /** why the last approval was undone (kept so the approving call can answer with it) */
  revertReason: string | null;
  mails: Readonly<Record<ClaimMailKind, boolean>>;
}

/** One claimant's requests: the whole stream `claimant-<userId>`. */
export interface ClaimantState {
  userId: string | null;
  requests: Readonly<Record<string, ClaimState>>;
  /** the battler an approval of this user's gave them (an undone approval clears it; a deletion does not) */
  ownedBattlerId: string | null;
}

export const initialClaimantState: ClaimantState = { userId: null, requests: {}, ownedBattlerId: null };

/**
 * One stream per claimant: "one pending request at a time", "one request per battler"
 * and "none once the user owns a battler" are decided against the stream's own
 * revision, atomically, with no read model.
 */
export const claimantStream = (userId: string) => `claimant-${userId}`;

const NO_MAILS: Record<ClaimMailKind, boolean> = { submission: false, admin_notification: false, result: false };

const put = (state: ClaimantState, id: string, change: Partial<ClaimState>): ClaimantState => {
  const current = state.requests[id];
  if (!current) return state;
  return { ...state, requests: { ...state.requests, [id]: { ...current, ...change } } };
};

export function evolve(state: ClaimantState, event: ClaimRequestEvent): ClaimantState {
  const d = event.data;
  switch (event.type) {
    case 'ClaimRequestSubmitted':
      return {
        ...state, userId: d.userId,
        requests: {
          ...state.requests,
          [d.requestId]: {
            requestId: d.requestId, battlerId: d.battlerId, battlerName: d.battlerName, status: 'pending', reviewNotes: null, deleted: false,
            revertReason: null, mails: NO_MAILS,
          },
        },
      };
    case 'ClaimRequestReviewed': {
      // an automatic rejection keeps why an approval was undone: the approving call answers with it
      const next = put(state, d.requestId, {
        status: event.data.status, reviewNotes: event.data.reviewNotes,
        ...(event.data.automatic ? {} : { revertReason: null }),
      });
      return event.data.status === 'approved' ? { ...next, ownedBattlerId: d.battlerId } : next;
    }
    case 'ClaimApprovalReverted': {
      const next = put(state, d.requestId, { status: 'pending', reviewNotes: null, revertReason: event.data.reason });
      return next.ownedBattlerId === d.battlerId ? { ...next, ownedBattlerId: null } : next;
    }
    case 'ClaimRequestDeleted':
      return put(state, d.requestId, { deleted: true });
    case 'ClaimMailSent': {
      const current = state.requests[d.requestId];
      return current ? put(state, d.requestId, { mails: { ...current.mails, [event.data.kind]: true } }) : state;
    }
    default:
      return state;
  }
}

const live = (state: ClaimantState) => Object.values(state.requests).filter((r) => !r.deleted);

const ownsBattler = (state: ClaimantState, check: OwnedBattlerCheck) =>
  !!state.ownedBattlerId && state.ownedBattlerId !== check.deletedOwnedBattlerId;

function requireRequest(state: ClaimantState, requestId: string): ClaimState {
  const request = state.requests[requestId];
  if (!request || request.deleted || !state.userId) throw notFound('Claim request not found');
  return request;
}

const about = (state: ClaimantState, r: ClaimState) =>
  ({ requestId: r.requestId, userId: state.userId as string, battlerId: r.battlerId, battlerName: r.battlerName });

export function decide(command: ClaimRequestCommand, state: ClaimantState): ClaimRequestEvent[] {
  switch (command.type) {
    case 'RequestClaim': {
      const { type: _t, requestId, userId, battlerId, battlerName, deletedOwnedBattlerId: _d, ...form } = command;
      if (state.requests[requestId]) throw conflict('Claim request already exists');
      if (ownsBattler(state, command)) throw conflict(USER_HAS_BATTLER);
      const others = live(state);
      if (others.some((r) => r.battlerId === battlerId)) throw conflict(CLAIM_ALREADY_REQUESTED);
      if (others.some((r) => r.status === 'pending')) throw conflict(CLAIM_ALREADY_PENDING);
      return [{ type: 'ClaimRequestSubmitted', data: { requestId, userId, battlerId, battlerName, ...form } }];
    }
    case 'ReviewClaim': {
      const request = requireRequest(state, command.requestId);
      if (command.status !== 'approved' && command.status !== 'rejected') throw invalid("status must be 'approved' or 'rejected'");
      if (request.status !== 'pending') throw conflict(CLAIM_NOT_PENDING);
      // no default text: the result mail and the lists show the admin's notes, or none
      const notes = (command.reviewNotes ?? '').trim() || null;
      if (notes && notes.length > CLAIM_REVIEW_NOTES_MAX) throw invalid(`Review notes is too long (max ${CLAIM_REVIEW_NOTES_MAX})`);
      if (command.status === 'approved' && ownsBattler(state, command)) throw conflict(APPROVAL_USER_HAS_BATTLER);
      return [{
        type: 'ClaimRequestReviewed',
        data: { ...about(state, request), status: command.status, reviewNotes: notes, reviewerId: command.reviewerId, automatic: false },
      }];
    }
    // The reactors' commands: a stale one (reviewed or deleted meanwhile) records nothing.
    case 'AutoRejectClaim': {
      const request = state.requests[command.requestId];
      if (!request || request.deleted || request.status !== 'pending') return [];
      return [{
        type: 'ClaimRequestReviewed',
        data: { ...about(state, request), status: 'rejected', reviewNotes: command.note, reviewerId: command.reviewerId, automatic: true },
      }];
    }
    case 'RevertApproval': {
      const request = state.requests[command.requestId];
      if (!request || request.status !== 'approved') return [];
      return [{ type: 'ClaimApprovalReverted', data: { ...about(state, request), reason: command.reason } }];
    }
    case 'DeleteClaimRequest': {
      const request = requireRequest(state, command.requestId);
      return [{ type: 'ClaimRequestDeleted', data: { ...about(state, request), previousStatus: request.status, deletedBy: command.actorId } }];
    }
    case 'RecordClaimMailSent': {
      const request = state.requests[command.requestId];
      if (!request || request.mails[command.kind]) return [];
      return [{ type: 'ClaimMailSent', data: { ...about(state, request), kind: command.kind } }];
    }
  }
}

export const claimRequestDecider: Decider<ClaimRequestCommand, ClaimantState, ClaimRequestEvent> = {
  initialState: initialClaimantState,
  evolve,
  decide,
};
