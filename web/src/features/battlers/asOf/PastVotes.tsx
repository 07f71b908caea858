import type { Battle } from '../../catalogue';
import { formatNumber } from '../format';
import { useGetVideoVotesAsOfQuery } from './asOfApi';

/**
 * A battle's votes as they stood at the page's instant, this battler's side first. The live
 * history shows no tallies; the past one does, since how the votes stood is what it is for.
 */
export function PastVotes({ battle, battlerId, asOf }: { battle: Battle; battlerId: string; asOf: string }) {
  const { data, isLoading, isError } = useGetVideoVotesAsOfQuery({ videoId: battle.id, asOf });
  if (isLoading) return <span>Votes then: loading…</span>;
  if (isError || !data) return <span>Votes then: unavailable</span>;
  const onB = battle.battlerBId === battlerId;
  const mine = onB ? data.battlerBVotes : data.battlerAVotes;
  const theirs = onB ? data.battlerAVotes : data.battlerBVotes;
  return (
    <span data-testid={`past-votes-${battle.id}`}>
      Votes then: {formatNumber(mine)} to {formatNumber(theirs)}
    </span>
  );
}
