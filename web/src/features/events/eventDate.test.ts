import { eventDateLabel, eventTiming, videoCountLabel } from './eventDate';

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

describe("an event card's Upcoming badge and video count", () => {
  it('given the league day, then a later day is Upcoming, the same day Today, an earlier or no day nothing', () => {
    // 7 PM on 17 January in Arizona is already the 18th in UTC: still the 17th for the league
    expect(eventTiming('2027-01-18T02:00:00.000Z', '2027-01-16')).toBe('Upcoming');
    expect(eventTiming('2027-01-18T02:00:00.000Z', '2027-01-17')).toBe('Today');
    expect(eventTiming('2027-01-18T02:00:00.000Z', '2027-01-18')).toBeNull();
    expect(eventTiming('2027-01-17', '2027-01-16')).toBe('Upcoming');
    expect(eventTiming(null, '2027-01-16')).toBeNull();
    expect(eventTiming('not a date', '2027-01-16')).toBeNull();
  });

  it('given a number of videos, then it reads No videos yet, 1 video or N videos', () => {
    expect(videoCountLabel(0)).toBe('No videos yet');
    expect(videoCountLabel(1)).toBe('1 video');
    expect(videoCountLabel(3)).toBe('3 videos');
  });
});
