/**
 * Every action name the audit log writes (projections/<area>/audit-entries.ts), in the
 * areas' order: what `GET /api/admin/audit?kind=` accepts and the panel's kind filter
 * offers. No imports, so the web takes it. audit-actions.test.ts checks it against the
 * describers' source.
 */
export const AUDIT_ACTIONS = [
  // users
  'role_changed',
  'password_reset_by_admin',
  // battler tryouts
  'battler_application_submitted',
  'battler_application_approved',
  'battler_application_rejected',
  'battler_application_re_reviewed',
  'battler_application_deleted',
  'battler_application_linked',
  'battler_application_unlinked',
  // sponsorship
  'sponsorship_application_submitted',
  'sponsorship_approved',
  'sponsorship_rejected',
  'sponsorship_re_reviewed',
  'sponsorship_application_deleted',
  'sponsor_customized',
  'sponsorship_tier_created',
  'sponsorship_tier_updated',
  'sponsorship_tier_deleted',
  // the catalogue
  'battler_profile_updated',
  'battler_photo_changed',
  'battler_cover_changed',
  'battler_merged',
  'battler_absorbed',
  'battler_deleted',
  'event_deleted',
  'video_deleted',
  // claims
  'claim_request_submitted',
  'claim_request_approved',
  'claim_request_rejected',
  'claim_request_auto_rejected',
  'claim_approval_undone',
  'claim_request_deleted',
  'battler_claimed',
  'claim_mail_sent',
  // YouTube
  'youtube_synced',
  'youtube_sync_failed',
  'youtube_video_reviewed',
  'youtube_reset',
  'youtube_videos_merged',
  // comments
  'comment_removed',
  'comment_removal_notice_sent',
] as const;

export type AuditActionName = (typeof AUDIT_ACTIONS)[number];
