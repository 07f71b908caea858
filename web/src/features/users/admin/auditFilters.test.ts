import { auditFiltersOf, auditQuery, isCalendarDay, withAuditFilters } from './auditFilters';

const params = (query: string) => new URLSearchParams(query);

describe('the audit filters in the address', () => {
  it('reads the four filters, and leaves out what the server would refuse', () => {
    expect(auditFiltersOf(params('tab=users&auditKind=role_changed&auditActor=u1&auditFrom=2026-03-01&auditTo=2026-03-31')))
      .toEqual({ kind: 'role_changed', actor: 'u1', from: '2026-03-01', to: '2026-03-31' });
    expect(auditFiltersOf(params('auditKind=nope&auditActor=%20&auditFrom=2026-02-30&auditTo=tomorrow'))).toEqual({});
    expect(auditFiltersOf(params(`auditActor=${'x'.repeat(101)}`))).toEqual({});
    // a range that ends before it begins keeps its start
    expect(auditFiltersOf(params('auditFrom=2026-03-02&auditTo=2026-03-01'))).toEqual({ from: '2026-03-02' });
  });

  it('writes only the set filters, keeping the address\'s other parameters', () => {
    const next = withAuditFilters(params('tab=users&auditKind=role_changed&auditTo=2026-01-01'), { actor: 'cli', from: '2026-01-01' });
    expect(next.toString()).toBe('tab=users&auditActor=cli&auditFrom=2026-01-01');
    expect(withAuditFilters(next, {}).toString()).toBe('tab=users');
  });

  it('asks the API for a page with the filters under its own names', () => {
    expect(auditQuery({ kind: 'comment_removed', to: '2026-03-31' }, 50, 2)).toBe('limit=50&page=2&kind=comment_removed&to=2026-03-31');
  });

  it('knows a calendar day', () => {
    expect(['2024-02-29', '2026-12-31'].every(isCalendarDay)).toBe(true);
    expect(['2026-02-29', '2026-1-01', '', '2026-01-01T00:00'].some(isCalendarDay)).toBe(false);
  });
});
