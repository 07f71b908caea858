import { categoryOf } from './categories';

const b = (isRetired: boolean, isHallOfFame: boolean, isDeceased: boolean) => ({ isRetired, isHallOfFame, isDeceased });

describe('battler categories', () => {
  it('is active with no flag', () => {
    expect(categoryOf(b(false, false, false))).toBe('active');
  });

  it('is retired when retired only', () => {
    expect(categoryOf(b(true, false, false))).toBe('retired');
  });

  it('is Hall of Fame when HoF and alive, retired or not', () => {
    expect(categoryOf(b(false, true, false))).toBe('hall_of_fame');
    expect(categoryOf(b(true, true, false))).toBe('hall_of_fame');
  });

  it('is In Memory whenever deceased, which takes precedence', () => {
    expect(categoryOf(b(false, false, true))).toBe('in_memory');
    expect(categoryOf(b(true, false, true))).toBe('in_memory');
    expect(categoryOf(b(false, true, true))).toBe('in_memory');
    expect(categoryOf(b(true, true, true))).toBe('in_memory');
  });
});
