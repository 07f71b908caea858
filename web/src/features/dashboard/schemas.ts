import * as yup from 'yup';
import {
  BATTLER_NAME_MAX, BATTLER_NAME_REQUIRED, EXPERIENCE_MAX, EXPERIENCE_MIN, EXPERIENCE_TOO_SHORT, SOCIAL_MEDIA_MAX,
} from '../../../../domain/battler-application/limits';
import {
  COMPANY_NAME_MAX, COMPANY_REQUIRED, CONTACT_NAME_MAX, CONTACT_REQUIRED, EMAIL_INVALID, LEVEL_REQUIRED,
  MESSAGE_REQUIRED, PHONE_MAX, SELECTED_EVENTS_MAX, SPONSOR_MESSAGE_MAX,
} from '../../../../domain/sponsorship/limits';
import { EMAIL_PATTERN } from '../../../../domain/shared/limits';

// The server's own rules and messages (domain limits), checked here first so a member sees them before sending.

const tooLong = (name: string, max: number) => `${name} is too long (max ${max})`;
const EMAIL_MAX = 254;

const email = yup.string().trim().required(EMAIL_INVALID).matches(EMAIL_PATTERN, EMAIL_INVALID).max(EMAIL_MAX, 'Email is too long');
const phone = yup.string().trim().max(PHONE_MAX, tooLong('Phone number', PHONE_MAX));

export const sponsorshipSchema = yup.object({
  companyName: yup.string().trim().required(COMPANY_REQUIRED).max(COMPANY_NAME_MAX, tooLong('Company name', COMPANY_NAME_MAX)),
  contactName: yup.string().trim().required(CONTACT_REQUIRED).max(CONTACT_NAME_MAX, tooLong('Contact name', CONTACT_NAME_MAX)),
  email,
  phoneNumber: phone,
  sponsorshipLevel: yup.string().trim().required(LEVEL_REQUIRED),
  selectedEvents: yup.array(yup.string().required()).max(SELECTED_EVENTS_MAX, `At most ${SELECTED_EVENTS_MAX} events can be selected`),
  message: yup.string().trim().required(MESSAGE_REQUIRED).max(SPONSOR_MESSAGE_MAX, tooLong('Message', SPONSOR_MESSAGE_MAX)),
});

export const battlerSchema = yup.object({
  battlerName: yup.string().trim().required(BATTLER_NAME_REQUIRED).max(BATTLER_NAME_MAX, tooLong('Battler name', BATTLER_NAME_MAX)),
  email,
  phoneNumber: phone,
  experience: yup.string().trim().required(EXPERIENCE_TOO_SHORT).min(EXPERIENCE_MIN, EXPERIENCE_TOO_SHORT)
    .max(EXPERIENCE_MAX, tooLong('Experience', EXPERIENCE_MAX)),
  socialMedia: yup.string().trim().max(SOCIAL_MEDIA_MAX, tooLong('Social media', SOCIAL_MEDIA_MAX)),
});

export interface SponsorshipValues {
  companyName: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  sponsorshipLevel: string;
  selectedEvents: string[];
  message: string;
}

export interface BattlerValues {
  battlerName: string;
  email: string;
  phoneNumber: string;
  experience: string;
  socialMedia: string;
}
