/** A battler's text limits: the decider, the API's schemas and the web forms share them. No imports. */
export const BATTLER_NAME_MAX = 255;
export const TAGLINE_MAX = 100;
export const QUOTE_MAX = 250;
export const MEMORIAL_NOTES_MAX = 2000;
/** A battler's profile photo and cover image: an image by its bytes, at most this size. */
export const BATTLER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
