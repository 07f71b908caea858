import { eventDateLabel } from './eventDate';

describe('an event card\'s date (public §2)', () => {
  it('is the day in Arizona for every visitor, or TBA', () => {
    // 5 PM and 7 PM on 17 January in Arizona: the next day in UTC, London and Tokyo
    expect(eventDateLabel('2027-01-18T00:00:00.000Z')).toBe('Jan 17, 2027');
    expect(eventDateLabel('2027-01-18T02:00:00.000Z')).toBe('Jan 17, 2027');
    // 8 AM in Arizona: the day before in Hawaii
    expect(eventDateLabel('2027-01-17T15:00:00.000Z')).toBe('Jan 17, 2027');
    expect(eventDateLabel('2027-01-17')).toBe('Jan 17, 2027');
    expect(eventDateLabel(null)).toBe('TBA');
    expect(eventDateLabel('not a date')).toBe('TBA');
  });
});
