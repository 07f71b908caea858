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
/**
 * The kept scratch read models' size, as the events replayed into them (summed over
 * the kept ones): the least recently used go past it, the newest is always kept. At
 * 280 000 events a snapshot measured 300-400 MB, so this is 3 such, not 8 (~1.2 GB).
 */
export const AS_OF_CACHE_EVENTS = 1_000_000;
/** asOf reads that need a new replay, per admin and minute (a replay is up to a minute of the server's time) */
export const AS_OF_REPLAYS_PER_MINUTE = 10;
/** a visitor's asOf read (401): the past is for admins, a replay costs the live site */
export const AS_OF_SIGN_IN = 'Sign in as an admin to see the site as it stood';
/** a signed-in non-admin's asOf read (403) */
export const AS_OF_ADMINS_ONLY = 'Only admins can see the site as it stood';
/** too many new instants in a minute (429) */
export const AS_OF_TOO_MANY = 'Too many past instants asked for in a minute. Please wait a minute and try again.';
/** the query parameter, and the web's URL parameter (a link shows the standings of that day) */
export const AS_OF_PARAM = 'asOf';
