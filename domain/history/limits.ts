/**
 * Time travel (issue 14): `?asOf=<ISO time>` on the battler detail, the battler
 * directory with stats, a video's votes and an event's video grid. Messages shared by
 * the API and the web's 'as of' picker. No imports.
 */
export const AS_OF_INVALID = 'asOf must be an ISO date and time, for example 2026-03-01T00:00:00Z';
export const AS_OF_TOO_EARLY = "That time is before the league's first event";
export const AS_OF_IN_FUTURE = 'asOf cannot be in the future';
/** scratch read models kept at once, each the whole read model at one log position */
export const AS_OF_CACHE_ENTRIES = 8;
/** the query parameter, and the web's URL parameter (a link shows the standings of that day) */
export const AS_OF_PARAM = 'asOf';
