import { existedAt, pickedInstant, pickerFields, today, withAsOf } from './asOf';

// the fields are read in the viewer's zone, so the expectations are built the same way
const local = (...p: [number, number, number, number, number, number, number]) => new Date(...p).toISOString();
const NOW = new Date(2026, 10, 23, 15, 30, 0, 0);

describe('as of helpers', () => {
  it('reads a day alone as its close, and a day with a time as that minute', () => {
    expect(pickedInstant('2026-03-01', '', NOW)).toBe(local(2026, 2, 1, 23, 59, 59, 999));
    expect(pickedInstant('2026-03-01', '18:45', NOW)).toBe(local(2026, 2, 1, 18, 45, 0, 0));
  });

  it('reads today alone as now, since its close is still to come', () => {
    expect(pickedInstant('2026-11-23', '', NOW)).toBe(NOW.toISOString());
  });

  it('refuses what the fields cannot hold', () => {
    expect(pickedInstant('', '', NOW)).toBeNull();
    expect(pickedInstant('2026-3-1', '', NOW)).toBeNull();
    expect(pickedInstant('2026-03-01', '7pm', NOW)).toBeNull();
  });

  it('fills the fields back from an instant, leaving the time empty for a day’s close', () => {
    expect(pickerFields(local(2026, 2, 1, 23, 59, 59, 999))).toEqual({ date: '2026-03-01', time: '' });
    expect(pickerFields(local(2026, 2, 1, 8, 5, 0, 0))).toEqual({ date: '2026-03-01', time: '08:05' });
    expect(pickerFields('yesterday')).toEqual({ date: '', time: '' });
    expect(pickerFields(null)).toEqual({ date: '', time: '' });
    expect(today(NOW)).toBe('2026-11-23');
  });

  it('keeps the asOf on links, next to their own parameters', () => {
    expect(withAsOf('/battlers/b-1', null)).toBe('/battlers/b-1');
    expect(withAsOf('/battlers/b-1', '2026-03-01T12:00:00.000Z')).toBe('/battlers/b-1?asOf=2026-03-01T12%3A00%3A00.000Z');
    expect(withAsOf('/battlers?q=mike', 'x')).toBe('/battlers?q=mike&asOf=x');
  });

  it('tells whether a record existed at an instant', () => {
    expect(existedAt('2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe(true);
    expect(existedAt('2026-03-02T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe(false);
    expect(existedAt('2026-03-02T00:00:00.000Z', 'nonsense')).toBe(true);
  });
});
