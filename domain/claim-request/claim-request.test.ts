import { given } from '../../test/given';
import { fold } from '../shared/decider';
import {
  type ClaimForm, type ClaimRequestCommand, type ClaimRequestEvent, claimantStream, claimRequestDecider,
} from './claim-request';
import {
  APPROVAL_BATTLER_CLAIMED, APPROVAL_USER_HAS_BATTLER, AUTO_REJECTED_NOTE, CLAIM_ALREADY_PENDING, CLAIM_ALREADY_REQUESTED,
  CLAIM_NOT_PENDING, USER_HAS_BATTLER,
} from './limits';

const form: ClaimForm = {
  contactEmail: 'reek@example.com', contactPhone: null, battleVideos: ['https://youtu.be/x'],
  battleHistory: 'h'.repeat(60), additionalInfo: null,
};
const request = (requestId = 'c1', battlerId = 'b1'): ClaimRequestCommand =>
  ({ type: 'RequestClaim', requestId, userId: 'u1', battlerId, battlerName: 'Lil Reek', ...form });
const submitted = (requestId = 'c1', battlerId = 'b1'): ClaimRequestEvent =>
  ({ type: 'ClaimRequestSubmitted', data: { requestId, userId: 'u1', battlerId, battlerName: 'Lil Reek', ...form } });
const reviewed = (status: 'approved' | 'rejected', reviewNotes: string | null = null, requestId = 'c1', battlerId = 'b1'): ClaimRequestEvent =>
  ({ type: 'ClaimRequestReviewed', data: { requestId, userId: 'u1', battlerId, battlerName: 'Lil Reek', status, reviewNotes, reviewerId: 'admin1', automatic: false } });
const review = (status: 'approved' | 'rejected', reviewNotes: string | null = null, requestId = 'c1'): ClaimRequestCommand =>
  ({ type: 'ReviewClaim', requestId, status, reviewNotes, reviewerId: 'admin1' });
const deleted = (previousStatus: 'pending' | 'approved' | 'rejected', requestId = 'c1', battlerId = 'b1'): ClaimRequestEvent =>
  ({ type: 'ClaimRequestDeleted', data: { requestId, userId: 'u1', battlerId, battlerName: 'Lil Reek', previousStatus, deletedBy: 'admin1' } });
const reverted: ClaimRequestEvent =
  { type: 'ClaimApprovalReverted', data: { requestId: 'c1', userId: 'u1', battlerId: 'b1', battlerName: 'Lil Reek', reason: APPROVAL_BATTLER_CLAIMED } };

describe('claim request decider', () => {
  it('keeps one stream per claimant', () => {
    expect(claimantStream('u1')).toBe('claimant-u1');
  });

  describe('request', () => {
    it('records the request', () => {
      given(claimRequestDecider, []).when(request()).then([submitted()]);
    });
    it('allows one pending request at a time, on any battler', () => {
      given(claimRequestDecider, [submitted()]).when(request('c2', 'b2')).thenError(CLAIM_ALREADY_PENDING, 'conflict');
    });
    it('allows one request per battler, whatever its state, until an admin deletes it', () => {
      given(claimRequestDecider, [submitted()]).when(request('c2')).thenError(CLAIM_ALREADY_REQUESTED, 'conflict');
      given(claimRequestDecider, [submitted(), reviewed('rejected')]).when(request('c2')).thenError(CLAIM_ALREADY_REQUESTED, 'conflict');
      given(claimRequestDecider, [submitted(), reviewed('rejected'), deleted('rejected')]).when(request('c2')).then([submitted('c2')]);
    });
    it('accepts a request for another battler after a rejection', () => {
      given(claimRequestDecider, [submitted(), reviewed('rejected')]).when(request('c2', 'b2')).then([submitted('c2', 'b2')]);
    });
    it('refuses once the user owns a battler, also after the approved request was deleted', () => {
      given(claimRequestDecider, [submitted(), reviewed('approved')]).when(request('c2', 'b2')).thenError(USER_HAS_BATTLER, 'conflict');
      given(claimRequestDecider, [submitted(), reviewed('approved'), deleted('approved')]).when(request('c2', 'b2'))
        .thenError(USER_HAS_BATTLER, 'conflict');
    });
    it('accepts a request again once the owned battler was deleted (the caller names it), not for another deleted id', () => {
      const owned = [submitted(), reviewed('approved')];
      given(claimRequestDecider, owned).when({ ...request('c2', 'b2'), deletedOwnedBattlerId: 'b1' } as ClaimRequestCommand)
        .then([submitted('c2', 'b2')]);
      given(claimRequestDecider, owned).when({ ...request('c2', 'b2'), deletedOwnedBattlerId: 'b9' } as ClaimRequestCommand)
        .thenError(USER_HAS_BATTLER, 'conflict');
    });
    it('refuses a request id used before', () => {
      given(claimRequestDecider, [submitted(), reviewed('rejected')]).when(request('c1', 'b2')).thenError(/already exists/, 'conflict');
    });
  });

  describe('review', () => {
    it('approves or rejects a pending request; notes are optional (none by default), trimmed', () => {
      given(claimRequestDecider, [submitted()]).when(review('approved')).then([reviewed('approved')]);
      given(claimRequestDecider, [submitted()]).when(review('rejected', '   ')).then([reviewed('rejected')]);
      given(claimRequestDecider, [submitted()]).when(review('rejected', ' Not you ')).then([reviewed('rejected', 'Not you')]);
    });
    it('reviews only while pending', () => {
      given(claimRequestDecider, [submitted(), reviewed('approved')]).when(review('rejected')).thenError(CLAIM_NOT_PENDING, 'conflict');
      given(claimRequestDecider, [submitted(), reviewed('rejected')]).when(review('approved')).thenError(CLAIM_NOT_PENDING, 'conflict');
    });
    it('refuses an approval once the user owns a battler (a defence: one pending at a time keeps this from happening)', () => {
      given(claimRequestDecider, [submitted('c3', 'b3'), reviewed('approved', null, 'c2', 'b2')])
        .when(review('approved', null, 'c3')).thenError(APPROVAL_USER_HAS_BATTLER, 'conflict');
    });
    it('approves again once the owned battler was deleted', () => {
      given(claimRequestDecider, [submitted('c3', 'b3'), reviewed('approved', null, 'c2', 'b2')])
        .when({ ...review('approved', null, 'c3'), deletedOwnedBattlerId: 'b2' } as ClaimRequestCommand)
        .then([reviewed('approved', null, 'c3', 'b3')]);
    });
    it('refuses an unknown status and too long notes', () => {
      given(claimRequestDecider, [submitted()]).when({ type: 'ReviewClaim', requestId: 'c1', status: 'pending' as never, reviewNotes: null, reviewerId: 'admin1' }).thenError(/status must be/, 'validation');
      given(claimRequestDecider, [submitted()]).when(review('approved', 'n'.repeat(2001))).thenError(/too long/, 'validation');
    });
    it('answers not found for a missing or deleted request', () => {
      given(claimRequestDecider, []).when(review('approved')).thenError('Claim request not found', 'not_found');
      given(claimRequestDecider, [submitted(), deleted('pending')]).when(review('approved')).thenError('Claim request not found', 'not_found');
    });
  });

  describe('the reactors\' commands', () => {
    it('rejects a pending request automatically, with the note and the actor, once', () => {
      const auto: ClaimRequestEvent = {
        type: 'ClaimRequestReviewed',
        data: { requestId: 'c1', userId: 'u1', battlerId: 'b1', battlerName: 'Lil Reek', status: 'rejected', reviewNotes: AUTO_REJECTED_NOTE, reviewerId: 'admin1', automatic: true },
      };
      const cmd: ClaimRequestCommand = { type: 'AutoRejectClaim', requestId: 'c1', note: AUTO_REJECTED_NOTE, reviewerId: 'admin1' };
      given(claimRequestDecider, [submitted()]).when(cmd).then([auto]);
      given(claimRequestDecider, [submitted(), auto]).when(cmd).then([]);
      given(claimRequestDecider, [submitted(), reviewed('approved')]).when(cmd).then([]);
      given(claimRequestDecider, [submitted(), deleted('pending')]).when(cmd).then([]);
    });
    it('undoes an approval once: the request is pending again and the user owns nothing', () => {
      const cmd: ClaimRequestCommand = { type: 'RevertApproval', requestId: 'c1', reason: APPROVAL_BATTLER_CLAIMED };
      given(claimRequestDecider, [submitted(), reviewed('approved')]).when(cmd).then([reverted]);
      given(claimRequestDecider, [submitted(), reviewed('approved'), reverted]).when(cmd).then([]);
      const history = [submitted(), reviewed('approved'), reverted];
      expect(fold(claimRequestDecider.evolve, claimRequestDecider.initialState, history)).toMatchObject({ ownedBattlerId: null, requests: { c1: { status: 'pending', revertReason: APPROVAL_BATTLER_CLAIMED } } });
      // and it can be reviewed again (a rejection, say)
      given(claimRequestDecider, history).when(review('rejected')).then([reviewed('rejected')]);
    });
    it('flags each mail once', () => {
      const sent: ClaimRequestEvent = { type: 'ClaimMailSent', data: { requestId: 'c1', userId: 'u1', battlerId: 'b1', battlerName: 'Lil Reek', kind: 'submission' } };
      given(claimRequestDecider, [submitted()]).when({ type: 'RecordClaimMailSent', requestId: 'c1', kind: 'submission' }).then([sent]);
      given(claimRequestDecider, [submitted(), sent]).when({ type: 'RecordClaimMailSent', requestId: 'c1', kind: 'submission' }).then([]);
      given(claimRequestDecider, [submitted(), sent]).when({ type: 'RecordClaimMailSent', requestId: 'c1', kind: 'result' })
        .then([{ ...sent, data: { ...sent.data, kind: 'result' } }]);
      given(claimRequestDecider, []).when({ type: 'RecordClaimMailSent', requestId: 'c1', kind: 'result' }).then([]);
    });
  });

  describe('delete', () => {
    it('deletes in any state, once', () => {
      const del = (): ClaimRequestCommand => ({ type: 'DeleteClaimRequest', requestId: 'c1', actorId: 'admin1' });
      given(claimRequestDecider, [submitted()]).when(del()).then([deleted('pending')]);
      given(claimRequestDecider, [submitted(), reviewed('approved')]).when(del()).then([deleted('approved')]);
      given(claimRequestDecider, [submitted(), reviewed('rejected')]).when(del()).then([deleted('rejected')]);
      given(claimRequestDecider, [submitted(), deleted('pending')]).when(del()).thenError('Claim request not found', 'not_found');
    });
  });
});
