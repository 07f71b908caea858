import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../../api/features/projectors';
import {
  atOf, Log, given, eventDoc, videoDoc, battlerDoc, eventCreated, eventUpdated, eventDeleted, battlerCreated, recalculated, Fight, uploaded, updated, videoDeleted, tally, SUMMER, WINTER, zeroStats,
  snapshot, wholeHistory,
} from './catalogue-log.testing';

describe('catalogue projectors: events and videos (every projector, as the runner feeds them)', () => {
  let store: MemoryReadStore;
  let log: Log;
  beforeEach(() => {
    store = new MemoryReadStore();
    log = new Log();
  });

  it('gives the same documents whatever order the projectors run in (none reads another\'s model)', async () => {
    const history = wholeHistory(log);
    const reversed = new MemoryReadStore();
    for (const event of history) {
      for (const p of [...allProjectors].reverse()) if (p.handles.includes(event.type)) await p.apply(event, reversed);
      for (const p of allProjectors) if (p.handles.includes(event.type)) await p.apply(event, store);
    }
    expect(await snapshot(reversed)).toEqual(await snapshot(store));
  });

  describe('events', () => {
    it('an event created: a document with no videos, its date as a time; an undated one has none', async () => {
      await given(store, log, eventCreated('e1', 'Summer CLASH', SUMMER), eventCreated('e2', 'Someday'));
      expect(await eventDoc(store, 'e1')).toEqual({
        id: 'e1', title: 'Summer CLASH', description: 'Summer CLASH description', thumbnailUrl: null,
        eventDate: SUMMER, eventTime: Date.parse(SUMMER), createdAt: atOf(1), updatedAt: atOf(1),
        videoCount: 0, mainVideo: null, searchText: 'summer clash', _position: 1,
      });
      expect(await eventDoc(store, 'e2')).toMatchObject({ eventDate: null, eventTime: null, videoCount: 0, mainVideo: null, _position: 2 });
    });

    it('an event updated: its document, and the title and date copied into its own videos only', async () => {
      const v1: Fight = { videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze' };
      const v2: Fight = { videoId: 'v2', eventId: 'e1', a: 'cipher', b: 'dex' };
      const v3: Fight = { videoId: 'v3', eventId: 'e2', a: 'ace', b: 'dex' };
      await given(store, log,
        ...['ace', 'blaze', 'cipher', 'dex'].map(battlerCreated),
        eventCreated('e1', 'Summer Clash', SUMMER), eventCreated('e2', 'Other Night', SUMMER),
        uploaded(v1), uploaded(v2), uploaded(v3));
      expect(await videoDoc(store, 'v1')).toMatchObject({ eventTitle: 'Summer Clash', eventDate: SUMMER, eventTime: Date.parse(SUMMER) });

      await given(store, log, eventUpdated('e1', 'Winter Clash', WINTER));
      const at = atOf(log.position);
      expect(await eventDoc(store, 'e1')).toMatchObject({
        title: 'Winter Clash', description: 'updated', eventDate: WINTER, eventTime: Date.parse(WINTER),
        updatedAt: at, createdAt: atOf(5), videoCount: 2,
        searchText: 'winter clash\nace bars\nblaze\ncipher nine\ndex',
      });
      for (const id of ['v1', 'v2']) {
        expect(await videoDoc(store, id)).toMatchObject({ eventTitle: 'Winter Clash', eventDate: WINTER, eventTime: Date.parse(WINTER) });
      }
      expect(await videoDoc(store, 'v3')).toMatchObject({ eventTitle: 'Other Night', eventDate: SUMMER });

      await given(store, log, eventUpdated('e1', 'Winter Clash', null));
      expect(await eventDoc(store, 'e1')).toMatchObject({ eventDate: null, eventTime: null });
      expect(await videoDoc(store, 'v1')).toMatchObject({ eventTitle: 'Winter Clash', eventDate: null, eventTime: null });
    });

    it('an event deleted: its document goes; its videos show no event until their own deletes', async () => {
      const v1: Fight = { videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze', isMainEvent: true };
      await given(store, log, battlerCreated('ace'), battlerCreated('blaze'), eventCreated('e1', 'Summer Clash', SUMMER), uploaded(v1));
      await given(store, log, eventDeleted('e1', 'Summer Clash'));
      expect(await eventDoc(store, 'e1')).toBeNull();
      expect(await videoDoc(store, 'v1')).toMatchObject({ eventId: 'e1', eventTitle: null, eventDate: null, eventTime: null });

      await given(store, log, videoDeleted(v1, 'event_deleted'));
      expect(await videoDoc(store, 'v1')).toBeNull();
      expect(await eventDoc(store, 'e1')).toBeNull(); // a summary of a deleted event does not bring it back
      expect(await battlerDoc(store, 'ace')).toMatchObject(zeroStats);
    });
  });

  describe('videos', () => {
    it('a video uploaded: its document, the event count, main video and search text, and both battlers\' stats', async () => {
      const v1: Fight = { videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze', isMainEvent: true };
      await given(store, log, battlerCreated('ace'), battlerCreated('blaze'), eventCreated('e1', 'Summer Clash', SUMMER), uploaded(v1));
      const at = atOf(4);
      expect(await videoDoc(store, 'v1')).toEqual({
        id: 'v1', eventId: 'e1', title: 'Ace BARS vs BLAZE', description: 'v1 description',
        videoUrl: '/media/videos/v1', thumbnailUrl: null,
        battlerAId: 'ace', battlerBId: 'blaze', battlerAName: 'Ace BARS', battlerBName: 'BLAZE',
        duration: 61.5, fileSize: 123_456, mimeType: 'video/mp4', width: 1280, height: 720, bitrate: 900_000,
        availableQualities: [], plannedQualities: [], failedQualities: [], renditionKeys: {}, viewCount: 0, isMainEvent: true, requiresAuth: false, fileKey: 'videos/v1.mp4',
        eventTitle: 'Summer Clash', eventDate: SUMMER, eventTime: Date.parse(SUMMER),
        battlerAVotes: 0, battlerBVotes: 0, totalVotes: 0, createdAt: at, updatedAt: at, _position: 4,
      });
      expect(await eventDoc(store, 'e1')).toMatchObject({
        videoCount: 1,
        mainVideo: {
          id: 'v1', title: 'Ace BARS vs BLAZE', description: 'v1 description', videoUrl: '/media/videos/v1',
          thumbnailUrl: null, battlerAName: 'Ace BARS', battlerBName: 'BLAZE', requiresAuth: false, duration: 61.5,
        },
        searchText: 'summer clash\nace bars\nblaze',
        updatedAt: atOf(3), // a summary is not an edit of the event
        _position: 4,
      });
      // 0–0 is a tie: a battle, neither a win nor a loss
      for (const id of ['ace', 'blaze']) {
        expect(await battlerDoc(store, id)).toMatchObject({ battles: 1, videoCount: 1, wins: 0, losses: 0, winRate: 0, totalVotes: 0, _position: 4 });
      }

      // a second, not main-event, video counts and is searchable but does not stand for the event
      await given(store, log, battlerCreated('cipher'), uploaded({ videoId: 'v2', eventId: 'e1', a: 'cipher', b: 'ace' }));
      expect(await eventDoc(store, 'e1')).toMatchObject({ videoCount: 2, mainVideo: { id: 'v1' } });
      expect((await eventDoc(store, 'e1'))?.searchText.split('\n').sort()).toEqual(['ace bars', 'ace bars', 'blaze', 'cipher nine', 'summer clash']);
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 2, videoCount: 2 });
    });

    it('an upload into an event that does not exist has no event fields and creates no event', async () => {
      await given(store, log, battlerCreated('ace'), battlerCreated('blaze'), uploaded({ videoId: 'v1', eventId: 'nowhere', a: 'ace', b: 'blaze' }));
      expect(await videoDoc(store, 'v1')).toMatchObject({ eventId: 'nowhere', eventTitle: null, eventDate: null, eventTime: null });
      expect(await eventDoc(store, 'nowhere')).toBeNull();
    });

    it('the newest main-event video stands for the event; deleting it brings back the one before', async () => {
      const older: Fight = { videoId: 'v-older', eventId: 'e1', a: 'ace', b: 'blaze', isMainEvent: true, title: 'Zed older main' };
      const newer: Fight = { videoId: 'v-newer', eventId: 'e1', a: 'cipher', b: 'dex', isMainEvent: true, title: 'Alpha newer main' };
      const undercard: Fight = { videoId: 'v-under', eventId: 'e1', a: 'ace', b: 'dex', isMainEvent: false };
      await given(store, log, ...['ace', 'blaze', 'cipher', 'dex'].map(battlerCreated), eventCreated('e1', 'Summer Clash', SUMMER),
        uploaded(older), uploaded(newer), uploaded(undercard));
      expect((await eventDoc(store, 'e1'))?.mainVideo?.id).toBe('v-newer');
      expect(await eventDoc(store, 'e1')).toMatchObject({ videoCount: 3 });

      await given(store, log, videoDeleted(newer));
      expect((await eventDoc(store, 'e1'))?.mainVideo?.id).toBe('v-older');

      // taking the main-event flag off the last one leaves the event without a main video
      await given(store, log, updated(older, { isMainEvent: false }));
      expect(await eventDoc(store, 'e1')).toMatchObject({ videoCount: 2, mainVideo: null });
    });

    it('a video moved to another event: both events\' counts, main video and search text, and the new event\'s fields', async () => {
      const v1: Fight = { videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze', isMainEvent: true };
      const v2: Fight = { videoId: 'v2', eventId: 'e1', a: 'cipher', b: 'dex' };
      await given(store, log, ...['ace', 'blaze', 'cipher', 'dex'].map(battlerCreated),
        eventCreated('e1', 'Summer Clash', SUMMER), eventCreated('e2', 'Winter Clash', WINTER), uploaded(v1), uploaded(v2));
      expect(await eventDoc(store, 'e1')).toMatchObject({ videoCount: 2, mainVideo: { id: 'v1' } });

      await given(store, log, updated(v1, { eventId: 'e2' }));
      expect(await eventDoc(store, 'e1')).toMatchObject({ videoCount: 1, mainVideo: null, searchText: 'summer clash\ncipher nine\ndex' });
      expect(await eventDoc(store, 'e2')).toMatchObject({ videoCount: 1, mainVideo: { id: 'v1' }, searchText: 'winter clash\nace bars\nblaze' });
      expect(await videoDoc(store, 'v1')).toMatchObject({
        eventId: 'e2', eventTitle: 'Winter Clash', eventDate: WINTER, eventTime: Date.parse(WINTER), description: 'edited',
        updatedAt: atOf(log.position), createdAt: atOf(7),
      });
      // the same fight: the battlers' stats are unchanged
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 1, videoCount: 1 });
    });

    it('an edit that keeps the fight keeps the tally', async () => {
      const v1: Fight = { videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze' };
      await given(store, log, battlerCreated('ace'), battlerCreated('blaze'), eventCreated('e1', 'Summer Clash', SUMMER), uploaded(v1));
      await tally(store, log, 'v1', 3, 1);
      await given(store, log, updated(v1, { title: 'Renamed', isMainEvent: true }));
      expect(await videoDoc(store, 'v1')).toMatchObject({ title: 'Renamed', battlerAVotes: 3, battlerBVotes: 1, totalVotes: 4 });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ wins: 1, losses: 0, totalVotes: 3, winRate: 100 });
    });

    it('a battler changed on a video: the tally starts again and the old and new battlers\' stats are recomputed', async () => {
      const v1: Fight = { videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze' };
      await given(store, log, ...['ace', 'blaze', 'cipher'].map(battlerCreated), eventCreated('e1', 'Summer Clash', SUMMER), uploaded(v1));
      await tally(store, log, 'v1', 3, 1);
      await given(store, log, recalculated('ace'), recalculated('blaze'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({ wins: 1, winRate: 100, totalVotes: 3 });
      expect(await battlerDoc(store, 'blaze')).toMatchObject({ losses: 1, winRate: 0, totalVotes: 1 });

      await given(store, log, updated(v1, { b: 'cipher' }));
      expect(await videoDoc(store, 'v1')).toMatchObject({
        battlerBId: 'cipher', battlerBName: 'Cipher Nine', battlerAVotes: 0, battlerBVotes: 0, totalVotes: 0,
      });
      expect(await battlerDoc(store, 'blaze')).toMatchObject({ ...zeroStats, _position: log.position });
      expect(await battlerDoc(store, 'cipher')).toMatchObject({ battles: 1, videoCount: 1, wins: 0, losses: 0, winRate: 0, totalVotes: 0 });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 1, wins: 0, losses: 0, winRate: 0, totalVotes: 0 });
      expect((await eventDoc(store, 'e1'))?.searchText).toBe('summer clash\nace bars\ncipher nine');
    });

    it('A and B swapped is the same fight: the ballots still count, so the counts swap sides', async () => {
      const v1: Fight = { videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze' };
      await given(store, log, battlerCreated('ace'), battlerCreated('blaze'), eventCreated('e1', 'Summer Clash', SUMMER), uploaded(v1));
      await tally(store, log, 'v1', 3, 1);
      await given(store, log, updated(v1, { a: 'blaze', b: 'ace' }));
      expect(await videoDoc(store, 'v1')).toMatchObject({ battlerAId: 'blaze', battlerBId: 'ace', battlerAVotes: 1, battlerBVotes: 3, totalVotes: 4 });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 1, wins: 1, losses: 0, totalVotes: 3 });
    });

    it('a video deleted: its document goes, its event\'s count and its battlers\' stats drop', async () => {
      const v1: Fight = { videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze' };
      const v2: Fight = { videoId: 'v2', eventId: 'e1', a: 'ace', b: 'cipher' };
      await given(store, log, ...['ace', 'blaze', 'cipher'].map(battlerCreated), eventCreated('e1', 'Summer Clash', SUMMER), uploaded(v1), uploaded(v2));
      await tally(store, log, 'v1', 5, 2);
      await given(store, log, recalculated('ace'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 2, videoCount: 2, wins: 1, winRate: 50, totalVotes: 5 });

      await given(store, log, videoDeleted(v1));
      expect(await videoDoc(store, 'v1')).toBeNull();
      expect(await eventDoc(store, 'e1')).toMatchObject({ videoCount: 1, searchText: 'summer clash\nace bars\ncipher nine' });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 1, videoCount: 1, wins: 0, losses: 0, winRate: 0, totalVotes: 0 });
      expect(await battlerDoc(store, 'blaze')).toMatchObject(zeroStats);
      expect(await battlerDoc(store, 'cipher')).toMatchObject({ battles: 1 });
    });
  });

});
