import { CLAIM_REQUESTS, type ClaimRequestView } from '../../application/claims/read-model';
import type { ClaimMailKind } from '../../domain/claim-request/claim-request';
import { applyOnce, defineProjector } from '../projector';

const FLAG_OF: Record<ClaimMailKind, 'submissionEmailSent' | 'adminNotificationSent' | 'resultEmailSent'> = {
  submission: 'submissionEmailSent', admin_notification: 'adminNotificationSent', result: 'resultEmailSent',
};

/** The claim requests: the admin list with its mail flags, and each claimant's pending request. */
export const claimRequestsProjector = defineProjector({
  name: 'claim_requests',
  handles: ['ClaimRequestSubmitted', 'ClaimRequestReviewed', 'ClaimApprovalReverted', 'ClaimRequestDeleted', 'ClaimMailSent'],
  async apply(event, store) {
    const requests = store.collection<ClaimRequestView>(CLAIM_REQUESTS);
    const id = event.data.requestId;
    const edit = (change: Partial<ClaimRequestView>) =>
      applyOnce(requests, id, event.position, (current) => current && { ...current, ...change });
    switch (event.type) {
      case 'ClaimRequestSubmitted': {
        const { requestId: _id, battlerName: _name, ...d } = event.data;
        await applyOnce(requests, id, event.position, () => ({
          id, ...d, status: 'pending' as const, reviewNotes: null, reviewedAt: null, createdAt: event.metadata.at,
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
