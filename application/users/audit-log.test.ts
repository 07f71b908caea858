import { leagueDay } from '../../domain/sponsorship/period';
import { auditLogFilter, leagueDayStart } from './audit-log';

describe('the audit log query', () => {
  it('begins a day where leagueDay says it begins (Arizona, UTC−7 all year)', () => {
    for (const day of ['2026-01-01', '2026-03-08', '2026-07-04', '2026-11-01', '2024-02-29', '0001-01-01', '9999-12-31']) {
      const start = leagueDayStart(day);
      expect(leagueDay(start)).toBe(day);
      expect(leagueDay(new Date(start.getTime() - 1))).not.toBe(day);
    }
    expect(leagueDayStart('2026-05-01').toISOString()).toBe('2026-05-01T07:00:00.000Z');
  });

  it('asks the store for equality on action and actor and a half-open range of days', () => {
    expect(auditLogFilter({})).toEqual({});
    expect(auditLogFilter({ action: 'role_changed', actorId: 'u1', from: '2026-05-01', to: '2026-05-31' })).toEqual({
      action: 'role_changed', actorId: 'u1', at: { $gte: '2026-05-01T07:00:00.000Z', $lt: '2026-06-01T07:00:00.000Z' },
    });
    // past year 9999 the end is open
    expect(auditLogFilter({ to: '9999-12-31' })).toEqual({});
  });
});
