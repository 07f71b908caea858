/** The league's identity: one place to change the name, address and links. */
export const PRODUCT = 'UBR';
export const LEAGUE_NAME = 'UBR Battle Rap League';
export const LEAGUE_YEARS = 13;
export const REGION = 'Southwest Region';
export const LOCATION = 'New Mexico USA';
export const HOURS = '24/7';
export const CONTACT_EMAIL = 'info@ubrleague.com';
export const VIDEO_CHANNEL_URL = 'https://www.youtube.com/@UBRLeague';
export const FACEBOOK_URL = 'https://www.facebook.com/UBRLeague';
export const INSTAGRAM_URL = 'https://www.instagram.com/ubrleague';
export const X_URL = 'https://x.com/UBRLeague';
export const TAGLINE = "The Southwest's proving ground for battle rap. Raw bars, real crowds, no second takes.";
