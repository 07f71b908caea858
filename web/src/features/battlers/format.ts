import { formatDate } from '../../lib/date';
import { formatWinRate, type Battler } from '../catalogue';

/** Card text limits (public §2): the tagline everywhere, the quote per card kind. */
export const TAGLINE_MAX = 40;
export const QUOTE_MAX = 60;
export const HOF_QUOTE_MAX = 100;
export const MEMORIAL_QUOTE_MAX = 120;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const UTC_MIDNIGHT = /^\d{4}-\d{2}-\d{2}T00:00(:00(\.0+)?)?(Z|\+00:00)$/;

/**
 * 'MMM d, yyyy' for a calendar day stored "as entered". A bare date or a UTC midnight is a day,
 * not an instant: read in the viewer's zone it would show the day before west of Greenwich.
 */
export function formatDay(value: string | null | undefined, viewerZone?: string): string {
  if (!value) return '';
  return DATE_ONLY.test(value) || UTC_MIDNIGHT.test(value) ? formatDate(value, 'UTC') : formatDate(value, viewerZone);
}

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
export const formatNumber = (n: number) => n.toLocaleString('en-US');
