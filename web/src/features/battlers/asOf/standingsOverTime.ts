import type { Battler } from '../../catalogue';

const YEAR_MS = 365 * 86_400_000;
const MINUTE_MS = 60_000;

/** How many instants the chart reads: few, as each past read may cost the server a replay (and counts toward its per-minute limit). */
export const STANDINGS_SAMPLES = 6;
/** How many battlers the chart follows: the top ones in the standings at the chosen instant. */
export const STANDINGS_TOP = 5;

/** When the league began, as far as a roster tells: its earliest battler (undefined for an empty one). */
export function leagueStart(roster: readonly Battler[]): string | undefined {
  const times = roster.map((b) => Date.parse(b.createdAt)).filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.min(...times)).toISOString() : undefined;
}

/**
 * The instants sampled, oldest first: evenly from the league's start (or one year back, the
 * later of the two) to the chosen one. The last is the chosen value as given, so its read is
 * the page's own cached one; the others fall on whole minutes (seconds in a league's first
 * hour), rounded up so none lands before the start.
 */
export function sampleInstants(asOf: string, since?: string, samples = STANDINGS_SAMPLES): string[] {
  const end = Date.parse(asOf);
  if (Number.isNaN(end)) return [];
  const first = since ? Date.parse(since) : Number.NaN;
  const start = Number.isNaN(first) ? end - YEAR_MS : Math.max(end - YEAR_MS, first);
  if (start >= end || samples < 2) return [asOf];
  const step = (end - start) / (samples - 1);
  // whole minutes share cached reads between picks; a league younger than an hour gets whole seconds
  const unit = end - start >= 60 * MINUTE_MS ? MINUTE_MS : 1000;
  const earlier = Array.from({ length: samples - 1 }, (_, i) => Math.ceil((start + i * step) / unit) * unit)
    .filter((t, i, all) => t < end && all.indexOf(t) === i)
    .map((t) => new Date(t).toISOString());
  return [...earlier, asOf];
}

/** The standings' order: most wins, then most votes, then by name. */
const byStanding = (a: Battler, b: Battler) => b.wins - a.wins || b.totalVotes - a.totalVotes || a.name.localeCompare(b.name);

export interface StandingsSeries {
  /** the instants that answered, oldest first */
  instants: string[];
  /** the top battlers at the last instant, each with its wins at every instant */
  series: { label: string; values: number[] }[];
}

/**
 * The top battlers in the standings at the last answered instant and their wins at each one.
 * An instant the server refused (before the league's first event, too many asked for) is left
 * out; a battler not yet in the league at an instant counts 0 there.
 */
export function standingsSeries(instants: readonly string[], rosters: readonly (readonly Battler[] | null)[], top = STANDINGS_TOP): StandingsSeries {
  const answered = instants.flatMap((at, i) => (rosters[i] ? [{ at, roster: rosters[i] }] : []));
  const last = answered.at(-1);
  if (!last) return { instants: [], series: [] };
  const leaders = [...last.roster].sort(byStanding).slice(0, top);
  return {
    instants: answered.map((a) => a.at),
    series: leaders.map((leader) => ({
      label: leader.name,
      values: answered.map((a) => a.roster.find((b) => b.id === leader.id)?.wins ?? 0),
    })),
  };
}
