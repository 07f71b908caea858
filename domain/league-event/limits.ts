/**
 * An event's text limits, as the decider (league-event.ts) and the API's schema
 * (api/features/catalogue/schemas.ts) check them: the web form takes them from here. No imports.
 */
export const EVENT_TITLE_MAX = 255;
export const EVENT_DESCRIPTION_MAX = 5000;

/**
 * The league's calendar: Arizona time. The events are in person in the US Southwest, so an
 * event's day and hour are Arizona's for every viewer, wherever they are, and a bare date
 * sent for an event means that day's midnight here. America/Phoenix keeps MST (UTC−7) all
 * year, with no daylight saving, so a fixed offset gives its wall time exactly: the web reads
 * the zone with it and no Intl (a guard test in web/src/lib compares it with Intl's zone data).
 */
export const LEAGUE_TIME_ZONE = 'America/Phoenix';
/** minutes to add to UTC for the league's wall time (MST, all year) */
export const LEAGUE_UTC_OFFSET_MINUTES = -420;
