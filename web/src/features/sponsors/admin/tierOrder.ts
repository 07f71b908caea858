import { TIER_DISPLAY_ORDER_MAX } from '../../../../../domain/sponsorship/limits';
import type { AdminSponsorshipTierWire } from './sponsorsAdminApi';
import type { TierOrderChange } from './sponsorsAdminApi';

type Ordered = Pick<AdminSponsorshipTierWire, 'id' | 'name' | 'displayOrder'>;

/** The admin list's order, the server's: displayOrder, then name. */
export function sortTiers<T extends Ordered>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}

/**
 * The two PUTs that move the tier at `index` one place up or down: it swaps
 * displayOrder with its neighbour. Two tiers sharing a value would swap nothing
 * (the list then orders them by name), so the one that ends up below takes the
 * shared value plus one; at the server's maximum (TIER_DISPLAY_ORDER_MAX: it refuses more) the
 * one that ends up on top takes the shared value minus one instead, so the move never sends a
 * value out of range. Null at either end of the list.
 */
export function moveChanges(tiers: readonly Ordered[], index: number, direction: 'up' | 'down'): [TierOrderChange, TierOrderChange] | null {
  const upperIndex = direction === 'up' ? index - 1 : index;
  const upper = tiers[upperIndex];
  const lower = tiers[upperIndex + 1];
  if (upperIndex < 0 || !upper || !lower) return null;
  let top = upper.displayOrder;
  let below = lower.displayOrder;
  if (top === below) {
    if (top < TIER_DISPLAY_ORDER_MAX) below = top + 1;
    else top -= 1;
  }
  const moved = tiers[index]!;
  // the tier the admin moved first, then its neighbour
  const forMoved = moved.id === lower.id ? top : below;
  const neighbour = moved.id === lower.id ? upper : lower;
  const forNeighbour = moved.id === lower.id ? below : top;
  return [
    { id: moved.id, displayOrder: forMoved },
    { id: neighbour.id, displayOrder: forNeighbour },
  ];
}
