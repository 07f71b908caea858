import { battlerApplicationAuditEntries } from '../battler-applications/audit-entries';
import { battlerAuditEntries } from '../catalogue/audit-entries';
import { claimAuditEntries } from '../claims/audit-entries';
import { engagementAuditEntries } from '../engagement/audit-entries';
import { sponsorshipAuditEntries } from '../sponsorship/audit-entries';
import { userAuditEntries } from '../users/audit-entries';
import { youtubeAuditEntries } from '../youtube/audit-entries';
import type { AuditDescribers } from './audit-line';

/**
 * Each area's describers; an event type is described by one area only (describers.test.ts).
 * Each slice declares its own as `audit` (api/features/<area>/index.ts); the audit projector
 * reads this list, since projections/ may not import api/, and api/features/slices.test.ts
 * checks the two agree.
 */
export const auditAreas: Readonly<Record<string, AuditDescribers>> = {
  users: userAuditEntries,
  battlerApplications: battlerApplicationAuditEntries,
  sponsorship: sponsorshipAuditEntries,
  battlers: battlerAuditEntries,
  claims: claimAuditEntries,
  youtube: youtubeAuditEntries,
  engagement: engagementAuditEntries,
};

/** Every area's audited events. */
export const auditDescribers: AuditDescribers = Object.assign({}, ...Object.values(auditAreas));
