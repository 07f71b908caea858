import {
  SPONSOR_SHOWCASE, SPONSORSHIP_APPLICATIONS, type ShowcaseView, type SponsorshipApplicationView,
} from '../../application/sponsorship/read-model';
import { applyOnce, defineProjector } from '../projector';

/**
 * The approved sponsorships, copied from their application documents (the
 * applications projector runs first, so they are at this event's position). One
 * enters on approval and leaves on rejection or deletion; whether its period
 * includes today is decided when read, so nothing here changes at midnight.
 */
export const showcaseProjector = defineProjector({
  name: 'sponsor_showcase',
  readsFrom: ['sponsorship_applications'],
  handles: ['SponsorshipReviewed', 'SponsorshipApplicationDeleted', 'SponsorCustomized'],
  async apply(event, store) {
    const showcase = store.collection<ShowcaseView>(SPONSOR_SHOWCASE);
    const { applicationId } = event.data;
    switch (event.type) {
      case 'SponsorshipReviewed': {
        const app = await store.collection<SponsorshipApplicationView>(SPONSORSHIP_APPLICATIONS).get(applicationId);
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
        await applyOnce(showcase, applicationId, event.position, () => null);
        return;
      case 'SponsorCustomized': {
        const { logoUrl, websiteUrl, description, videoUrl } = event.data;
        await applyOnce(showcase, applicationId, event.position, (current) => current && {
          ...current, logoUrl, websiteUrl, description, videoUrl,
        });
        return;
      }
    }
  },
});
