/** The battler directory's tabs (public §4): exactly one category per battler. */
export type BattlerCategory = 'active' | 'retired' | 'hall_of_fame' | 'in_memory';

export interface BattlerFlags {
  isRetired: boolean;
  isHallOfFame: boolean;
  isDeceased: boolean;
}

/** In Memory takes precedence, then Hall of Fame, then Retired; none of them is Active. */
export function categoryOf(b: BattlerFlags): BattlerCategory {
  if (b.isDeceased) return 'in_memory';
  if (b.isHallOfFame) return 'hall_of_fame';
  if (b.isRetired) return 'retired';
  return 'active';
}
