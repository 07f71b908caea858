import { newApplicationView, SPONSORSHIP_APPLICATIONS, type SponsorshipApplicationView } from '../../application/sponsorship/read-model';
import { USERS, type UserView } from '../../application/users/read-model';
import { applyOnce, defineProjector } from '../projector';

/** Sponsorship applications: the admin's list and each applicant's own read the same documents. */
export const sponsorshipApplicationsProjector = defineProjector({
  name: 'sponsorship_applications',
  readsFrom: ['users'],
  handles: ['SponsorshipApplied', 'SponsorshipReviewed', 'SponsorshipApplicationDeleted', 'SponsorCustomized'],
  async apply(event, store) {
    const apps = store.collection<SponsorshipApplicationView>(SPONSORSHIP_APPLICATIONS);
    const at = event.metadata.at;
    switch (event.type) {
      case 'SponsorshipApplied':
        await applyOnce(apps, event.data.applicationId, event.position, () => newApplicationView(event.data, at));
        return;
      case 'SponsorshipReviewed': {
        const d = event.data;
        // the reviewer's username as it was at the review, as the battler applications show it (the event keeps the id)
        const reviewer = d.reviewedBy ? await store.collection<UserView>(USERS).get(d.reviewedBy) : null;
        await applyOnce(apps, d.applicationId, event.position, (current) => current && {
          ...current, status: d.status, reviewNotes: d.reviewNotes, reviewedBy: reviewer?.username ?? d.reviewedBy, reviewedAt: at,
          sponsorshipStartDate: d.sponsorshipStartDate, sponsorshipEndDate: d.sponsorshipEndDate,
        });
        return;
      }
      case 'SponsorshipApplicationDeleted':
        await applyOnce(apps, event.data.applicationId, event.position, () => null);
        return;
      case 'SponsorCustomized': {
        const { logoUrl, websiteUrl, description, videoUrl } = event.data;
        await applyOnce(apps, event.data.applicationId, event.position, (current) => current && {
          ...current, logoUrl, websiteUrl, description, videoUrl,
        });
        return;
      }
    }
  },
});
