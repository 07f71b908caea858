import { serverMessage } from '../../../lib/errors';
import { useGetBattlerQuery, useGetBattlersWithStatsQuery } from '../../catalogue';
import { useGetBattlerAsOfQuery, useGetBattlersWithStatsAsOfQuery } from './asOfApi';

/**
 * Why the server will not show that instant (too early, in the future, unreadable): its own
 * words, for a 400. Other failures keep the page's usual error state.
 */
export function pastRefusal(asOf: string | null, error: unknown): string | undefined {
  if (!asOf || !error || (error as { status?: unknown }).status !== 400) return undefined;
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
