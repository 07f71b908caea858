import { battlerApplicationAuditEntries } from '../battler-applications/audit-entries';
import { claimAuditEntries } from '../claims/audit-entries';
import { sponsorshipAuditEntries } from '../sponsorship/audit-entries';
import { userAuditEntries } from '../users/audit-entries';
import type { AuditDescribers } from './audit-line';

/** Every area's audited events: an area adds its describers here. */
export const auditDescribers: AuditDescribers = {
  ...userAuditEntries,
  ...battlerApplicationAuditEntries,
  ...sponsorshipAuditEntries,
  ...claimAuditEntries,
};
