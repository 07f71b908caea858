import { CLAIM_REQUESTS, type ClaimRequestView } from '../../application/claims/read-model';
import type { ClaimMailKind } from '../../domain/claim-request/claim-request';
import { applyOnce, defineProjector } from '../projector';

const FLAG_OF: Record<ClaimMailKind, 'submissionEmailSent' | 'adminNotificationSent' | 'resultEmailSent'> = {
  submission: 'submissionEmailSent', admin_notification: 'adminNotificationSent', result: 'resultEmailSent',
};

/**
 * The claim requests: the admin list with its mail flags, and each claimant's pending
 * request. A merge records on the source's requests (and on those already moved to the
 * source by an earlier merge) the battler they now lead to, so the list joins that one.
 */
export const claimRequestsProjector = defineProjector({
  name: 'claim_requests',
  // 2: the battler's name at the request and the battler a merge moved it into are kept
  version: 2,
  handles: ['ClaimRequestSubmitted', 'ClaimRequestReviewed', 'ClaimApprovalReverted', 'ClaimRequestDeleted', 'ClaimMailSent', 'BattlerMerged'],
  async apply(event, store) {
    const requests = store.collection<ClaimRequestView>(CLAIM_REQUESTS);
    if (event.type === 'BattlerMerged') {
      const { battlerId, targetId } = event.data;
      const moved = [...await requests.find({ battlerId }), ...await requests.find({ battlerMergedInto: battlerId })];
      for (const r of moved) {
        await applyOnce(requests, r.id, event.position, (current) => current && { ...current, battlerMergedInto: targetId });
      }
      return;
    }
    const id = event.data.requestId;
    const edit = (change: Partial<ClaimRequestView>) =>
      applyOnce(requests, id, event.position, (current) => current && { ...current, ...change });
    switch (event.type) {
      case 'ClaimRequestSubmitted': {
        const { requestId: _id, ...d } = event.data;
        await applyOnce(requests, id, event.position, () => ({
          id, ...d, battlerMergedInto: null, status: 'pending' as const, reviewNotes: null, reviewedAt: null, createdAt: event.metadata.at,
          submissionEmailSent: false, adminNotificationSent: false, resultEmailSent: false, submittedPosition: event.position,
        }));
        return;
      }
      case 'ClaimRequestReviewed':
        await edit({ status: event.data.status, reviewNotes: event.data.reviewNotes, reviewedAt: event.metadata.at });
        return;
      case 'ClaimApprovalReverted':
        await edit({ status: 'pending', reviewNotes: null, reviewedAt: null });
        return;
      case 'ClaimRequestDeleted':
        await applyOnce(requests, id, event.position, () => null);
        return;
      case 'ClaimMailSent':
        await edit({ [FLAG_OF[event.data.kind]]: true });
        return;
    }
  },
});
