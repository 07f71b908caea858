import { formatWatchTime } from './format';

describe('formatWatchTime', () => {
  it('reads seconds, minutes and hours', () => {
    expect(formatWatchTime(40.4)).toBe('40 s');
    expect(formatWatchTime(12 * 60 + 5)).toBe('12 min');
    expect(formatWatchTime(3 * 3600 + 5 * 60)).toBe('3 h 05 min');
    expect(formatWatchTime(1234 * 3600)).toBe('1,234 h 00 min');
  });
});
