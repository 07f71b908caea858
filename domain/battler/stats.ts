/** A video's vote tally as the stats need it. */
export interface Tally {
  battlerAVotes: number;
  battlerBVotes: number;
}

export type BattleOutcome = 'A' | 'B' | 'tie';

/** The battler with more votes wins; equal tallies (0–0 included) are a tie: neither a win nor a loss. */
export function battleOutcome(tally: Tally): BattleOutcome {
  if (tally.battlerAVotes > tally.battlerBVotes) return 'A';
  if (tally.battlerBVotes > tally.battlerAVotes) return 'B';
  return 'tie';
}

/** wins / battles × 100 to one decimal; null (shown N/A) with no battles. */
export function winRate(wins: number, battles: number): number | null {
  if (!(battles > 0)) return null;
  return Math.round((wins / battles) * 1000) / 10;
}
