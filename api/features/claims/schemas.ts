import { z } from 'zod';
import {
  ADDITIONAL_INFO_MAX, BATTLE_HISTORY_MAX, BATTLE_HISTORY_MIN, BATTLE_HISTORY_TOO_SHORT, BATTLE_VIDEOS_MAX,
  BATTLE_VIDEOS_REQUIRED, CLAIM_REVIEW_NOTES_MAX, CLAIM_URL_MAX, CONTACT_EMAIL_INVALID, CONTACT_PHONE_MAX, SOCIAL_PLATFORMS,
} from '../../../domain/claim-request/limits';
import { QUOTE_MAX, TAGLINE_MAX } from '../../../domain/battler/limits';
import { isWebUrl, multiLineText } from '../../http/text';
import { email } from '../../http/validate';

// Request bodies of the claim and owner calls: zod and domain constants only, so the web can import the types.

const optionalText = (max: number, name: string) =>
  z.string({ error: `${name} must be text` }).max(max, `${name} is too long (max ${max})`).nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

const URL_MESSAGE = (name: string) => `${name} must be a web address starting with http:// or https://`;

/** Blank URLs are dropped; at least one must remain. http or https only. */
const battleVideos = z.array(z.union([z.string(), z.null()]), { error: BATTLE_VIDEOS_REQUIRED })
  .max(BATTLE_VIDEOS_MAX, `At most ${BATTLE_VIDEOS_MAX} battle videos`).nullish()
  .transform((urls) => (urls ?? []).map((u) => (u ?? '').trim()).filter(Boolean))
  .superRefine((urls, ctx) => {
    if (urls.length === 0) ctx.addIssue({ code: 'custom', message: BATTLE_VIDEOS_REQUIRED });
    else if (!urls.every((u) => isWebUrl(u, CLAIM_URL_MAX))) ctx.addIssue({ code: 'custom', message: URL_MESSAGE('Battle video URL') });
  });

type Platform = (typeof SOCIAL_PLATFORMS)[number];

/** Platform → URL; blank ones dropped, absent when none is left (public §3). */
const socialMediaLinks = z.record(z.string(), z.union([z.string(), z.null()], { error: 'socialMediaLinks values must be URLs' }),
  { error: 'socialMediaLinks must map a platform to a URL' }).nullish()
  .refine((links) => Object.keys(links ?? {}).every((k) => (SOCIAL_PLATFORMS as readonly string[]).includes(k)),
    `socialMediaLinks keys are ${SOCIAL_PLATFORMS.join(', ')}`)
  .transform((links) => {
    const kept = Object.entries(links ?? {}).map(([platform, url]) => [platform, (url ?? '').trim()] as const).filter(([, url]) => url);
    return kept.length ? (Object.fromEntries(kept) as Partial<Record<Platform, string>>) : undefined;
  })
  .superRefine((links, ctx) => {
    const bad = Object.entries(links ?? {}).find(([, url]) => !isWebUrl(url as string, CLAIM_URL_MAX));
    if (bad) ctx.addIssue({ code: 'custom', message: URL_MESSAGE(`The ${bad[0]} link`) });
  });

export const claimRequestSchema = z.object({
  /** the path's id is the battler's; a body battlerId, when sent, must match it (the route checks) */
  battlerId: z.string().max(100).optional(),
  contactEmail: email(CONTACT_EMAIL_INVALID),
  contactPhone: optionalText(CONTACT_PHONE_MAX, 'Contact phone'),
  battleHistory: multiLineText(z.string({ error: BATTLE_HISTORY_TOO_SHORT }).trim().min(BATTLE_HISTORY_MIN, BATTLE_HISTORY_TOO_SHORT)
    .max(BATTLE_HISTORY_MAX, `Battle history is too long (max ${BATTLE_HISTORY_MAX})`)),
  additionalInfo: multiLineText(optionalText(ADDITIONAL_INFO_MAX, 'Additional information')),
  battleVideos,
  socialMediaLinks,
});

export const claimReviewSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: "status must be 'approved' or 'rejected'" }),
  reviewNotes: multiLineText(optionalText(CLAIM_REVIEW_NOTES_MAX, 'Review notes')),
});

/** The owner's texts (PATCH /api/battlers/{id}/profile): blank is null; absent keeps the current value. */
export const ownerProfileSchema = z.object({
  tagline: z.string({ error: 'Tagline must be text' }).max(TAGLINE_MAX + 200).nullish()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || v.length <= TAGLINE_MAX, `Tagline must be ${TAGLINE_MAX} characters or less`),
  quote: multiLineText(z.string({ error: 'Quote must be text' }).max(QUOTE_MAX + 200).nullish()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || v.length <= QUOTE_MAX, `Quote must be ${QUOTE_MAX} characters or less`)),
});

export type ClaimRequestBody = z.input<typeof claimRequestSchema>;
export type ClaimReviewBody = z.input<typeof claimReviewSchema>;
export type OwnerProfileBody = z.input<typeof ownerProfileSchema>;
