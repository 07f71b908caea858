import { formatCount } from '../../lib/counts';
import { serverMessage } from '../../lib/errors';
import type {
  BattlerBriefWire,
  DuplicatePairWire,
  MergePreviewWire,
  MergeProfileFieldWire,
} from '../../../../api/features/battler-merge/wire-types';

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

/** A battler's own things as the merge preview names them. */
export const PROFILE_FIELD_TEXT: Record<MergeProfileFieldWire, string> = {
  profileImageUrl: 'photo',
  coverImageUrl: 'cover image',
  tagline: 'tagline',
  quote: 'quote',
  isRetired: 'Retired flag',
  isHallOfFame: 'Hall of Fame flag',
  isDeceased: 'Deceased flag',
  deceasedDate: 'date of death',
  memorialNotes: 'memorial notes',
};

/** 'a', 'a and b', 'a, b and c' */
const wordList = (fields: readonly MergeProfileFieldWire[]) => {
  const words = fields.map((f) => PROFILE_FIELD_TEXT[f]);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
};
const IMAGES: readonly MergeProfileFieldWire[] = ['profileImageUrl', 'coverImageUrl'];

/**
 * What becomes of the source's photo, cover, texts and flags, one sentence each: what the
 * kept battler takes, what it keeps of its own, what its owner manages, and the image
 * files deleted. Nothing when the server did not say (an older server).
 */
export function profileLines({ source, target, profile }: Pick<MergePreviewWire, 'source' | 'target' | 'profile'>): string[] {
  if (!profile) return [];
  const { takes, keepsOwn, ownerManaged } = profile;
  const [s, t] = [source.name, target.name];
  const go = (fields: readonly unknown[]) => (fields.length === 1 ? 'goes' : 'go');
  const lines: string[] = [];
  if (takes.length) lines.push(`${t} takes ${s}'s ${wordList(takes)}.`);
  if (keepsOwn.length) lines.push(`${t} keeps its own ${wordList(keepsOwn)}; ${s}'s ${go(keepsOwn)}.`);
  if (ownerManaged.length) lines.push(`${t}'s owner manages its ${wordList(ownerManaged)}; ${s}'s ${go(ownerManaged)}.`);
  const deleted = [...keepsOwn, ...ownerManaged].filter((f) => IMAGES.includes(f));
  if (deleted.length) lines.push(`${s}'s ${wordList(deleted)} ${deleted.length === 1 ? 'file is' : 'files are'} deleted.`);
  if (!lines.length) lines.push(`${s} has no photo, cover image, tagline, quote or flag that ${t} lacks.`);
  return lines;
}
