/**
 * An event's text limits, as the decider (league-event.ts) and the API's schema
 * (api/features/catalogue/schemas.ts) check them: the web form takes them from here. No imports.
 */
export const EVENT_TITLE_MAX = 255;
export const EVENT_DESCRIPTION_MAX = 5000;
