/** The first letters of a name's first two words, for a picture's placeholder ('Saguaro Sound Co' → 'SS'); '?' for none. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';
}
