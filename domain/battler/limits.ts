/** A battler's text limits: the decider, the API's schemas and the web forms share them. No imports. */
export const BATTLER_NAME_MAX = 255;
export const TAGLINE_MAX = 100;
export const QUOTE_MAX = 250;
export const MEMORIAL_NOTES_MAX = 2000;
/** A battler's profile photo and cover image: an image by its bytes, at most this size. */
export const BATTLER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// Duplicate battlers and their merge (issue 13)
/** pairs scoring at least this are listed as likely duplicates (1 = the same name once normalised) */
export const DUPLICATE_MIN_SCORE = 0.8;
export const DUPLICATES_MAX_PAIRS = 200;
export const MERGE_SAME_BATTLER = 'Choose two different battlers to merge';
export const MERGE_ALREADY_MERGED = 'This battler was already merged into another';
export const MERGE_BOTH_CLAIMED = 'Both battlers are claimed: a merge would take a profile from its owner';
export const MERGE_FACED_EACH_OTHER = 'These battlers battled each other: merged, a battler would face itself';
