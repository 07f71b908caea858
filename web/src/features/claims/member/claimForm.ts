import * as yup from 'yup';
import {
  ADDITIONAL_INFO_MAX, BATTLE_HISTORY_MAX, BATTLE_HISTORY_MIN, BATTLE_HISTORY_TOO_SHORT, BATTLE_VIDEOS_MAX, CLAIM_URL_MAX,
  CONTACT_EMAIL_INVALID, CONTACT_PHONE_MAX, SOCIAL_PLATFORMS, type SocialPlatform,
} from '../../../../../domain/claim-request/limits';
import type { ClaimRequestBody } from '../claimsApi';
import { EMAIL_PATTERN } from '../../../../../domain/shared/limits';

// The server's rules and messages (domain limits and api/features/claims/schemas.ts), checked here first.

const tooLong = (name: string, max: number) => `${name} is too long (max ${max})`;
const urlMessage = (name: string) => `${name} must be a web address starting with http:// or https://`;
const EMAIL_MAX = 254;

/** http or https only, like the server's isWebUrl; blank passes (blank rows are dropped). */
export function isWebUrl(value: string): boolean {
  const text = value.trim();
  if (!text) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const url = (name: string) => yup.string().max(CLAIM_URL_MAX, tooLong(name, CLAIM_URL_MAX)).test('web-url', urlMessage(name), (v) => isWebUrl(v ?? ''));

export interface ClaimValues {
  contactEmail: string;
  contactPhone: string;
  battleVideos: string[];
  socialMediaLinks: Record<SocialPlatform, string>;
  battleHistory: string;
  additionalInfo: string;
}

export const emptyClaim = (email = ''): ClaimValues => ({
  contactEmail: email,
  contactPhone: '',
  battleVideos: [''],
  socialMediaLinks: Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, ''])) as Record<SocialPlatform, string>,
  battleHistory: '',
  additionalInfo: '',
});

export const claimSchema = yup.object({
  contactEmail: yup.string().trim().required(CONTACT_EMAIL_INVALID).matches(EMAIL_PATTERN, CONTACT_EMAIL_INVALID).max(EMAIL_MAX, 'Email is too long'),
  contactPhone: yup.string().trim().max(CONTACT_PHONE_MAX, tooLong('Contact phone', CONTACT_PHONE_MAX)),
  battleVideos: yup.array(url('Battle video URL')).max(BATTLE_VIDEOS_MAX, `At most ${BATTLE_VIDEOS_MAX} battle videos`),
  socialMediaLinks: yup.object(Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, url('This link')]))),
  battleHistory: yup.string().trim().required(BATTLE_HISTORY_TOO_SHORT).min(BATTLE_HISTORY_MIN, BATTLE_HISTORY_TOO_SHORT)
    .max(BATTLE_HISTORY_MAX, tooLong('Battle history', BATTLE_HISTORY_MAX)),
  additionalInfo: yup.string().trim().max(ADDITIONAL_INFO_MAX, tooLong('Additional information', ADDITIONAL_INFO_MAX)),
});

/** The non-blank video URLs: the form refuses to send none (the 'Battle Videos Required' toast). */
export const filledVideos = (v: ClaimValues) => v.battleVideos.map((u) => u.trim()).filter(Boolean);

/** The request body: blank optional texts as null, blank links dropped, the links map left out when empty. */
export function toClaimBody(battlerId: string, v: ClaimValues): ClaimRequestBody {
  const links = SOCIAL_PLATFORMS.map((p) => [p, v.socialMediaLinks[p].trim()] as const).filter(([, u]) => u);
  return {
    battlerId,
    contactEmail: v.contactEmail.trim(),
    contactPhone: v.contactPhone.trim() || null,
    battleVideos: filledVideos(v),
    ...(links.length ? { socialMediaLinks: Object.fromEntries(links) } : {}),
    battleHistory: v.battleHistory.trim(),
    additionalInfo: v.additionalInfo.trim() || null,
  };
}
