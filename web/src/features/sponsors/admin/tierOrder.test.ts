import { TIER_DISPLAY_ORDER_MAX, TIER_DISPLAY_ORDER_MIN } from '../../../../../domain/sponsorship/limits';
import { moveChanges, sortTiers } from './tierOrder';

const tier = (id: string, name: string, displayOrder: number) => ({ id, name, displayOrder });

describe('tier order', () => {
  it('sorts by displayOrder, then name', () => {
    const sorted = sortTiers([tier('c', 'Gold', 2), tier('b', 'Bronze', 1), tier('a', 'Silver', 1)]);
    expect(sorted.map((t) => t.id)).toEqual(['b', 'a', 'c']);
  });

  const list = [tier('a', 'Gold', 0), tier('b', 'Silver', 5), tier('c', 'Bronze', 9)];

  it('moves up by swapping displayOrder with the tier above: the moved tier first', () => {
    expect(moveChanges(list, 1, 'up')).toEqual([
      { id: 'b', displayOrder: 0 },
      { id: 'a', displayOrder: 5 },
    ]);
  });

  it('moves down by swapping displayOrder with the tier below', () => {
    expect(moveChanges(list, 1, 'down')).toEqual([
      { id: 'b', displayOrder: 9 },
      { id: 'c', displayOrder: 5 },
    ]);
  });

  it('gives two tiers sharing a displayOrder distinct values, so the move shows', () => {
    const same = [tier('a', 'Bronze', 3), tier('b', 'Gold', 3)];
    expect(moveChanges(same, 1, 'up')).toEqual([
      { id: 'b', displayOrder: 3 },
      { id: 'a', displayOrder: 4 },
    ]);
    expect(moveChanges(same, 0, 'down')).toEqual([
      { id: 'a', displayOrder: 4 },
      { id: 'b', displayOrder: 3 },
    ]);
    const after = sortTiers([
      { ...same[0]!, displayOrder: 4 },
      { ...same[1]!, displayOrder: 3 },
    ]);
    expect(after.map((t) => t.id)).toEqual(['b', 'a']);
  });

  /** The order after the two PUTs, as the server would store them and the list would sort them. */
  const applied = (tiers: ReturnType<typeof tier>[], index: number, direction: 'up' | 'down') => {
    const changes = moveChanges(tiers, index, direction)!;
    const next = tiers.map((t) => ({ ...t, displayOrder: changes.find((c) => c.id === t.id)?.displayOrder ?? t.displayOrder }));
    for (const c of changes) {
      expect(c.displayOrder).toBeGreaterThanOrEqual(TIER_DISPLAY_ORDER_MIN);
      expect(c.displayOrder).toBeLessThanOrEqual(TIER_DISPLAY_ORDER_MAX);
    }
    return sortTiers(next).map((t) => t.id);
  };

  it('keeps a shared displayOrder at the maximum in range: the tier on top takes one less', () => {
    const top = [tier('a', 'Bronze', TIER_DISPLAY_ORDER_MAX), tier('b', 'Gold', TIER_DISPLAY_ORDER_MAX)];
    expect(moveChanges(top, 1, 'up')).toEqual([
      { id: 'b', displayOrder: TIER_DISPLAY_ORDER_MAX - 1 },
      { id: 'a', displayOrder: TIER_DISPLAY_ORDER_MAX },
    ]);
    expect(moveChanges(top, 0, 'down')).toEqual([
      { id: 'a', displayOrder: TIER_DISPLAY_ORDER_MAX },
      { id: 'b', displayOrder: TIER_DISPLAY_ORDER_MAX - 1 },
    ]);
    expect(applied(top, 1, 'up')).toEqual(['b', 'a']);
    expect(applied(top, 0, 'down')).toEqual(['b', 'a']);
    // with a tier above sharing nothing: the moved tier still lands one place up
    const three = [tier('x', 'Diamond', 0), ...top];
    expect(applied(three, 2, 'up')).toEqual(['x', 'b', 'a']);
    expect(applied(three, 1, 'down')).toEqual(['x', 'b', 'a']);
  });

  it('keeps a shared displayOrder at the minimum in range: the tier below takes one more', () => {
    const bottom = [tier('a', 'Bronze', TIER_DISPLAY_ORDER_MIN), tier('b', 'Gold', TIER_DISPLAY_ORDER_MIN)];
    expect(moveChanges(bottom, 1, 'up')).toEqual([
      { id: 'b', displayOrder: TIER_DISPLAY_ORDER_MIN },
      { id: 'a', displayOrder: TIER_DISPLAY_ORDER_MIN + 1 },
    ]);
    expect(moveChanges(bottom, 0, 'down')).toEqual([
      { id: 'a', displayOrder: TIER_DISPLAY_ORDER_MIN + 1 },
      { id: 'b', displayOrder: TIER_DISPLAY_ORDER_MIN },
    ]);
    expect(applied(bottom, 1, 'up')).toEqual(['b', 'a']);
    expect(applied(bottom, 0, 'down')).toEqual(['b', 'a']);
  });

  it('swaps the limits themselves as they are, up and down', () => {
    const ends = [tier('a', 'Gold', TIER_DISPLAY_ORDER_MIN), tier('b', 'Silver', TIER_DISPLAY_ORDER_MAX)];
    expect(moveChanges(ends, 1, 'up')).toEqual([
      { id: 'b', displayOrder: TIER_DISPLAY_ORDER_MIN },
      { id: 'a', displayOrder: TIER_DISPLAY_ORDER_MAX },
    ]);
    expect(moveChanges(ends, 0, 'down')).toEqual([
      { id: 'a', displayOrder: TIER_DISPLAY_ORDER_MAX },
      { id: 'b', displayOrder: TIER_DISPLAY_ORDER_MIN },
    ]);
    // one below the maximum, shared: one more is still in range
    const near = [tier('a', 'Bronze', TIER_DISPLAY_ORDER_MAX - 1), tier('b', 'Gold', TIER_DISPLAY_ORDER_MAX - 1)];
    expect(moveChanges(near, 1, 'up')).toEqual([
      { id: 'b', displayOrder: TIER_DISPLAY_ORDER_MAX - 1 },
      { id: 'a', displayOrder: TIER_DISPLAY_ORDER_MAX },
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveChanges(list, 0, 'up')).toBeNull();
    expect(moveChanges(list, 2, 'down')).toBeNull();
  });
});
