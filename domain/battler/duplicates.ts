import { distance } from 'fastest-levenshtein';
import { DUPLICATE_MIN_SCORE, DUPLICATES_MAX_PAIRS } from './limits';

/**
 * Duplicate battlers (issue 13): names compared after normalisation, then by edit
 * distance. Pure: the read side hands in the directory, the routes shape the answer.
 */

export type DuplicateReason = 'same-name' | 'similar';

/** Whole words that mean the same thing written two ways (number words as digits, 'little' as 'lil'). */
const WORDS: Record<string, string> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  little: 'lil',
};

/** Digits standing for letters (l33t), read as letters only inside a word that has letters. */
const LEET: Record<string, string> = { 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't' };

/** Symbols rap names use for letters ('Ca$h', 'Gr@ce'). */
const SYMBOLS: Record<string, string> = { $: 's', '@': 'a' };

/**
 * The comparable form of a name: accents and case dropped, apostrophes and other
 * punctuation gone (so "Lil'", "Li'l" and "Lil" agree), number words as digits,
 * l33t digits inside words as letters, and no spaces (so 'LilReek' = 'Lil Reek').
 * A number standing alone stays a number: 'Reek 2' is not 'Reek Z'.
 */
export function normaliseName(name: string): string {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/[$@]/g, (c) => SYMBOLS[c])
    .replace(/['\u2019`\u00b4]/g, '');
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const key = words.map((w) => {
    const word = WORDS[w] ?? w;
    return /\p{L}/u.test(word) ? word.replace(/[013457]/g, (d) => LEET[d]) : word;
  }).join('');
  // a name of punctuation only is compared as typed rather than as nothing
  return key || name.trim().toLowerCase();
}

/** 1 for the same name once normalised, else 1 − edit distance / the longer length (0…1). */
export function nameScore(a: string, b: string): number {
  return keyScore(normaliseName(a), normaliseName(b));
}

function keyScore(a: string, b: string): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

const reasonOf = (score: number): DuplicateReason => (score === 1 ? 'same-name' : 'similar');
const rounded = (score: number) => Math.round(score * 1000) / 1000;

export interface NamedBattler {
  id: string;
  name: string;
}

export interface DuplicatePair<B extends NamedBattler> {
  a: B;
  b: B;
  score: number;
  reason: DuplicateReason;
}

export interface DuplicateOptions {
  minScore?: number;
  maxPairs?: number;
  /** filled with how many pairs were compared by edit distance (the length and letter bounds skip the rest) */
  stats?: { compared: number };
}

/**
 * Likely duplicate pairs, best first. Keys are sorted by length and each is compared
 * only with keys short enough to reach the minimum score (the distance is at least
 * the length difference, and at least what the letter counts differ by), so a directory of a few thousand names costs a fraction of
 * all n² pairs. `a` is the one listed first in `battlers` (the caller's order).
 */
export function findDuplicates<B extends NamedBattler>(battlers: readonly B[], options: DuplicateOptions = {}): DuplicatePair<B>[] {
  const minScore = options.minScore ?? DUPLICATE_MIN_SCORE;
  const maxPairs = options.maxPairs ?? DUPLICATES_MAX_PAIRS;
  const keyed = battlers.map((battler, order) => {
    const key = normaliseName(battler.name);
    return { battler, order, key, bag: bagOf(key) };
  }).sort((x, y) => x.key.length - y.key.length);
  const pairs: DuplicatePair<B>[] = [];
  let compared = 0;
  for (let i = 0; i < keyed.length; i++) {
    const x = keyed[i];
    for (let j = i + 1; j < keyed.length; j++) {
      const y = keyed[j];
      // y is at least as long; once even an equal rest cannot reach minScore, no longer key will
      if (1 - (y.key.length - x.key.length) / Math.max(1, y.key.length) < minScore) break;
      // the letters one has and the other lacks bound the distance from below, for a fraction of its cost
      if (1 - bagDistance(x.bag, y.bag) / Math.max(1, y.key.length) < minScore) continue;
      compared++;
      const score = keyScore(x.key, y.key);
      if (score < minScore) continue;
      const [a, b] = x.order < y.order ? [x, y] : [y, x];
      pairs.push({ a: a.battler, b: b.battler, score: rounded(score), reason: reasonOf(score) });
    }
  }
  if (options.stats) options.stats.compared = compared;
  return pairs.sort((p, q) => q.score - p.score || p.a.name.localeCompare(q.a.name) || p.b.name.localeCompare(q.b.name))
    .slice(0, maxPairs);
}

/** How many of each letter and digit a key has (everything else in one slot). */
function bagOf(key: string): Uint8Array {
  const bag = new Uint8Array(37);
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    const slot = c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : 36;
    bag[slot] = Math.min(255, bag[slot] + 1);
  }
  return bag;
}

/** A lower bound of the edit distance: each edit fixes at most one surplus and one shortfall. */
function bagDistance(x: Uint8Array, y: Uint8Array): number {
  let surplus = 0;
  let shortfall = 0;
  for (let i = 0; i < 37; i++) {
    const d = x[i] - y[i];
    if (d > 0) surplus += d;
    else shortfall -= d;
  }
  return Math.max(surplus, shortfall);
}

export interface SimilarMatch<B extends NamedBattler> {
  battler: B;
  score: number;
  reason: DuplicateReason;
}

/** The battlers a typed name may mean (an application's battlerName), best first. */
export function similarTo<B extends NamedBattler>(name: string, battlers: readonly B[], options: { minScore?: number; max?: number } = {}): SimilarMatch<B>[] {
  const minScore = options.minScore ?? DUPLICATE_MIN_SCORE;
  const key = normaliseName(name);
  return battlers.map((battler) => ({ battler, score: keyScore(key, normaliseName(battler.name)) }))
    .filter((m) => m.score >= minScore)
    .sort((p, q) => q.score - p.score || p.battler.name.localeCompare(q.battler.name))
    .slice(0, options.max ?? 20)
    .map((m) => ({ battler: m.battler, score: rounded(m.score), reason: reasonOf(m.score) }));
}
