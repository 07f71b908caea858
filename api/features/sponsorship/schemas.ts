import { z } from 'zod';
import {
  COMPANY_NAME_MAX, COMPANY_REQUIRED, CONTACT_NAME_MAX, CONTACT_REQUIRED, EMAIL_INVALID, LEVEL_MAX, LEVEL_REQUIRED,
  MESSAGE_REQUIRED, PHONE_MAX, REVIEW_NOTES_MAX, REVIEW_STATUSES, SELECTED_EVENTS_MAX, SPONSOR_DESCRIPTION_MAX,
  SPONSOR_MESSAGE_MAX, TIER_BENEFITS_MAX, TIER_COST_MAX, TIER_DISPLAY_ORDER_MAX, TIER_DISPLAY_ORDER_MIN, TIER_NAME_MAX,
} from '../../../domain/sponsorship/limits';
import { calendarDay, multiLineText, webUrl } from '../../http/text';
import { email, requiredText } from '../../http/validate';

// Request bodies of the sponsorship calls (tiers, applications, reviews, the showcase): zod and domain constants only.

const optionalText = (max: number, name: string) =>
  z.string({ error: `${name} must be text` }).max(max, `${name} is too long (max ${max})`).nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

export const tierSchema = z.object({
  name: requiredText('Name is required', TIER_NAME_MAX),
  cost: requiredText('Cost is required', TIER_COST_MAX),
  benefits: multiLineText(requiredText('Benefits are required', TIER_BENEFITS_MAX)),
  displayOrder: z.number({ error: 'displayOrder must be a number' }).int('displayOrder must be a whole number')
    .min(TIER_DISPLAY_ORDER_MIN, 'displayOrder is out of range').max(TIER_DISPLAY_ORDER_MAX, 'displayOrder is out of range').optional().default(0),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional().default(true),
});

/** PUT: the fields sent replace the tier's; absent ones stay (move up / down sends displayOrder alone). */
export const tierUpdateSchema = z.object({
  name: requiredText('Name is required', TIER_NAME_MAX).optional(),
  cost: requiredText('Cost is required', TIER_COST_MAX).optional(),
  benefits: multiLineText(requiredText('Benefits are required', TIER_BENEFITS_MAX)).optional(),
  displayOrder: z.number({ error: 'displayOrder must be a number' }).int('displayOrder must be a whole number')
    .min(TIER_DISPLAY_ORDER_MIN, 'displayOrder is out of range').max(TIER_DISPLAY_ORDER_MAX, 'displayOrder is out of range').optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
});

const eventId = z.union([z.string().trim().min(1, 'selectedEvents holds an empty id').max(100, 'selectedEvents holds an id that is too long'),
  z.number().int().nonnegative().transform(String)], { error: 'selectedEvents must be a list of event ids' });

export const sponsorshipApplicationSchema = z.object({
  companyName: requiredText(COMPANY_REQUIRED, COMPANY_NAME_MAX),
  contactName: requiredText(CONTACT_REQUIRED, CONTACT_NAME_MAX),
  email: email(EMAIL_INVALID),
  phoneNumber: optionalText(PHONE_MAX, 'Phone number'),
  sponsorshipLevel: requiredText(LEVEL_REQUIRED, LEVEL_MAX),
  message: multiLineText(z.string({ error: MESSAGE_REQUIRED }).trim().min(1, MESSAGE_REQUIRED)
    .max(SPONSOR_MESSAGE_MAX, `Message is too long (max ${SPONSOR_MESSAGE_MAX})`)),
  selectedEvents: z.array(eventId, { error: 'selectedEvents must be a list of event ids' })
    .max(SELECTED_EVENTS_MAX, `At most ${SELECTED_EVENTS_MAX} events can be selected`).nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
});

const reviewNotes = multiLineText(optionalText(REVIEW_NOTES_MAX, 'Review notes'));
const reviewStatus = z.enum(REVIEW_STATUSES, { error: "status must be 'approved' or 'rejected'" });

export const sponsorshipReviewSchema = z.object({
  status: reviewStatus,
  reviewNotes,
  sponsorshipStartDate: calendarDay('sponsorshipStartDate'),
  sponsorshipEndDate: calendarDay('sponsorshipEndDate'),
});

export const sponsorPatchSchema = z.object({
  // a logo uploaded through POST /api/admin/sponsors/{id}/logo is a path under /uploads/
  logoUrl: webUrl('logoUrl', { uploads: true }),
  websiteUrl: webUrl('websiteUrl'),
  videoUrl: webUrl('videoUrl'),
  description: multiLineText(optionalText(SPONSOR_DESCRIPTION_MAX, 'Description')).optional(),
});

export const reviewSchema = z.object({ status: reviewStatus, reviewNotes });

export type TierBody = z.input<typeof tierSchema>;
export type TierUpdateBody = z.input<typeof tierUpdateSchema>;
export type SponsorshipApplicationBody = z.input<typeof sponsorshipApplicationSchema>;
export type SponsorshipReviewBody = z.input<typeof sponsorshipReviewSchema>;
export type SponsorPatchBody = z.input<typeof sponsorPatchSchema>;
