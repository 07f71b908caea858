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

  it('does nothing past either end', () => {
    expect(moveChanges(list, 0, 'up')).toBeNull();
    expect(moveChanges(list, 2, 'down')).toBeNull();
  });
});
