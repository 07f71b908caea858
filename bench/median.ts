/**
 * The median item by `key` (the lower of the two middle ones for an even count): the round a
 * bench answers with, so the figures printed beside its ratio come from that same round.
 */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor((items.length - 1) / 2)];
}

export const median = (xs: readonly number[]): number => medianBy(xs, (x) => x);
