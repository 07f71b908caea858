import type { Decider, DomainEvent } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import {
  type ApplicationStatus, COMPANY_NAME_MAX, COMPANY_REQUIRED, CONTACT_NAME_MAX, CONTACT_REQUIRED, DEFAULT_APPROVED_NOTES,
  DEFAULT_REJECTED_NOTES, EMAIL_INVALID, EVENT_NOT_FUTURE, LEVEL_REQUIRED, LEVEL_UNKNOWN, MESSAGE_REQUIRED, PERIOD_END_BEFORE_START, PHONE_MAX,
  PERIOD_REQUIRED, PERIOD_START_PAST, REVIEW_NOTES_MAX, type ReviewStatus, SPONSOR_DESCRIPTION_MAX, SPONSOR_MESSAGE_MAX,
} from './limits';

/** What a sponsor shows on the showcase beyond the application's own texts. */
export interface SponsorLook {
  logoUrl: string | null;
  websiteUrl: string | null;
  description: string | null;
  videoUrl: string | null;
}

export type SponsorshipEvent =
  | DomainEvent<'SponsorshipApplied', {
      applicationId: string; userId: string; companyName: string; contactPerson: string; email: string;
      phoneNumber: string | null; sponsorshipLevel: string; message: string; selectedEvents: string[];
    }>
  | DomainEvent<'SponsorshipReviewed', {
      applicationId: string; companyName: string; reviewedBy: string;
      status: ReviewStatus; previousStatus: ApplicationStatus;
      reviewNotes: string; previousReviewNotes: string | null;
      sponsorshipStartDate: string | null; sponsorshipEndDate: string | null;
    }>
  | DomainEvent<'SponsorshipApplicationDeleted', { applicationId: string; companyName: string; status: ApplicationStatus; logoUrl: string | null }>
  | DomainEvent<'SponsorCustomized', { applicationId: string; companyName: string; previousLogoUrl: string | null } & SponsorLook>;

export type SponsorshipCommand =
  | {
      type: 'ApplyForSponsorship'; applicationId: string; userId: string; companyName: string; contactName: string; email: string;
      phoneNumber: string | null; sponsorshipLevel: string; message: string; selectedEvents: readonly string[];
      /** facts the handler read: the names of the active tiers, the ids of the events dated after now */
      activeTierNames: readonly string[]; futureEventIds: readonly string[];
    }
  | {
      type: 'ReviewSponsorship'; reviewerId: string; status: ReviewStatus; reviewNotes: string | null;
      /** calendar days; undefined keeps the current one, null clears it */
      sponsorshipStartDate?: string | null; sponsorshipEndDate?: string | null;
      /** the server's calendar day, `YYYY-MM-DD` */
      today: string;
    }
  | { type: 'DeleteSponsorshipApplication' }
  /**
   * undefined keeps a field, null clears it. A logoUrl of this site's uploads must be the
   * sponsor's current logo: an upload names its own file (SetSponsorLogo).
   */
  | ({ type: 'CustomizeSponsor' } & Partial<SponsorLook>)
  /** points the sponsor at a logo file the handler has just stored */
  | { type: 'SetSponsorLogo'; logoUrl: string };

export interface SponsorshipState extends SponsorLook {
  exists: boolean;
  deleted: boolean;
  applicationId: string | null;
  companyName: string;
  status: ApplicationStatus;
  reviewNotes: string | null;
  startDate: string | null;
  endDate: string | null;
}

export const initialSponsorshipState: SponsorshipState = {
  exists: false, deleted: false, applicationId: null, companyName: '', status: 'pending', reviewNotes: null,
  startDate: null, endDate: null, logoUrl: null, websiteUrl: null, description: null, videoUrl: null,
};

/** Where this site's stored files are served: a logoUrl starting so names one of our files. */
export const UPLOADS_PATH = '/uploads/';

export const LOGO_CHANGED_MEANWHILE = "The sponsor's logo was changed meanwhile; reopen the dialog to see it.";

export const sponsorshipStream = (applicationId: string) => `sponsorship-application-${applicationId}`;

export function evolve(state: SponsorshipState, event: SponsorshipEvent): SponsorshipState {
  switch (event.type) {
    case 'SponsorshipApplied':
      return { ...state, exists: true, applicationId: event.data.applicationId, companyName: event.data.companyName };
    case 'SponsorshipReviewed': {
      const d = event.data;
      return { ...state, status: d.status, reviewNotes: d.reviewNotes, startDate: d.sponsorshipStartDate, endDate: d.sponsorshipEndDate };
    }
    case 'SponsorshipApplicationDeleted':
      return { ...state, deleted: true };
    case 'SponsorCustomized': {
      const { logoUrl, websiteUrl, description, videoUrl } = event.data;
      return { ...state, logoUrl, websiteUrl, description, videoUrl };
    }
    default:
      return state;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function required(value: string, max: number, message: string, label: string): string {
  const v = (value ?? '').trim();
  if (!v) throw invalid(message);
  if (v.length > max) throw invalid(`${label} is too long (max ${max})`);
  return v;
}

function optional(value: string | null | undefined, max: number, label: string): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (v.length > max) throw invalid(`${label} is too long (max ${max})`);
  return v;
}

function requireApplication(state: SponsorshipState): string {
  if (!state.exists || state.deleted || !state.applicationId) throw notFound('Sponsorship application not found');
  return state.applicationId;
}

function apply(command: Extract<SponsorshipCommand, { type: 'ApplyForSponsorship' }>, state: SponsorshipState): SponsorshipEvent[] {
  if (state.exists) throw conflict('Sponsorship application already exists');
  const companyName = required(command.companyName, COMPANY_NAME_MAX, COMPANY_REQUIRED, 'Company name');
  const contactPerson = required(command.contactName, CONTACT_NAME_MAX, CONTACT_REQUIRED, 'Contact name');
  const email = (command.email ?? '').trim();
  if (!EMAIL.test(email) || email.length > 255) throw invalid(EMAIL_INVALID);
  const level = (command.sponsorshipLevel ?? '').trim();
  if (!level) throw invalid(LEVEL_REQUIRED);
  // the tier's own spelling is what the application keeps
  const tier = command.activeTierNames.find((n) => n.toLowerCase() === level.toLowerCase());
  if (!tier) throw invalid(LEVEL_UNKNOWN);
  const message = required(command.message, SPONSOR_MESSAGE_MAX, MESSAGE_REQUIRED, 'Message');
  const selectedEvents = [...new Set(command.selectedEvents)];
  const future = new Set(command.futureEventIds);
  if (selectedEvents.some((id) => !future.has(id))) throw invalid(EVENT_NOT_FUTURE);
  return [{
    type: 'SponsorshipApplied',
    data: {
      applicationId: command.applicationId, userId: command.userId, companyName, contactPerson, email,
      phoneNumber: optional(command.phoneNumber, PHONE_MAX, 'Phone number'), sponsorshipLevel: tier, message, selectedEvents,
    },
  }];
}

/**
 * An approval needs a period: both days, the end strictly after the start, and a start
 * not before today when the start is set or moved (re-approving, or moving only the end,
 * of a sponsorship already running keeps its past start). A rejection keeps the period.
 */
function review(command: Extract<SponsorshipCommand, { type: 'ReviewSponsorship' }>, state: SponsorshipState): SponsorshipEvent[] {
  const applicationId = requireApplication(state);
  const reviewNotes = optional(command.reviewNotes, REVIEW_NOTES_MAX, 'Review notes')
    ?? (command.status === 'approved' ? DEFAULT_APPROVED_NOTES : DEFAULT_REJECTED_NOTES);
  let start = state.startDate;
  let end = state.endDate;
  if (command.status === 'approved') {
    start = command.sponsorshipStartDate === undefined ? state.startDate : command.sponsorshipStartDate;
    end = command.sponsorshipEndDate === undefined ? state.endDate : command.sponsorshipEndDate;
    if (!start || !end) throw invalid(PERIOD_REQUIRED);
    if (end <= start) throw invalid(PERIOD_END_BEFORE_START);
    if (start !== state.startDate && start < command.today) throw invalid(PERIOD_START_PAST);
  }
  if (command.status === state.status && reviewNotes === state.reviewNotes && start === state.startDate && end === state.endDate) return [];
  return [{
    type: 'SponsorshipReviewed',
    data: {
      applicationId, companyName: state.companyName, reviewedBy: command.reviewerId,
      status: command.status, previousStatus: state.status, reviewNotes, previousReviewNotes: state.reviewNotes,
      sponsorshipStartDate: start, sponsorshipEndDate: end,
    },
  }];
}

/**
 * Only an upload points the sponsor at a new file of ours; a customization may keep the
 * current logo, remove it or name an outside address. A stored address that is not the
 * current one is a stale copy (the dialog opened before another upload, whose file is
 * gone or would be deleted by this change): refused, so both files stay as they are.
 */
function customize(command: Extract<SponsorshipCommand, { type: 'CustomizeSponsor' }>, state: SponsorshipState): SponsorshipEvent[] {
  const applicationId = requireApplication(state);
  if (typeof command.logoUrl === 'string' && command.logoUrl.startsWith(UPLOADS_PATH) && command.logoUrl !== state.logoUrl) {
    throw conflict(LOGO_CHANGED_MEANWHILE);
  }
  return changeLook(applicationId, command, state);
}

function changeLook(applicationId: string, command: Partial<SponsorLook>, state: SponsorshipState): SponsorshipEvent[] {
  const pick = (value: string | null | undefined, current: string | null) => (value === undefined ? current : value);
  const next: SponsorLook = {
    logoUrl: pick(command.logoUrl, state.logoUrl),
    websiteUrl: pick(command.websiteUrl, state.websiteUrl),
    description: command.description === undefined ? state.description : optional(command.description, SPONSOR_DESCRIPTION_MAX, 'Description'),
    videoUrl: pick(command.videoUrl, state.videoUrl),
  };
  if (next.logoUrl === state.logoUrl && next.websiteUrl === state.websiteUrl && next.description === state.description
    && next.videoUrl === state.videoUrl) return [];
  return [{ type: 'SponsorCustomized', data: { applicationId, companyName: state.companyName, previousLogoUrl: state.logoUrl, ...next } }];
}

export function decide(command: SponsorshipCommand, state: SponsorshipState): SponsorshipEvent[] {
  switch (command.type) {
    case 'ApplyForSponsorship':
      return apply(command, state);
    case 'ReviewSponsorship':
      return review(command, state);
    case 'DeleteSponsorshipApplication': {
      const applicationId = requireApplication(state);
      return [{ type: 'SponsorshipApplicationDeleted', data: { applicationId, companyName: state.companyName, status: state.status, logoUrl: state.logoUrl } }];
    }
    case 'CustomizeSponsor':
      return customize(command, state);
    case 'SetSponsorLogo':
      return changeLook(requireApplication(state), { logoUrl: command.logoUrl }, state);
  }
}

export const sponsorshipDecider: Decider<SponsorshipCommand, SponsorshipState, SponsorshipEvent> = {
  initialState: initialSponsorshipState,
  evolve,
  decide,
};
