import { formatCount } from '../../lib/counts';
import { serverMessage } from '../../lib/errors';
import type { BattlerBriefWire, DuplicatePairWire } from '../../../../api/wire-types';

export const scorePercent = (score: number) => `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%`;

export const REASON_TEXT = { 'same-name': 'Same name', similar: 'Similar' } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** One line of a battler's record: battles, wins–losses, votes, YouTube views. */
export function statsLine(b: BattlerBriefWire): string {
  return [
    plural(b.battles, 'battle'),
    `${b.wins}–${b.losses}`,
    plural(b.totalVotes, 'vote'),
    plural(b.totalYoutubeViews, 'YouTube view'),
  ].join(' · ');
}

/**
 * Which of a likely pair to keep: the claimed one (a claimed battler cannot be merged
 * away from its owner), else the longer record (battles, then votes), else the first.
 * The admin can swap before merging.
 */
export function keptFirst({ a, b }: Pick<DuplicatePairWire, 'a' | 'b'>): { source: BattlerBriefWire; target: BattlerBriefWire } {
  const rank = (x: BattlerBriefWire) => [x.userId ? 1 : 0, x.battles, x.totalVotes];
  const [ra, rb] = [rank(a), rank(b)];
  const i = ra.findIndex((v, k) => v !== rb[k]);
  const keepB = i >= 0 && rb[i] > ra[i];
  return keepB ? { source: a, target: b } : { source: b, target: a };
}

export const confirmText = (source: string, target: string) =>
  `Merge "${source}" into "${target}"? ${source} leaves the directory; its name will lead to ${target}.`;

/** A failed read in words: the server's message, else the 'status: text' the API slice made. */
export function failText(err: unknown): string {
  const own = serverMessage(err);
  if (own) return own;
  const message = typeof err === 'object' && err !== null ? (err as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : 'Request failed';
}
