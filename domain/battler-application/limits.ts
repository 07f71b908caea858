/** The battler tryout's limits and messages, shared by the decider, the API's schemas and the web form. No imports. */
export const BATTLER_NAME_MAX = 255;
export const EXPERIENCE_MIN = 10;
export const EXPERIENCE_MAX = 5000;
export const SOCIAL_MEDIA_MAX = 1000;
export const LOCATION_MAX = 255;
export const YEARS_OF_BATTLING_MAX = 100;

export const BATTLER_NAME_REQUIRED = 'Battler name is required';
export const EXPERIENCE_TOO_SHORT = 'Please provide more details about your experience';
export const ALREADY_PENDING = 'You already have a battler application pending review';
export const ALREADY_APPROVED = 'Your battler application has already been approved';
