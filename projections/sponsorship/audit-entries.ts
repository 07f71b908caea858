import type { AuditDescribers } from '../audit/audit-line';

const period = (start: string | null, end: string | null) => (start && end ? `, period ${start} to ${end}` : '');
const look = (d: { logoUrl: string | null; websiteUrl: string | null; description: string | null; videoUrl: string | null }) =>
  [`logo ${d.logoUrl ?? 'none'}`, `website ${d.websiteUrl ?? 'none'}`, `video ${d.videoUrl ?? 'none'}`,
    `description ${d.description ? `"${d.description.slice(0, 80)}"` : 'none'}`].join(', ');
const tierLine = (d: { cost: string; displayOrder: number; isActive: boolean }) =>
  `cost ${d.cost}, order ${d.displayOrder}, ${d.isActive ? 'active' : 'inactive'}`;

/** Applications, reviews (first and again), deletions, sponsor customization and tier changes. */
export const sponsorshipAuditEntries: AuditDescribers = {
  SponsorshipApplied: async (e, nameOf) => ({
    action: 'sponsorship_application_submitted', targetId: e.data.applicationId, targetName: e.data.companyName,
    details: `${await nameOf(e.data.userId)} applied for ${e.data.sponsorshipLevel} sponsorship`,
  }),
  SponsorshipReviewed: (e) => {
    const d = e.data;
    const again = d.previousStatus !== 'pending';
    const verb = d.status === 'approved' ? 'Approved' : 'Rejected';
    const from = again ? ` (was ${d.previousStatus})` : '';
    return {
      action: again ? 'sponsorship_re_reviewed' : d.status === 'approved' ? 'sponsorship_approved' : 'sponsorship_rejected',
      targetId: d.applicationId, targetName: d.companyName,
      details: `${verb}${from}${d.status === 'approved' ? period(d.sponsorshipStartDate, d.sponsorshipEndDate) : ''}: ${d.reviewNotes}`,
    };
  },
  SponsorshipApplicationDeleted: (e) => ({
    action: 'sponsorship_application_deleted', targetId: e.data.applicationId, targetName: e.data.companyName,
    details: `Deleted a ${e.data.status} sponsorship application`,
  }),
  SponsorCustomized: (e) => ({
    action: 'sponsor_customized', targetId: e.data.applicationId, targetName: e.data.companyName, details: look(e.data),
  }),
  SponsorshipTierCreated: (e) => ({
    action: 'sponsorship_tier_created', targetId: e.data.tierId, targetName: e.data.name, details: tierLine(e.data),
  }),
  SponsorshipTierUpdated: (e) => ({
    action: 'sponsorship_tier_updated', targetId: e.data.tierId, targetName: e.data.name,
    details: `${e.data.previousName !== e.data.name ? `renamed from ${e.data.previousName}, ` : ''}${tierLine(e.data)}`,
  }),
  SponsorshipTierDeleted: (e) => ({
    action: 'sponsorship_tier_deleted', targetId: e.data.tierId, targetName: e.data.name, details: 'Tier deleted',
  }),
};
