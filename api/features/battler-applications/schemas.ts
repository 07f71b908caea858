import { z } from 'zod';
import {
  BATTLER_NAME_MAX, BATTLER_NAME_REQUIRED, EXPERIENCE_MAX, EXPERIENCE_MIN, EXPERIENCE_TOO_SHORT, LOCATION_MAX,
  SOCIAL_MEDIA_MAX, YEARS_OF_BATTLING_MAX,
} from '../../../domain/battler-application/limits';
import { EMAIL_INVALID, PHONE_MAX } from '../../../domain/sponsorship/limits';
import { multiLineText, webUrl } from '../../http/text';
import { email, requiredText } from '../../http/validate';
import { reviewSchema } from '../sponsorship/schemas';

// Request bodies of the battler tryout calls: zod and domain constants only, so the web can import the types.

const optionalText = (max: number, name: string) =>
  z.string({ error: `${name} must be text` }).max(max, `${name} is too long (max ${max})`).nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

/**
 * The member form sends battlerName, email, phoneNumber, experience, socialMedia; the
 * admin spec's applicant fields (location, yearsOfBattling, battleVideoUrl) are
 * accepted too, all optional (docs/decisions/battler-applications.md).
 */
export const battlerApplicationSchema = z.object({
  battlerName: requiredText(BATTLER_NAME_REQUIRED, BATTLER_NAME_MAX),
  email: email(EMAIL_INVALID),
  phoneNumber: optionalText(PHONE_MAX, 'Phone number'),
  experience: multiLineText(z.string({ error: EXPERIENCE_TOO_SHORT }).trim().min(EXPERIENCE_MIN, EXPERIENCE_TOO_SHORT)
    .max(EXPERIENCE_MAX, `Experience is too long (max ${EXPERIENCE_MAX})`)),
  socialMedia: multiLineText(optionalText(SOCIAL_MEDIA_MAX, 'Social media')),
  location: optionalText(LOCATION_MAX, 'Location'),
  yearsOfBattling: z.number({ error: 'yearsOfBattling must be a number' }).int('yearsOfBattling must be a whole number')
    .min(0, 'yearsOfBattling cannot be negative').max(YEARS_OF_BATTLING_MAX, 'yearsOfBattling is out of range').nullish()
    .transform((v) => v ?? null),
  battleVideoUrl: webUrl('battleVideoUrl').transform((v) => v ?? null),
});

export const battlerReviewSchema = reviewSchema;

export type BattlerApplicationBody = z.input<typeof battlerApplicationSchema>;
export type BattlerReviewBody = z.input<typeof battlerReviewSchema>;
