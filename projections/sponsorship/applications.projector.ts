import { newApplicationView, SPONSORSHIP_APPLICATIONS, type SponsorshipApplicationView } from '../../application/sponsorship/read-model';
import { applyOnce, defineProjector } from '../projector';
import { usernames } from '../usernames';

const reviewers = usernames('sponsorship_applications');

/** Sponsorship applications: the admin's list and each applicant's own read the same documents. */
export const sponsorshipApplicationsProjector = defineProjector({
  name: 'sponsorship_applications',
  // 2: reviewers' names from its own lookup (a stored model is rebuilt to fill it)
  version: 2,
  collections: [reviewers.collection],
  handles: ['UserRegistered', 'SponsorshipApplied', 'SponsorshipReviewed', 'SponsorshipApplicationDeleted', 'SponsorCustomized'],
  async apply(event, store) {
    const apps = store.collection<SponsorshipApplicationView>(SPONSORSHIP_APPLICATIONS);
    const at = event.metadata.at;
    switch (event.type) {
      case 'UserRegistered':
        await reviewers.remember(store, event);
        return;
      case 'SponsorshipApplied':
        await applyOnce(apps, event.data.applicationId, event.position, () => newApplicationView(event.data, at));
        return;
      case 'SponsorshipReviewed': {
        const d = event.data;
        // the reviewer's username as it was at the review, as the battler applications show it (the event keeps the id)
        const reviewer = d.reviewedBy ? await reviewers.of(store, d.reviewedBy) : null;
        await applyOnce(apps, d.applicationId, event.position, (current) => current && {
          ...current, status: d.status, reviewNotes: d.reviewNotes, reviewedBy: reviewer ?? d.reviewedBy, reviewedAt: at,
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
