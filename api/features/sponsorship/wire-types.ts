// Sponsorship tiers, applications and the sponsor showcase: the read models' fields as the
// answers carry them (a `Pick`, so a field's type follows its read model), and what the
// answers add written out. ./wire.ts checks the answers against these types (`satisfies`),
// so a drift breaks the server's build.

import type { ShowcaseView, SponsorshipApplicationView, TierView } from '../../../application/sponsorship/read-model';

export type { ApplicationStatus, ReviewStatus } from '../../../domain/sponsorship/limits';

/** GET /api/sponsorship-tiers: the active tiers in displayOrder, then name */
export interface SponsorshipTierWire extends Pick<TierView, 'id' | 'name'> {
  /** free text ('$500 / event') */
  cost: string;
  /** one benefit per line */
  benefits: string;
}
/** GET /api/admin/sponsorship-tiers (every tier, in displayOrder then name), and the admin writes' answers */
export interface AdminSponsorshipTierWire extends SponsorshipTierWire, Pick<TierView, 'displayOrder' | 'isActive' | 'createdAt' | 'updatedAt'> {}

/** GET /api/future-events: events dated after now, soonest first */
export interface FutureEventWire {
  id: string;
  title: string;
  eventDate: string;
  description: string;
}

/** An application's selected event; title null when the event no longer exists */
export interface SelectedEventWire {
  id: string;
  title: string | null;
}

/** GET /api/my-sponsorship-applications (newest first). Dates are calendar days, `YYYY-MM-DD`. */
export interface MySponsorshipApplicationWire extends Pick<SponsorshipApplicationView,
  'id' | 'companyName' | 'sponsorshipLevel' | 'status' | 'message' | 'reviewNotes' | 'createdAt' | 'sponsorshipStartDate' | 'sponsorshipEndDate'> {
  selectedEvents: SelectedEventWire[];
}

/** GET /api/sponsorship-applications (admin, newest first); also the answer of POST, PATCH .../status */
export interface SponsorshipApplicationWire extends MySponsorshipApplicationWire, Pick<SponsorshipApplicationView,
  'userId' | 'contactPerson' | 'email' | 'phoneNumber' | 'reviewedBy' | 'reviewedAt' | 'isActive' | 'displayOrder' | 'logoUrl'
  | 'websiteUrl' | 'description' | 'videoUrl'> {
  type: 'sponsor';
}

/** GET /api/approved-sponsors: approved, active, period includes today; displayOrder then approval time */
export type SponsorWire = Pick<ShowcaseView,
  'id' | 'companyName' | 'contactPerson' | 'email' | 'sponsorshipLevel' | 'description' | 'message' | 'websiteUrl' | 'logoUrl'
  | 'videoUrl' | 'createdAt' | 'sponsorshipStartDate'>;

/** GET /api/admin/sponsors: every approved sponsorship, with where it stands on the showcase today */
export interface AdminSponsorWire extends SponsorWire, Pick<ShowcaseView, 'sponsorshipEndDate' | 'approvedAt' | 'displayOrder' | 'isActive'> {
  /** live: on /sponsors today; scheduled: its period starts later; expired: its end day has passed */
  showcase: 'live' | 'scheduled' | 'expired';
}
