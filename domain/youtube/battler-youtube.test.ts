import { fold } from '../shared/decider';
import { given } from '../../test/given';
import { battlerYoutubeDecider, initialBattlerYoutubeState } from './battler-youtube';
import { YOUTUBE_VIDEO_NOT_FOUND } from './limits';
import { countsInTotals, parseYoutubeRecordId, youtubeRecordId, youtubeStream, type YoutubeEvent, type YoutubeVideoFacts } from './youtube';

const ids = { battlerId: 'b1', battlerName: 'Ace' };
const facts = (id: string, viewCount: number): YoutubeVideoFacts =>
  ({ youtubeVideoId: id, title: `Ace vs ${id}`, channelName: 'UBR', viewCount, publishedAt: '2024-01-01T00:00:00Z' });
const synced = (videos: YoutubeVideoFacts[], at = '2026-11-21T12:00:00.000Z', searchName = 'Ace'): YoutubeEvent =>
  ({ type: 'YoutubeSynced', data: { ...ids, searchName, syncedAt: at, videos } });
const reviewed = (id: string, isRelevant: boolean, reviewNotes: string | null = null): YoutubeEvent =>
  ({ type: 'YoutubeVideoReviewed', data: { ...ids, youtubeVideoId: id, title: `Ace vs ${id}`, isRelevant, reviewNotes, reviewedAt: '2026-11-21T13:00:00.000Z' } });
const stateOf = (history: YoutubeEvent[]) => fold(battlerYoutubeDecider.evolve, initialBattlerYoutubeState, history);

describe('battler YouTube decider', () => {
  it('names its stream and its record ids', () => {
    expect(youtubeStream('b1')).toBe('youtube-b1');
    expect(parseYoutubeRecordId(youtubeRecordId('b1', 'dQw4w9WgXcQ'))).toEqual({ battlerId: 'b1', youtubeVideoId: 'dQw4w9WgXcQ' });
    expect(parseYoutubeRecordId('nothing')).toBeNull();
    expect(parseYoutubeRecordId('b1~')).toBeNull();
  });

  describe('sync', () => {
    it('records the matched videos, unreviewed, with the search name and time', () => {
      const cmd = { type: 'RecordSync' as const, ...ids, searchName: 'Ace', syncedAt: '2026-11-21T12:00:00.000Z', videos: [facts('v1', 10)] };
      given(battlerYoutubeDecider, []).when(cmd).then([synced([facts('v1', 10)])]);
      const state = stateOf([synced([facts('v1', 10)])]);
      expect(state.videos.v1).toMatchObject({ viewCount: 10, isRelevant: null, reviewNotes: null });
      expect(state).toMatchObject({ searchName: 'Ace', lastSync: '2026-11-21T12:00:00.000Z', error: null });
    });

    it('keeps earlier reviews and refreshes statistics; keeps videos the search no longer returns', () => {
      const state = stateOf([synced([facts('v1', 10), facts('v2', 5)]), reviewed('v1', false, 'wrong Ace'),
        synced([facts('v1', 20), facts('v3', 1)], '2026-11-22T12:00:00.000Z', 'Ace UBR')]);
      expect(state.videos.v1).toMatchObject({ viewCount: 20, isRelevant: false, reviewNotes: 'wrong Ace' });
      expect(state.videos.v2).toMatchObject({ viewCount: 5, isRelevant: null });
      expect(state.videos.v3).toMatchObject({ viewCount: 1, isRelevant: null });
      expect(state.searchName).toBe('Ace UBR');
    });

    it('records a failure with its time and message; the next success clears the message', () => {
      const failed: YoutubeEvent = { type: 'YoutubeSyncFailed', data: { ...ids, searchName: 'Ace', syncedAt: '2026-11-22T00:00:00.000Z', error: 'Bad', quotaExhausted: false } };
      given(battlerYoutubeDecider, []).when({ type: 'RecordSyncFailure', ...ids, searchName: 'Ace', syncedAt: '2026-11-22T00:00:00.000Z', error: 'Bad', quotaExhausted: false })
        .then([failed]);
      expect(stateOf([synced([facts('v1', 1)]), failed])).toMatchObject({ error: 'Bad', lastSync: '2026-11-22T00:00:00.000Z' });
      expect(stateOf([synced([facts('v1', 1)]), failed]).videos.v1).toBeDefined();
      expect(stateOf([failed, synced([])]).error).toBeNull();
    });
  });

  describe('review', () => {
    const history = [synced([facts('v1', 10)])];
    const review = (isRelevant: boolean, reviewNotes: string | null = null) =>
      ({ type: 'ReviewVideo' as const, ...ids, youtubeVideoId: 'v1', isRelevant, reviewNotes, reviewedAt: '2026-11-21T13:00:00.000Z' });

    it('marks a video relevant or irrelevant, with notes, changeable later', () => {
      given(battlerYoutubeDecider, history).when(review(false, 'other Ace')).then([reviewed('v1', false, 'other Ace')]);
      given(battlerYoutubeDecider, [...history, reviewed('v1', false, 'other Ace')]).when(review(true)).then([reviewed('v1', true)]);
    });

    it('records nothing for the same review twice', () => {
      given(battlerYoutubeDecider, [...history, reviewed('v1', true, 'ok')]).when(review(true, 'ok')).then([]);
    });

    it('is a 404 for a video the battler does not have', () => {
      given(battlerYoutubeDecider, history).when({ ...review(true), youtubeVideoId: 'nope' }).thenError(YOUTUBE_VIDEO_NOT_FOUND, 'not_found');
      given(battlerYoutubeDecider, [...history, { type: 'YoutubeReset', data: ids }]).when(review(true)).thenError(YOUTUBE_VIDEO_NOT_FOUND, 'not_found');
    });
  });

  describe('reset', () => {
    it('clears videos, sync time and error, keeps the search name; nothing when already clear', () => {
      given(battlerYoutubeDecider, [synced([facts('v1', 10)])]).when({ type: 'Reset', ...ids }).then([{ type: 'YoutubeReset', data: ids }]);
      const state = stateOf([synced([facts('v1', 10)]), { type: 'YoutubeReset', data: ids }]);
      expect(state).toMatchObject({ videos: {}, lastSync: null, error: null, searchName: 'Ace' });
      given(battlerYoutubeDecider, []).when({ type: 'Reset', ...ids }).then([]);
      given(battlerYoutubeDecider, [synced([facts('v1', 10)]), { type: 'YoutubeReset', data: ids }]).when({ type: 'Reset', ...ids }).then([]);
    });
  });

  describe('merge in', () => {
    const incoming = [
      { ...facts('v1', 10), isRelevant: false, reviewNotes: 'source says no', reviewedAt: '2026-11-01T00:00:00.000Z' },
      { ...facts('v2', 7), isRelevant: true, reviewNotes: null, reviewedAt: '2026-11-01T00:00:00.000Z' },
      { ...facts('v4', 3), isRelevant: false, reviewNotes: null, reviewedAt: '2026-11-01T00:00:00.000Z' },
    ];
    const merge = { type: 'MergeVideosIn' as const, ...ids, fromBattlerId: 'b2', fromBattlerName: 'Ace!', videos: incoming };
    const merged: YoutubeEvent = { type: 'YoutubeVideosMerged', data: { ...ids, fromBattlerId: 'b2', fromBattlerName: 'Ace!', videos: incoming } };

    it('moves the source videos in, keeping the target\'s own reviews where both have one', () => {
      const history = [synced([facts('v1', 12), facts('v2', 7)]), reviewed('v1', true, 'mine')];
      given(battlerYoutubeDecider, history).when(merge).then([merged]);
      const state = stateOf([...history, merged]);
      expect(state.videos.v1).toMatchObject({ isRelevant: true, reviewNotes: 'mine', viewCount: 12 });
      expect(state.videos.v2).toMatchObject({ isRelevant: true }); // the target had not reviewed it: the source's review comes
      expect(state.videos.v4).toMatchObject({ isRelevant: false });
    });

    it('is idempotent by the source battler, and records nothing with no videos', () => {
      given(battlerYoutubeDecider, [merged]).when(merge).then([]);
      given(battlerYoutubeDecider, []).when({ ...merge, videos: [] }).then([]);
    });
  });

  it('counts relevant and unreviewed videos in totals, never irrelevant ones', () => {
    expect([true, null, false].map((isRelevant) => countsInTotals({ isRelevant }))).toEqual([true, true, false]);
  });
});
