import { given } from '../../test/given';
import { QUOTA_WOULD_BE_EXCEEDED } from './limits';
import { canStartSync, initialQuotaState, quotaDay, quotaDecider } from './quota';
import { youtubeQuotaStream, type YoutubeQuotaEvent } from './youtube';

const limits = { searchCallsPerDay: 2, unitsPerDay: 3 };
const day = '2026-11-21';
const spent = (searchCalls: number, units: number, purpose: 'search' | 'videos' | 'test'): YoutubeQuotaEvent =>
  ({ type: 'YoutubeQuotaSpent', data: { day, searchCalls, units, purpose } });
const spend = (searchCalls: number, units: number, purpose: 'search' | 'videos' | 'test') =>
  ({ type: 'Spend' as const, day, searchCalls, units, purpose, limits });

describe('the YouTube quota ledger', () => {
  it('has one stream per Pacific day', () => {
    expect(youtubeQuotaStream(day)).toBe('youtube_quota-2026-11-21');
  });

  it('records a call it can afford', () => {
    given(quotaDecider, []).when(spend(1, 0, 'search')).then([spent(1, 0, 'search')]);
    given(quotaDecider, [spent(1, 0, 'search'), spent(0, 2, 'videos')]).when(spend(0, 1, 'videos')).then([spent(0, 1, 'videos')]);
  });

  it('refuses a call that would pass a limit (searches and units apart)', () => {
    given(quotaDecider, [spent(1, 0, 'search'), spent(1, 0, 'search')]).when(spend(1, 0, 'search')).thenError(QUOTA_WOULD_BE_EXCEEDED, 'conflict');
    given(quotaDecider, [spent(0, 3, 'videos')]).when(spend(0, 1, 'test')).thenError(QUOTA_WOULD_BE_EXCEEDED, 'conflict');
    given(quotaDecider, [spent(0, 3, 'videos')]).when(spend(1, 0, 'search')).then([spent(1, 0, 'search')]);
  });

  it('refuses everything once Google said the day is exhausted; marks it once', () => {
    const exhausted: YoutubeQuotaEvent = { type: 'YoutubeQuotaExhausted', data: { day, reason: 'quotaExceeded' } };
    given(quotaDecider, []).when({ type: 'MarkExhausted', day, reason: 'quotaExceeded' }).then([exhausted]);
    given(quotaDecider, [exhausted]).when({ type: 'MarkExhausted', day, reason: 'dailyLimitExceeded' }).then([]);
    given(quotaDecider, [exhausted]).when(spend(0, 1, 'test')).thenError(QUOTA_WOULD_BE_EXCEEDED, 'conflict');
  });

  it('says whether a sync can start', () => {
    expect(canStartSync(initialQuotaState, limits)).toBe(true);
    expect(canStartSync({ searchCalls: 2, units: 0, exhausted: false }, limits)).toBe(false);
    expect(canStartSync({ searchCalls: 0, units: 3, exhausted: false }, limits)).toBe(false);
    expect(canStartSync({ searchCalls: 0, units: 0, exhausted: true }, limits)).toBe(false);
  });

  describe('the Pacific day', () => {
    it('turns at midnight Pacific standard time (UTC−8)', () => {
      expect(quotaDay(new Date('2026-11-22T07:59:59.999Z'))).toBe('2026-11-21');
      expect(quotaDay(new Date('2026-11-22T08:00:00.000Z'))).toBe('2026-11-22');
    });

    it('turns at midnight Pacific daylight time (UTC−7)', () => {
      expect(quotaDay(new Date('2026-07-04T06:59:59.999Z'))).toBe('2026-07-03');
      expect(quotaDay(new Date('2026-07-04T07:00:00.000Z'))).toBe('2026-07-04');
    });

    it('stays right across the DST changes', () => {
      // 2026-03-08 02:00 PST → 03:00 PDT; 2026-11-01 02:00 PDT → 01:00 PST
      expect(quotaDay(new Date('2026-03-08T07:59:00Z'))).toBe('2026-03-07');
      expect(quotaDay(new Date('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
      expect(quotaDay(new Date('2026-03-09T06:59:00Z'))).toBe('2026-03-08');
      expect(quotaDay(new Date('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
      expect(quotaDay(new Date('2026-11-01T06:59:00Z'))).toBe('2026-10-31');
      expect(quotaDay(new Date('2026-11-01T07:00:00Z'))).toBe('2026-11-01');
      expect(quotaDay(new Date('2026-11-02T07:59:00Z'))).toBe('2026-11-01');
      expect(quotaDay(new Date('2026-11-02T08:00:00Z'))).toBe('2026-11-02');
    });
  });
});
