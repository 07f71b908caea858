/**
 * Sponsorship tiers, applications and the showcase: limits and messages shared by
 * the deciders, the API's schemas and the web forms. No imports (the web takes these).
 */
export const TIER_NAME_MAX = 100;
export const TIER_COST_MAX = 100;
export const TIER_BENEFITS_MAX = 2000;
/** A tier's displayOrder: a whole number in this range ('displayOrder is out of range' otherwise). */
export const TIER_DISPLAY_ORDER_MIN = -1_000_000;
export const TIER_DISPLAY_ORDER_MAX = 1_000_000;

export const COMPANY_NAME_MAX = 255;
export const CONTACT_NAME_MAX = 255;
export const PHONE_MAX = 50;
export const LEVEL_MAX = 100;
export const SPONSOR_MESSAGE_MAX = 5000;
export const SELECTED_EVENTS_MAX = 50;
export const REVIEW_NOTES_MAX = 2000;
export const SPONSOR_DESCRIPTION_MAX = 2000;
export const URL_MAX = 2000;

export const LEVEL_REQUIRED = 'Please select a sponsorship level';
export const COMPANY_REQUIRED = 'Company name is required';
export const CONTACT_REQUIRED = 'Contact name is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const MESSAGE_REQUIRED = 'Message is required';
export const LEVEL_UNKNOWN = 'Please select one of the sponsorship levels offered';
export const EVENT_NOT_FUTURE = 'Selected events must be upcoming events';

export const PERIOD_REQUIRED = 'Please set both start and end dates for the sponsorship period.';
export const PERIOD_END_BEFORE_START = 'End date must be after start date.';
export const PERIOD_START_PAST = 'Start date cannot be before today.';

export const DEFAULT_APPROVED_NOTES = 'Approved by admin';
export const DEFAULT_REJECTED_NOTES = 'Rejected by admin';

/** Sponsor logos: an image by its bytes, at most this size. */
export const SPONSOR_LOGO_MAX_BYTES = 5 * 1024 * 1024;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const REVIEW_STATUSES = ['approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
