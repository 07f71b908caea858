import type { LeagueEvent, MainVideo } from '../catalogue';

/** How many of the newest past events are asked for a main video (public §9). */
export const MAIN_VIDEO_CANDIDATES = 5;
/** Cards under the featured event, padded with 'Coming Soon' (public §2). */
export const SECONDARY_CARDS = 3;

function time(e: LeagueEvent): number {
  return e.eventDate ? Date.parse(e.eventDate) : NaN;
}

/** Events dated on or before `now`, newest first; undated ones have not happened (public §4). */
export function pastEvents(events: readonly LeagueEvent[], now: number): LeagueEvent[] {
  return events.filter((e) => time(e) <= now).sort((a, b) => time(b) - time(a));
}

export interface Featured {
  event: LeagueEvent;
  mainVideo: MainVideo | null;
}

/**
 * Among the newest past events, the newest with a main video; else the newest past event
 * (public §4). `mainVideos[i]` is the answer for `past[i]`.
 */
export function pickFeatured(past: readonly LeagueEvent[], mainVideos: readonly (MainVideo | null)[]): Featured | null {
  if (past.length === 0) return null;
  for (let i = 0; i < Math.min(past.length, MAIN_VIDEO_CANDIDATES); i += 1) {
    const mainVideo = mainVideos[i];
    if (mainVideo) return { event: past[i], mainVideo };
  }
  return { event: past[0], mainVideo: null };
}

/** The past events shown as cards: the newest ones other than the featured one, at most three. */
export function secondaryEvents(past: readonly LeagueEvent[], featured: LeagueEvent): LeagueEvent[] {
  return past.filter((e) => e.id !== featured.id).slice(0, SECONDARY_CARDS);
}
