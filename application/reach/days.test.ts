import { addDays, dayCount, everyDay } from './days';

describe('league days', () => {
  it('counts every calendar day, month ends and leap years included', () => {
    expect(everyDay('2024-02-27', '2024-03-02')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(everyDay('2023-12-30', '2024-01-01')).toEqual(['2023-12-30', '2023-12-31', '2024-01-01']);
    expect(everyDay('1900-02-28', '1900-03-01')).toEqual(['1900-02-28', '1900-03-01']);
    expect(everyDay('2026-03-02', '2026-03-01')).toEqual([]);
    // against Date's own calendar over 13 years
    const days = everyDay('2013-01-01', '2026-12-31');
    expect(days).toHaveLength(dayCount('2013-01-01', '2026-12-31'));
    days.forEach((d, i) => expect(d).toBe(addDays('2013-01-01', i)));
  });
});
