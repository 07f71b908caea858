/** The first letters of a name's first two words, for a picture's placeholder ('Saguaro Sound Co' → 'SS'); '?' for none. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';
}

/** A battler photo's placeholder: the first and the last word's first letters ('Big Mike' → 'BM', 'Rx' → 'R'). */
export function firstAndLastInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0][0]] : [words[0][0], words[words.length - 1][0]];
  return letters.join('').toUpperCase();
}
