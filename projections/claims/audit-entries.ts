import type { AuditDescribers } from '../audit/audit-line';

const STATUS_NAMES = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
const MAIL_NAMES = { submission: 'Confirmation to the claimant', admin_notification: 'Notification to the admins', result: 'Result to the claimant' } as const;

/** Claims: requests, reviews, automatic rejections, undone approvals, deletions, ownership and each mail sent. */
export const claimAuditEntries: AuditDescribers = {
  ClaimRequestSubmitted: async (e, nameOf) => ({
    action: 'claim_request_submitted', targetId: e.data.requestId, targetName: e.data.battlerName,
    details: `Claim request by ${await nameOf(e.data.userId)}`,
  }),
  ClaimRequestReviewed: async (e, nameOf) => ({
    action: e.data.automatic ? 'claim_request_auto_rejected' : `claim_request_${e.data.status}`,
    targetId: e.data.requestId, targetName: e.data.battlerName,
    details: `${STATUS_NAMES[e.data.status]}${e.data.automatic ? ' automatically' : ''}: claim by ${await nameOf(e.data.userId)}`
      + (e.data.reviewNotes ? ` (${e.data.reviewNotes})` : ''),
  }),
  ClaimApprovalReverted: async (e, nameOf) => ({
    action: 'claim_approval_undone', targetId: e.data.requestId, targetName: e.data.battlerName,
    details: `Approval of the claim by ${await nameOf(e.data.userId)} undone: ${e.data.reason}`,
  }),
  ClaimRequestDeleted: async (e, nameOf) => ({
    action: 'claim_request_deleted', targetId: e.data.requestId, targetName: e.data.battlerName,
    details: `Claim by ${await nameOf(e.data.userId)} deleted (was ${STATUS_NAMES[e.data.previousStatus]})`,
  }),
  BattlerClaimed: async (e, nameOf) => ({
    action: 'battler_claimed', targetId: e.data.battlerId, targetName: e.data.name ?? e.data.battlerId,
    details: `Now owned by ${await nameOf(e.data.userId)} (claim request ${e.data.claimRequestId})`,
  }),
  ClaimMailSent: (e) => ({
    action: 'claim_mail_sent', targetId: e.data.requestId, targetName: e.data.battlerName,
    details: `${MAIL_NAMES[e.data.kind]} sent`,
  }),
};
