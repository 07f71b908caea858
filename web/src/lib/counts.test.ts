import { formatCount, withSeparators } from './counts';

describe('formatCount', () => {
  it('shows K and M to one decimal, never 1000.0K', () => {
    expect([0, 999, 1_000, 1_250, 12_500, 999_949, 999_950, 999_999, 1_000_000, 2_400_000, 1_234_567_890].map(formatCount)).toEqual([
      '0', '999', '1.0K', '1.3K', '12.5K', '999.9K', '1.0M', '1.0M', '1.0M', '2.4M', '1234.6M',
    ]);
  });
});

describe('withSeparators', () => {
  it('writes whole numbers as en-US does, and anything else through Intl', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -9876543, 2 ** 40]) expect(withSeparators(n)).toBe(n.toLocaleString('en-US'));
    expect(withSeparators(1234.5)).toBe('1,234.5');
  });
});
