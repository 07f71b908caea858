import type { AuditActionName } from '../../../../../api/features/admin-users/audit-actions';

/**
 * The audit log's action keys as admins read them: one for each name the server writes
 * (api/features/admin-users/audit-actions.ts); the type holds the keys to that list, both ways.
 */
const ACTION_LABELS: Record<AuditActionName, string> = {
  role_changed: 'Role changed',
  password_reset_by_admin: 'Password reset by admin',
  sponsorship_application_submitted: 'Sponsorship applied',
  sponsorship_approved: 'Sponsorship approved',
  sponsorship_rejected: 'Sponsorship rejected',
  sponsorship_re_reviewed: 'Sponsorship re-reviewed',
  sponsorship_application_deleted: 'Sponsorship deleted',
  sponsor_customized: 'Sponsor customized',
  sponsorship_tier_created: 'Tier created',
  sponsorship_tier_updated: 'Tier updated',
  sponsorship_tier_deleted: 'Tier deleted',
  battler_application_submitted: 'Tryout applied',
  battler_application_approved: 'Tryout approved',
  battler_application_rejected: 'Tryout rejected',
  battler_application_re_reviewed: 'Tryout re-reviewed',
  battler_application_deleted: 'Tryout deleted',
  battler_application_linked: 'Battler linked',
  battler_application_unlinked: 'Battler unlinked',
  claim_request_submitted: 'Claim requested',
  claim_request_approved: 'Claim approved',
  claim_request_rejected: 'Claim rejected',
  claim_request_auto_rejected: 'Claim auto-rejected',
  claim_approval_undone: 'Claim approval undone',
  claim_request_deleted: 'Claim deleted',
  claim_mail_sent: 'Claim mail sent',
  battler_claimed: 'Battler claimed',
  battler_profile_updated: 'Battler texts edited',
  battler_photo_changed: 'Battler photo changed',
  battler_cover_changed: 'Battler cover changed',
  battler_deleted: 'Battler deleted',
  battler_merged: 'Battler merged away',
  battler_absorbed: 'Battler merged in',
  event_deleted: 'Event deleted',
  video_deleted: 'Video deleted',
  youtube_synced: 'YouTube synced',
  youtube_sync_failed: 'YouTube sync failed',
  youtube_video_reviewed: 'YouTube video reviewed',
  youtube_reset: 'YouTube reset',
  youtube_videos_merged: 'YouTube videos merged',
  comment_removed: 'Comment removed',
  comment_removal_notice_sent: 'Removal notice mailed',
};

/** Whether the server knows the action: an address, or a newer server, may hold another. */
export function isAuditKind(action: string): action is AuditActionName {
  return Object.hasOwn(ACTION_LABELS, action);
}

export const actionLabel = (action: string) => (isAuditKind(action) ? ACTION_LABELS[action] : action.replace(/_/g, ' '));

/** The kind filter's choices: every action, by its label. */
export const AUDIT_KINDS: readonly { value: AuditActionName; label: string }[] = (Object.keys(ACTION_LABELS) as AuditActionName[])
  .map((value) => ({ value, label: ACTION_LABELS[value] }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** Removals and refusals read red, approvals green, the rest gold. */
export function actionTone(action: string): 'gold' | 'red' | 'green' {
  if (/(deleted|rejected|unlinked|undone|password_reset|sync_failed|youtube_reset|comment_removed)/.test(action)) return 'red';
  if (/(approved|linked|claimed)$/.test(action)) return 'green';
  return 'gold';
}
