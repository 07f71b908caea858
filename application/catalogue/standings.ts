import type { BattlerView } from './read-model';

const YEAR_MS = 365 * 86_400_000;
const MINUTE_MS = 60_000;

/** How many instants the standings are read at: one replay of the battlers' model passes them all. */
export const STANDINGS_SAMPLES = 6;
/** How many battlers the chart follows: the top ones in the standings at the last instant. */
export const STANDINGS_TOP = 5;

/**
 * The instants sampled, oldest first: evenly from the league's start (or one year back, the
 * later of the two) to `until`, which is the last. The others fall on whole minutes (seconds in
 * a league's first hour), rounded up so none lands before the start.
 */
export function sampleInstants(until: Date, since: Date | null, samples = STANDINGS_SAMPLES): Date[] {
  const end = until.getTime();
  const start = since ? Math.max(end - YEAR_MS, since.getTime()) : end - YEAR_MS;
  if (start >= end || samples < 2) return [until];
  const step = (end - start) / (samples - 1);
  const unit = end - start >= 60 * MINUTE_MS ? MINUTE_MS : 1000;
  const earlier = Array.from({ length: samples - 1 }, (_, i) => Math.ceil((start + i * step) / unit) * unit)
    .filter((t, i, all) => t < end && all.indexOf(t) === i);
  return [...earlier.map((t) => new Date(t)), until];
}

type Standing = Pick<BattlerView, 'id' | 'name' | 'wins' | 'totalVotes'>;

/** The standings' order: most wins, then most votes, then by name. */
const byStanding = (a: Standing, b: Standing) => b.wins - a.wins || b.totalVotes - a.totalVotes || a.name.localeCompare(b.name);

export interface StandingsOverTime {
  /** the instants read, oldest first (ISO) */
  instants: string[];
  /** the top battlers at the last instant, each with its wins at every instant (0 before it joined) */
  series: { battlerId: string; name: string; wins: number[] }[];
}

/** The top battlers at the last instant and their wins at each one. */
export function standingsOverTime(points: readonly { at: Date; roster: readonly Standing[] }[], top = STANDINGS_TOP): StandingsOverTime {
  const last = points.at(-1);
  if (!last) return { instants: [], series: [] };
  const leaders = [...last.roster].sort(byStanding).slice(0, top);
  const winsAt = points.map((p) => new Map(p.roster.map((b) => [b.id, b.wins])));
  return {
    instants: points.map((p) => p.at.toISOString()),
    series: leaders.map((leader) => ({ battlerId: leader.id, name: leader.name, wins: winsAt.map((w) => w.get(leader.id) ?? 0) })),
  };
}
