import { withSeparators } from '../../lib/counts';
import { formatWinRate, type Battler } from '../catalogue';

/** Card text limits (public §2): the tagline everywhere, the quote per card kind. */
export const TAGLINE_MAX = 40;
export const QUOTE_MAX = 60;
export const HOF_QUOTE_MAX = 100;
export const MEMORIAL_QUOTE_MAX = 120;

/** One calendar-day rule for the whole site, and one for event days (Arizona time) (web/src/lib/date.ts). */
export { formatDay, formatEventDay } from '../../lib/date';

/** Builds the link to a battle on the events screen, remembering the way back (public §2). */
export function watchUrl(eventId: string, videoId: string, battlerId: string): string {
  const q = new URLSearchParams({ video: videoId, from: 'battler', battlerid: battlerId });
  return `/events/${encodeURIComponent(eventId)}?${q.toString()}`;
}

/** The win rate shown: N/A until the battler has a battle, whatever the stored value. */
export function shownWinRate(b: Pick<Battler, 'battles' | 'winRate'>): string {
  return formatWinRate(b.battles > 0 ? b.winRate : null);
}

/** Counts with thousands separators, the same on every machine. */
export const formatNumber = withSeparators;
