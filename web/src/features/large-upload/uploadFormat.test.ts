import { formatBytes, formatEta, formatSpeed, transferLine } from './uploadFormat';

const MB = 1024 * 1024;

describe('upload formats', () => {
  it('formats bytes, speed and eta, with a dash while unknown', () => {
    expect([formatBytes(4.2 * MB), formatBytes(2.5 * 1024 * MB)]).toEqual(['4.2 MB', '2.50 GB']);
    expect(formatSpeed(2.5 * MB)).toBe('2.5 MB/s');
    expect(formatSpeed(null)).toBe('—');
    expect([formatEta(42), formatEta(185), formatEta(3725), formatEta(null)]).toEqual(['42s', '3m 05s', '1h 02m', '—']);
  });

  it('says bytes, speed and time left in one line; only the bytes while the speed is unknown', () => {
    expect(transferLine(4.2 * MB, 18 * MB, 1.3 * MB, 10.2)).toBe('4.2 MB of 18.0 MB · 1.3 MB/s · about 10s left');
    expect(transferLine(0, 18 * MB, null, null)).toBe('0.0 MB of 18.0 MB');
  });
});
