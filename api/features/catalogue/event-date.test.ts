import { battlerPatchSchema, eventSchema } from './schemas';

// The league's calendar is Arizona time (domain/league-event/limits.ts): a bare event date starts there.
describe("an event's date", () => {
  const stored = (eventDate: string | null) => {
    const parsed = eventSchema.safeParse({ title: 'Fall Brawl', eventDate });
    if (!parsed.success) throw parsed.error;
    return parsed.data.eventDate;
  };

  it("is a bare day's midnight in Arizona (07:00Z), not UTC midnight (5 PM the day before there)", () => {
    expect(stored('2027-01-17')).toBe('2027-01-17T07:00:00.000Z');
    expect(stored('2024-02-29')).toBe('2024-02-29T07:00:00.000Z');
    // summer too: Arizona keeps UTC−7 all year
    expect(stored('2026-07-04')).toBe('2026-07-04T07:00:00.000Z');
  });

  it('keeps an instant with its zone as that instant, and blank as none', () => {
    expect(stored('2027-01-17T19:00:00-07:00')).toBe('2027-01-18T02:00:00.000Z');
    expect(stored('2027-01-18T00:00:00.000Z')).toBe('2027-01-18T00:00:00.000Z');
    expect(stored('2026-05-01T19:30:00.5-05:00')).toBe('2026-05-02T00:30:00.500Z');
    expect(stored('')).toBeNull();
    expect(stored(null)).toBeNull();
    expect(eventSchema.safeParse({ title: 'T', eventDate: '2026-02-30' }).success).toBe(false);
  });

  it("leaves deceasedDate's bare day at UTC midnight (a calendar day, shown as that day)", () => {
    expect(battlerPatchSchema.parse({ deceasedDate: '2023-05-01' }).deceasedDate).toBe('2023-05-01T00:00:00.000Z');
  });
});
