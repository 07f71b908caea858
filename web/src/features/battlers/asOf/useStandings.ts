import { serverMessage } from '../../../lib/errors';
import { useGetBattlerQuery, useGetBattlersWithStatsQuery } from '../../catalogue';
import { useGetBattlerAsOfQuery, useGetBattlersWithStatsAsOfQuery } from './asOfApi';

/** The refusals of a past read the server explains: a bad instant (400), not an admin (401, 403), too many (429). */
const REFUSALS = new Set([400, 401, 403, 429]);

/**
 * Why the server will not show that instant: its own words, for a 400 (too early, in the
 * future, unreadable), a 401 or 403 (the past is for admins: a shared link opened by anyone
 * else) or a 429 (too many instants in a minute). Other failures keep the page's usual error state.
 */
export function pastRefusal(asOf: string | null, error: unknown): string | undefined {
  if (!asOf || !error || !REFUSALS.has((error as { status?: unknown }).status as number)) return undefined;
  return serverMessage(error) ?? 'That date cannot be shown.';
}

/** The directory's battlers, live or as of an instant (only one of the two reads runs). */
export function useBattlersAt(asOf: string | null) {
  const live = useGetBattlersWithStatsQuery(undefined, { skip: !!asOf });
  const past = useGetBattlersWithStatsAsOfQuery(asOf ?? '', { skip: !asOf });
  return asOf ? past : live;
}

/** One battler, live or as of an instant. */
export function useBattlerAt(id: string, asOf: string | null) {
  const live = useGetBattlerQuery(id, { skip: !id || !!asOf });
  const past = useGetBattlerAsOfQuery({ id, asOf: asOf ?? '' }, { skip: !id || !asOf });
  return asOf ? past : live;
}
