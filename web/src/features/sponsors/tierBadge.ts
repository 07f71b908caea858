export type TierTone = 'gold' | 'silver' | 'bronze' | 'platinum' | 'diamond' | 'other';

const KNOWN: Record<string, { title: string; tone: TierTone }> = {
  gold: { title: 'Gold Partner', tone: 'gold' },
  silver: { title: 'Silver Partner', tone: 'silver' },
  bronze: { title: 'Bronze Partner', tone: 'bronze' },
  platinum: { title: 'Platinum Partner', tone: 'platinum' },
  diamond: { title: 'Diamond Partner', tone: 'diamond' },
};

/** The badge a sponsorship level earns: the five metal tiers by name ignoring case, anything else '<level> Partner'. */
export function tierBadge(level: string): { title: string; tone: TierTone } {
  const trimmed = level.trim();
  return KNOWN[trimmed.toLowerCase()] ?? { title: `${trimmed} Partner`, tone: 'other' };
}
