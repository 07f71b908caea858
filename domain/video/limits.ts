/**
 * A video's text limits, as the decider (video.ts) and the API's schemas
 * (api/features/catalogue/schemas.ts) check them: the upload, edit and large upload
 * dialogs take them from here. Its battler names are battlers' names, at most
 * BATTLER_NAME_MAX (domain/battler/limits.ts). No imports.
 */
export const VIDEO_TITLE_MAX = 255;
export const VIDEO_DESCRIPTION_MAX = 5000;
