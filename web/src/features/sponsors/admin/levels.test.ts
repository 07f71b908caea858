import { adminLevel } from './levels';

describe('admin sponsor levels', () => {
  it('shows gold and silver as themselves and any other level as bronze', () => {
    expect(adminLevel('gold')).toBe('gold');
    expect(adminLevel(' Silver ')).toBe('silver');
    expect(adminLevel('GOLD')).toBe('gold');
    for (const other of ['bronze', 'platinum', 'diamond', 'Community', '']) expect(adminLevel(other)).toBe('bronze');
  });
});
