import type { ApplicationWithEvents, ShowcaseStanding } from '../../../application/sponsorship/sponsorship-queries';
import type { ShowcaseView, TierView } from '../../../application/sponsorship/read-model';
import type { EventView } from '../../../application/catalogue/read-model';
import type {
  AdminSponsorshipTierWire, AdminSponsorWire, FutureEventWire, MySponsorshipApplicationWire, SponsorshipApplicationWire,
  SponsorshipTierWire, SponsorWire,
} from './wire-types';

// The read models as the contract (./wire-types.ts) spells them: `satisfies` breaks the build on a drift.

export const tierWire = (t: TierView) => ({ id: t.id, name: t.name, cost: t.cost, benefits: t.benefits }) satisfies SponsorshipTierWire;

export const adminTierWire = (t: TierView) => ({
  ...tierWire(t), displayOrder: t.displayOrder, isActive: t.isActive, createdAt: t.createdAt, updatedAt: t.updatedAt,
}) satisfies AdminSponsorshipTierWire;

export const futureEventWire = (e: EventView) => ({
  id: e.id, title: e.title, eventDate: e.eventDate as string, description: e.description,
}) satisfies FutureEventWire;

export const myApplicationWire = (a: ApplicationWithEvents) => ({
  id: a.id, companyName: a.companyName, sponsorshipLevel: a.sponsorshipLevel, status: a.status, message: a.message,
  reviewNotes: a.reviewNotes, createdAt: a.createdAt, sponsorshipStartDate: a.sponsorshipStartDate,
  sponsorshipEndDate: a.sponsorshipEndDate, selectedEvents: a.selectedEvents,
}) satisfies MySponsorshipApplicationWire;

export const applicationWire = (a: ApplicationWithEvents) => ({
  ...myApplicationWire(a), type: 'sponsor' as const, userId: a.userId, contactPerson: a.contactPerson, email: a.email,
  phoneNumber: a.phoneNumber, reviewedBy: a.reviewedBy, reviewedAt: a.reviewedAt, isActive: a.isActive, displayOrder: a.displayOrder,
  logoUrl: a.logoUrl, websiteUrl: a.websiteUrl, description: a.description, videoUrl: a.videoUrl,
}) satisfies SponsorshipApplicationWire;

export const sponsorWire = (s: ShowcaseView) => ({
  id: s.id, companyName: s.companyName, contactPerson: s.contactPerson, email: s.email, sponsorshipLevel: s.sponsorshipLevel,
  description: s.description, message: s.message, websiteUrl: s.websiteUrl, logoUrl: s.logoUrl, videoUrl: s.videoUrl,
  createdAt: s.createdAt, sponsorshipStartDate: s.sponsorshipStartDate,
}) satisfies SponsorWire;

export const adminSponsorWire = (s: ShowcaseView & { showcase: ShowcaseStanding }) => ({
  ...sponsorWire(s), sponsorshipEndDate: s.sponsorshipEndDate, approvedAt: s.approvedAt, displayOrder: s.displayOrder,
  isActive: s.isActive, showcase: s.showcase,
}) satisfies AdminSponsorWire;
