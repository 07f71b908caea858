import { fromDateTimeInput, toDateInput, toDateTimeInput } from './dateInput';

// Run these with TZ set elsewhere than Arizona too (TZ=America/Los_Angeles, Europe/London): the form
// reads and writes Arizona time whatever the admin's own zone.
describe("the event form's date field: the league's wall time (Arizona)", () => {
  it('reads 5 PM Arizona time as 00:00Z the next day, and shows it back as 5 PM', () => {
    expect(fromDateTimeInput('2027-01-17T17:00')).toBe('2027-01-18T00:00:00.000Z');
    expect(toDateTimeInput('2027-01-18T00:00:00.000Z')).toBe('2027-01-17T17:00');
    expect(fromDateTimeInput('2025-09-20T19:30')).toBe('2025-09-21T02:30:00.000Z');
    // a bare date as the API once stored it (UTC midnight) is 5 PM the day before in Arizona
    expect(toDateTimeInput('2027-01-17T00:00:00.000Z')).toBe('2027-01-16T17:00');
    expect(toDateTimeInput('2027-01-17T07:00:00.000Z')).toBe('2027-01-17T00:00');
  });

  it('gives back the same instant when the field is left alone, seconds and milliseconds kept', () => {
    for (const iso of ['2027-01-18T02:00:45.000Z', '2027-01-18T02:00:00.250Z', '2026-11-01T09:30:00.000Z', '2026-11-01T08:30:00.000Z',
      '2027-03-14T09:30:00.000Z', '2027-03-14T10:30:00.000Z', '2026-07-04T03:15:00.000Z', '1999-12-31T23:59:59.999Z']) {
      expect({ iso, back: fromDateTimeInput(toDateTimeInput(iso)) }).toEqual({ iso, back: iso });
    }
    expect(toDateTimeInput('2027-01-18T02:00:45.000Z')).toBe('2027-01-17T19:00:45');
    expect(toDateTimeInput('2027-01-18T02:00:00.250Z')).toBe('2027-01-17T19:00:00.250');
  });

  it('has no skipped or repeated hour (Arizona keeps no daylight saving), whatever the browser does', () => {
    // 2:30 AM on the day California springs forward; 1:30 AM on the day it falls back (twice there)
    expect(fromDateTimeInput('2027-03-14T02:30')).toBe('2027-03-14T09:30:00.000Z');
    expect(toDateTimeInput('2027-03-14T09:30:00.000Z')).toBe('2027-03-14T02:30');
    expect(fromDateTimeInput('2026-11-01T01:30')).toBe('2026-11-01T08:30:00.000Z');
    expect(toDateTimeInput('2026-11-01T09:30:00.000Z')).toBe('2026-11-01T02:30');
  });

  it('is empty or null for none or nonsense', () => {
    expect(toDateTimeInput(null)).toBe('');
    expect(toDateTimeInput('not a date')).toBe('');
    expect(toDateTimeInput('2027-01-17')).toBe('2027-01-17T00:00');
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('2027-02-30T10:00')).toBeNull();
    expect(fromDateTimeInput('2027-01-17T24:00')).toBeNull();
    expect(fromDateTimeInput('not a date')).toBeNull();
    expect(fromDateTimeInput('2027-01-17T10:00:00.5')).toBe('2027-01-17T17:00:00.500Z');
    expect(toDateInput('2027-01-17T07:00:00.000Z')).toBe('2027-01-17');
  });
});
