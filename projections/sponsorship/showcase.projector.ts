import {
  newApplicationView, SPONSOR_SHOWCASE, type ShowcaseView, type SponsorshipApplicationView,
} from '../../application/sponsorship/read-model';
import { applyOnce, defineProjector } from '../projector';

/** Its private copy of each application as applied for and customised: what an approval shows. */
const SHOWCASE_APPLICATIONS = 'sponsor_showcase_applications';

/**
 * The approved sponsorships, copied from its own copy of the applications
 * (sponsor_showcase_applications, fed by the events it handles). One
 * enters on approval and leaves on rejection or deletion; whether its period
 * includes today is decided when read, so nothing here changes at midnight.
 */
export const showcaseProjector = defineProjector({
  name: 'sponsor_showcase',
  // 2: applications from its own copy (a stored model is rebuilt to fill it)
  version: 2,
  collections: [SHOWCASE_APPLICATIONS],
  handles: ['SponsorshipApplied', 'SponsorshipReviewed', 'SponsorshipApplicationDeleted', 'SponsorCustomized'],
  async apply(event, store) {
    const showcase = store.collection<ShowcaseView>(SPONSOR_SHOWCASE);
    const apps = store.collection<SponsorshipApplicationView>(SHOWCASE_APPLICATIONS);
    const { applicationId } = event.data;
    switch (event.type) {
      case 'SponsorshipApplied':
        await applyOnce(apps, applicationId, event.position, () => newApplicationView(event.data, event.metadata.at));
        return;
      case 'SponsorshipReviewed': {
        const app = await apps.get(applicationId);
        const d = event.data;
        await applyOnce(showcase, applicationId, event.position, (current) => {
          if (d.status !== 'approved' || !app) return null;
          // a new approval (after pending or a rejection) goes to the back; new notes or dates keep its place
          const approvedAt = current && d.previousStatus === 'approved' ? current.approvedAt : event.metadata.at;
          return {
            id: app.id, companyName: app.companyName, contactPerson: app.contactPerson, email: app.email,
            sponsorshipLevel: app.sponsorshipLevel, description: app.description, message: app.message, websiteUrl: app.websiteUrl,
            logoUrl: app.logoUrl, videoUrl: app.videoUrl, createdAt: app.createdAt,
            sponsorshipStartDate: d.sponsorshipStartDate, sponsorshipEndDate: d.sponsorshipEndDate,
            approvedAt, displayOrder: app.displayOrder, isActive: app.isActive,
          };
        });
        return;
      }
      case 'SponsorshipApplicationDeleted':
        await applyOnce(apps, applicationId, event.position, () => null);
        await applyOnce(showcase, applicationId, event.position, () => null);
        return;
      case 'SponsorCustomized': {
        const { logoUrl, websiteUrl, description, videoUrl } = event.data;
        await applyOnce(apps, applicationId, event.position, (current) => current && {
          ...current, logoUrl, websiteUrl, description, videoUrl,
        });
        await applyOnce(showcase, applicationId, event.position, (current) => current && {
          ...current, logoUrl, websiteUrl, description, videoUrl,
        });
        return;
      }
    }
  },
});
