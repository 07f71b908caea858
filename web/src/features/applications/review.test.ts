import { decisionLabel, defaultPeriod, initialNotes, periodError } from './review';

const none = { sponsorshipStartDate: null, sponsorshipEndDate: null };

describe('sponsorship review rules', () => {
  it('defaults to today and one year later, or the existing dates', () => {
    expect(defaultPeriod(none, '2026-02-28')).toEqual({ start: '2026-02-28', end: '2027-02-28' });
    expect(defaultPeriod(none, '2028-02-29')).toEqual({ start: '2028-02-29', end: '2029-02-28' });
    expect(defaultPeriod({ sponsorshipStartDate: '2027-01-10', sponsorshipEndDate: null }, '2026-05-01')).toEqual({
      start: '2027-01-10',
      end: '2028-01-10',
    });
    expect(defaultPeriod({ sponsorshipStartDate: '2026-01-01', sponsorshipEndDate: '2026-03-01' }, '2026-05-01')).toEqual({
      start: '2026-01-01',
      end: '2026-03-01',
    });
  });

  it('needs both dates, an end after the start, and a start from today unless the start is unchanged', () => {
    const today = '2026-05-01';
    expect(periodError({ start: '', end: '2026-06-01' }, none, today)).toBe('Please set both start and end dates for the sponsorship period.');
    expect(periodError({ start: '2026-06-01', end: '2026-06-01' }, none, today)).toBe('End date must be after start date.');
    expect(periodError({ start: '2026-04-30', end: '2026-06-01' }, none, today)).toBe('Start date cannot be before today.');
    expect(periodError({ start: today, end: '2026-06-01' }, none, today)).toBeNull();
    const old = { sponsorshipStartDate: '2026-01-01', sponsorshipEndDate: '2026-12-31' };
    expect(periodError({ start: '2026-01-01', end: '2026-12-31' }, old, today)).toBeNull();
    // a running sponsorship's end may move (as the server allows); its start may not move into the past
    expect(periodError({ start: '2026-01-01', end: '2027-12-31' }, old, today)).toBeNull();
    expect(periodError({ start: '2026-02-01', end: '2026-12-31' }, old, today)).toBe('Start date cannot be before today.');
  });

  it("starts the notes from the admin's own words only", () => {
    expect(initialNotes(null)).toBe('');
    expect(initialNotes('Approved by admin')).toBe('');
    expect(initialNotes('Rejected by admin')).toBe('');
    expect(initialNotes('Great fit')).toBe('Great fit');
  });

  it("reads 'Update Approval' / 'Update Rejection' once reviewed", () => {
    expect([decisionLabel('approved', false), decisionLabel('rejected', false)]).toEqual(['Approve', 'Reject']);
    expect([decisionLabel('approved', true), decisionLabel('rejected', true)]).toEqual(['Update Approval', 'Update Rejection']);
  });
});
