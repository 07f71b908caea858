import { pillTone } from '../../components/StatusPill';
import { periodLine, sponsorshipStatus } from './applicationStatus';
import type { MySponsorshipApplicationWire } from './applicationsApi';

const app = (over: Partial<MySponsorshipApplicationWire> = {}): MySponsorshipApplicationWire => ({
  id: 'a-1',
  companyName: 'Desert Kicks',
  sponsorshipLevel: 'Gold',
  status: 'approved',
  message: 'hi',
  reviewNotes: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  sponsorshipStartDate: '2025-03-01',
  sponsorshipEndDate: '2026-03-01',
  selectedEvents: [],
  ...over,
});

describe('status pills', () => {
  it('are green approved, red rejected, yellow otherwise', () => {
    expect(pillTone('approved')).toBe('green');
    expect(pillTone('rejected')).toBe('red');
    expect(pillTone('pending')).toBe('yellow');
    expect(pillTone('expired')).toBe('yellow');
  });

  it('show an approved sponsorship as expired only once its end day has ended', () => {
    expect(sponsorshipStatus(app(), '2026-03-01')).toBe('approved');
    expect(sponsorshipStatus(app(), '2026-03-02')).toBe('expired');
    expect(sponsorshipStatus(app({ status: 'rejected' }), '2027-01-01')).toBe('rejected');
    expect(sponsorshipStatus(app({ status: 'pending', sponsorshipEndDate: null }), '2027-01-01')).toBe('pending');
  });
});

describe('period line', () => {
  it("reads 'Active: start - end' until the end day is over, then 'Expired: start - end'", () => {
    expect(periodLine(app(), '2025-06-01')).toBe('Active: Mar 1, 2025 - Mar 1, 2026');
    expect(periodLine(app(), '2026-03-01')).toBe('Active: Mar 1, 2025 - Mar 1, 2026');
    expect(periodLine(app(), '2026-03-02')).toBe('Expired: Mar 1, 2025 - Mar 1, 2026');
  });

  it('is absent unless approved with both days', () => {
    expect(periodLine(app({ status: 'pending' }), '2025-06-01')).toBeNull();
    expect(periodLine(app({ sponsorshipEndDate: null }), '2025-06-01')).toBeNull();
  });
});
