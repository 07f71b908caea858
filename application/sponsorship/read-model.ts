import type { ApplicationStatus } from '../../domain/sponsorship/limits';
import type { SponsorshipEvent } from '../../domain/sponsorship/sponsorship';

export const SPONSORSHIP_TIERS = 'sponsorship_tiers';
export const SPONSORSHIP_APPLICATIONS = 'sponsorship_applications';
/** the approved sponsorships, what /sponsors and the admin Sponsors tab read */
export const SPONSOR_SHOWCASE = 'sponsor_showcase';

export interface TierView {
  id: string;
  name: string;
  cost: string;
  benefits: string;
  displayOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  _position: number;
}

/** One application, as the admin list and its applicant's own list show it. */
export interface SponsorshipApplicationView {
  id: string;
  userId: string;
  companyName: string;
  contactPerson: string;
  email: string;
  phoneNumber: string | null;
  sponsorshipLevel: string;
  message: string;
  /** ids only: their titles are read from the events read model when answered, so a renamed event shows its new title */
  selectedEventIds: string[];
  status: ApplicationStatus;
  reviewNotes: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  sponsorshipStartDate: string | null;
  sponsorshipEndDate: string | null;
  isActive: boolean;
  displayOrder: number;
  logoUrl: string | null;
  websiteUrl: string | null;
  description: string | null;
  videoUrl: string | null;
  createdAt: string;
  _position: number;
}

type Applied = Extract<SponsorshipEvent, { type: 'SponsorshipApplied' }>['data'];

/**
 * A new application's document, as its SponsorshipApplied event states it: the projector's,
 * and the create's answer when the projector has not got there yet.
 */
export function newApplicationView(data: Applied, at: string): Omit<SponsorshipApplicationView, '_position'> {
  const { applicationId, selectedEvents, ...form } = data;
  return {
    id: applicationId, ...form, selectedEventIds: selectedEvents, status: 'pending', reviewNotes: null, reviewedBy: null,
    reviewedAt: null, sponsorshipStartDate: null, sponsorshipEndDate: null, isActive: true, displayOrder: 0,
    logoUrl: null, websiteUrl: null, description: null, videoUrl: null, createdAt: at,
  };
}

/**
 * An approved sponsorship. Whether it is on /sponsors today is decided when read
 * (its period against the server's calendar day): expiry is never stored.
 */
export interface ShowcaseView {
  id: string;
  companyName: string;
  contactPerson: string;
  email: string;
  sponsorshipLevel: string;
  description: string | null;
  message: string;
  websiteUrl: string | null;
  logoUrl: string | null;
  videoUrl: string | null;
  createdAt: string;
  sponsorshipStartDate: string | null;
  sponsorshipEndDate: string | null;
  /** when it was last approved (after pending or a rejection): the showcase's order after displayOrder */
  approvedAt: string;
  displayOrder: number;
  isActive: boolean;
  _position: number;
}

export const byDisplayOrderThenName = (a: TierView, b: TierView) =>
  a.displayOrder - b.displayOrder || a.name.toLowerCase().localeCompare(b.name.toLowerCase());

export const byDisplayOrderThenApproval = (a: ShowcaseView, b: ShowcaseView) =>
  a.displayOrder - b.displayOrder || a.approvedAt.localeCompare(b.approvedAt) || a.id.localeCompare(b.id);

export const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
