import type { AuditDescribers } from '../audit/audit-line';

const STATUS_NAMES = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** Battler tryouts: applications, reviews and re-reviews, deletions, and the battler links an approval makes. */
export const battlerApplicationAuditEntries: AuditDescribers = {
  BattlerApplicationSubmitted: async (e, nameOf) => ({
    action: 'battler_application_submitted', targetId: e.data.applicationId, targetName: e.data.battlerName,
    details: `Battler application by ${await nameOf(e.data.userId)}`,
  }),
  BattlerApplicationReviewed: (e) => {
    const { previousStatus, status, reviewNotes } = e.data;
    const change = previousStatus === 'pending' ? STATUS_NAMES[status]
      : previousStatus === status ? `${STATUS_NAMES[status]} (notes updated)` : `${STATUS_NAMES[previousStatus]} → ${STATUS_NAMES[status]}`;
    return {
      action: previousStatus === 'pending' ? `battler_application_${status}` : 'battler_application_re_reviewed',
      targetId: e.data.applicationId, targetName: e.data.battlerName, details: `${change}: ${reviewNotes}`,
    };
  },
  BattlerApplicationDeleted: (e) => ({
    action: 'battler_application_deleted', targetId: e.data.applicationId, targetName: e.data.battlerName,
    details: `Deleted (was ${STATUS_NAMES[e.data.previousStatus]})`,
  }),
  BattlerApplicationLinked: (e) => ({
    action: 'battler_application_linked', targetId: e.data.battlerId, targetName: e.data.name,
    details: `Approved battler application ${e.data.applicationId} linked`,
  }),
  BattlerApplicationUnlinked: (e) => ({
    action: 'battler_application_unlinked', targetId: e.data.battlerId, targetName: e.data.name,
    details: `Battler application ${e.data.applicationId} unlinked`,
  }),
};
