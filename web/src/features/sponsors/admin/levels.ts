/** Admin cards know three levels (admin spec §2, §9): gold, silver, and bronze for any other. */
export type AdminLevel = 'gold' | 'silver' | 'bronze';

export function adminLevel(sponsorshipLevel: string): AdminLevel {
  const level = sponsorshipLevel.trim().toLowerCase();
  return level === 'gold' || level === 'silver' ? level : 'bronze';
}

export const LEVEL_LABELS: Record<AdminLevel, string> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };

/** Badge fill and text; dark text on each fill is 6:1 or more. */
export const LEVEL_COLOURS: Record<AdminLevel, { fill: string; text: string }> = {
  gold: { fill: '#f5b301', text: '#111111' },
  silver: { fill: '#c4c4cc', text: '#111111' },
  bronze: { fill: '#cd7f32', text: '#111111' },
};
