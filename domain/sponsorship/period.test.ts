import { addYears, displayStatus, leagueDay } from './period';

describe("a sponsorship period's days", () => {
  it("reads today as the league's day (Arizona, UTC-7 all year), whatever the machine's zone", () => {
    // 8 pm in Arizona on Jun 29 is already Jun 30 in UTC
    expect(leagueDay(new Date('2026-06-30T03:00:00Z'))).toBe('2026-06-29');
    expect(leagueDay(new Date('2026-06-30T07:00:00Z'))).toBe('2026-06-30');
    // no daylight saving: the same hour turns the day in winter
    expect(leagueDay(new Date('2026-01-15T06:59:59Z'))).toBe('2026-01-14');
    expect(leagueDay(new Date('2026-01-15T07:00:00Z'))).toBe('2026-01-15');
  });

  it('counts a period as running through its end day, by that day', () => {
    const ends = { status: 'approved' as const, sponsorshipEndDate: '2026-06-29' };
    expect(displayStatus(ends, leagueDay(new Date('2026-06-30T03:00:00Z')))).toBe('approved');
    expect(displayStatus(ends, leagueDay(new Date('2026-06-30T07:00:00Z')))).toBe('expired');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });
});
