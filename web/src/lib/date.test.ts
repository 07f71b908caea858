import { LEAGUE_TIME_ZONE, LEAGUE_UTC_OFFSET_MINUTES } from '../../../domain/league-event/limits';
import { dateParts, formatDay, formatEventDay, fromLeagueWallClock, leagueDay } from './date';

/** America/Phoenix's fields at an instant through Intl's own zone data (the test's only Intl). */
const intlPhoenix = new Intl.DateTimeFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23',
});
function intlParts(at: Date) {
  const out: Record<string, number> = {};
  for (const p of intlPhoenix.formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year, month: out.month, day: out.day, hour: out.hour % 24, minute: out.minute, second: out.second };
}

describe("the league's clock (Arizona, a fixed offset)", () => {
  it("gives America/Phoenix's fields as Intl does, over a spread of instants (the guard that it keeps UTC−7 all year)", () => {
    expect(LEAGUE_UTC_OFFSET_MINUTES).toBe(-420);
    const instants: Date[] = [];
    // every 61 hours 7 minutes from 1990 to 2040: every hour of the day, every season
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += (61 * 60 + 7) * 60_000) instants.push(new Date(t));
    // and the US daylight-saving changes, around which Phoenix must not move
    for (const iso of ['2026-03-08T09:59:59Z', '2026-03-08T10:00:00Z', '2026-11-01T08:30:00Z', '2026-11-01T09:30:00Z', '2027-03-14T09:30:00Z',
      '2026-12-31T23:59:59Z', '2027-01-01T06:59:59Z', '2027-01-01T07:00:00Z', '2028-02-29T06:00:00Z']) instants.push(new Date(iso));
    const differ = instants.filter((at) => JSON.stringify(dateParts(at, LEAGUE_TIME_ZONE)) !== JSON.stringify(intlParts(at)));
    expect(differ.map((at) => at.toISOString())).toEqual([]);
    expect(instants.length).toBeGreaterThan(7000);
  });

  it('reads the zone without Intl (issue 15: Intl was the landing page\'s largest script cost)', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatEventDay('2031-05-06T02:00:00.000Z')).toBe('May 5, 2031');
      expect(dateParts(new Date('2031-05-06T02:00:00.000Z'), LEAGUE_TIME_ZONE)).toEqual({ year: 2031, month: 5, day: 5, hour: 19, minute: 0, second: 0 });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it("names the league's day, turning at midnight Arizona time (07:00Z)", () => {
    expect(leagueDay(new Date('2027-01-18T06:59:59.999Z'))).toBe('2027-01-17');
    expect(leagueDay(new Date('2027-01-18T07:00:00.000Z'))).toBe('2027-01-18');
    expect(leagueDay(new Date('2026-07-04T06:30:00.000Z'))).toBe('2026-07-03');
    expect(new Date(fromLeagueWallClock(2027, 1, 17, 17, 0)).toISOString()).toBe('2027-01-18T00:00:00.000Z');
  });
});

describe("an event's day", () => {
  it('is the day in Arizona, for every viewer: a 5 PM event stored at UTC midnight is that day, not the next', () => {
    // 5 PM, 7 PM and 11:59 PM on 17 January in Arizona, then its midnight (a bare date sent to the API)
    expect(formatEventDay('2027-01-18T00:00:00.000Z')).toBe('Jan 17, 2027');
    expect(formatEventDay('2027-01-18T02:00:00.000Z')).toBe('Jan 17, 2027');
    expect(formatEventDay('2027-01-18T06:59:00.000Z')).toBe('Jan 17, 2027');
    expect(formatEventDay('2027-01-17T07:00:00.000Z')).toBe('Jan 17, 2027');
    expect(formatEventDay('2027-01-17T19:00:00-07:00')).toBe('Jan 17, 2027');
  });

  it('is a bare YYYY-MM-DD as that calendar day; empty for none or nonsense', () => {
    expect(formatEventDay('2027-01-17')).toBe('Jan 17, 2027');
    expect(formatEventDay(null)).toBe('');
    expect(formatEventDay('')).toBe('');
    expect(formatEventDay('not a date')).toBe('');
  });

  it('leaves calendar-day fields (deceased dates, sponsorship periods) to formatDay: a UTC midnight keeps its day', () => {
    expect(formatDay('2027-01-18T00:00:00.000Z')).toBe('Jan 18, 2027');
    expect(formatDay('2027-01-18')).toBe('Jan 18, 2027');
  });
});
