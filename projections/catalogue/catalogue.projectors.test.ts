import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import {
  BATTLERS, type BattlerView, EVENTS, type EventView, VIDEOS, type VideoView,
} from '../../application/catalogue/read-model';
import { type BattlerEvent, battlerStream } from '../../domain/battler/battler';
import { type LeagueEventEvent, leagueEventStream } from '../../domain/league-event/league-event';
import { type VideoEvent, videoStream } from '../../domain/video/video';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { embeddedStores } from '../../test/stores';
import { allProjectors } from '../all-projectors';
import { ProjectionRunner } from '../runner';

type CatalogueEvent = LeagueEventEvent | VideoEvent | BattlerEvent;

// ---------------------------------------------------------------------------
// the log: positions 1, 2, 3... as the SQLite store numbers them, one second apart

const T0 = Date.parse('2026-11-21T12:00:00.000Z');
const atOf = (position: number) => new Date(T0 + position * 1000).toISOString();

const streamOf = (e: CatalogueEvent): string => {
  const d = e.data as { eventId?: string; videoId?: string; battlerId?: string };
  if (e.type.startsWith('LeagueEvent')) return leagueEventStream(d.eventId as string);
  if (e.type.startsWith('Video')) return videoStream(d.videoId as string);
  return battlerStream(d.battlerId as string);
};

class Log {
  position = 0;
  readonly all: RecordedEvent[] = [];

  /** Record these domain events at the next positions. */
  add(...events: CatalogueEvent[]): RecordedEvent[] {
    return events.map((e) => {
      const position = ++this.position;
      const recorded: RecordedEvent = {
        id: `rec-${position}`, streamId: streamOf(e), type: e.type, data: e.data, revision: 0, position,
        metadata: { actorId: 'admin-1', at: atOf(position), correlationId: 'corr-1', causationId: null },
      };
      this.all.push(recorded);
      return recorded;
    });
  }

  /** A position taken by an event of another issue (a vote), which these projectors do not read. */
  skip(): number {
    return ++this.position;
  }
}

/** What the runner does for one fresh store: every event to every projector that handles it, in allProjectors order. */
async function project(store: ReadStore, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) {
    for (const p of allProjectors) if (p.handles.includes(event.type)) await p.apply(event, store);
  }
}

/** Record and project in one step. */
const given = async (store: ReadStore, log: Log, ...events: CatalogueEvent[]) => project(store, log.add(...events));

const eventDoc = (store: ReadStore, id: string) => store.collection<EventView>(EVENTS).get(id);
const videoDoc = (store: ReadStore, id: string) => store.collection<VideoView>(VIDEOS).get(id);
const battlerDoc = (store: ReadStore, id: string) => store.collection<BattlerView>(BATTLERS).get(id);

/** The three catalogue collections, sorted by id, deep-copied. */
async function snapshot(store: ReadStore) {
  const all = async (name: string) => structuredClone(
    [...await store.collection<{ id: string }>(name).find({})].sort((a, b) => a.id.localeCompare(b.id)),
  );
  return { events: await all(EVENTS), videos: await all(VIDEOS), battlers: await all(BATTLERS) };
}

// ---------------------------------------------------------------------------
// domain events

const NAMES: Record<string, string> = {
  ace: 'Ace BARS', blaze: 'BLAZE', cipher: 'Cipher Nine', dex: 'Dex', ghost: 'Ghost Writer',
};

const eventCreated = (eventId: string, title: string, eventDate: string | null = null): LeagueEventEvent => ({
  type: 'LeagueEventCreated', data: { eventId, title, description: `${title} description`, eventDate, thumbnailUrl: null },
});
const eventUpdated = (eventId: string, title: string, eventDate: string | null): LeagueEventEvent => ({
  type: 'LeagueEventUpdated',
  data: { eventId, title, description: 'updated', eventDate, thumbnailUrl: null, previousThumbnailUrl: null },
});
const eventDeleted = (eventId: string, title: string): LeagueEventEvent => ({
  type: 'LeagueEventDeleted', data: { eventId, title, thumbnailUrl: null },
});

const battlerCreated = (battlerId: string): BattlerEvent => ({ type: 'BattlerCreated', data: { battlerId, name: NAMES[battlerId] } });
const flags = (battlerId: string, f: { isRetired?: boolean; isHallOfFame?: boolean; isDeceased?: boolean } = {}): BattlerEvent => ({
  type: 'BattlerFlagsSet',
  data: {
    battlerId, isRetired: f.isRetired ?? false, isHallOfFame: f.isHallOfFame ?? false, isDeceased: f.isDeceased ?? false,
    deceasedDate: f.isDeceased ? '2025-03-01' : null, memorialNotes: f.isDeceased ? 'Rest easy' : null,
  },
});
const recalculated = (battlerId: string): BattlerEvent => ({ type: 'BattlerStatsRecalculated', data: { battlerId } });

/** A video as the tests think of it: who fights whom, where. */
interface Fight {
  videoId: string;
  eventId: string;
  a: string;
  b: string;
  isMainEvent?: boolean;
  title?: string;
}

const titleOf = (f: Fight) => f.title ?? `${NAMES[f.a]} vs ${NAMES[f.b]}`;

const uploaded = (f: Fight): VideoEvent => ({
  type: 'VideoUploaded',
  data: {
    videoId: f.videoId, title: titleOf(f), description: `${f.videoId} description`, eventId: f.eventId,
    battlerAId: f.a, battlerAName: NAMES[f.a], battlerBId: f.b, battlerBName: NAMES[f.b],
    isMainEvent: f.isMainEvent ?? false, requiresAuth: false, thumbnailUrl: null,
    fileKey: `videos/${f.videoId}.mp4`, fileSize: 123_456, mimeType: 'video/mp4',
    duration: 61.5, width: 1280, height: 720, bitrate: 900_000,
  },
});

/** The edit of `before` into `before` with `change`, with the previous ids the decider records. */
const updated = (before: Fight, change: Partial<Omit<Fight, 'videoId'>>): VideoEvent => {
  const after = { ...before, ...change };
  return {
    type: 'VideoUpdated',
    data: {
      videoId: before.videoId, title: titleOf(after), description: 'edited', eventId: after.eventId,
      battlerAId: after.a, battlerAName: NAMES[after.a], battlerBId: after.b, battlerBName: NAMES[after.b],
      isMainEvent: after.isMainEvent ?? false, requiresAuth: false, thumbnailUrl: null, previousThumbnailUrl: null,
      previousEventId: before.eventId, previousBattlerAId: before.a, previousBattlerBId: before.b,
    },
  };
};

const videoDeleted = (f: Fight, reason: 'admin' | 'event_deleted' = 'admin'): VideoEvent => ({
  type: 'VideoDeleted',
  data: {
    videoId: f.videoId, eventId: f.eventId, battlerAId: f.a, battlerBId: f.b,
    fileKey: `videos/${f.videoId}.mp4`, thumbnailUrl: null, reason,
  },
});

/** The next issue's vote projector, simulated: a tally written straight onto the video document. */
async function tally(store: ReadStore, log: Log, videoId: string, battlerAVotes: number, battlerBVotes: number) {
  const videos = store.collection<VideoView>(VIDEOS);
  const current = await videos.get(videoId);
  if (!current) throw new Error(`no video ${videoId}`);
  await videos.upsert({ ...current, battlerAVotes, battlerBVotes, totalVotes: battlerAVotes + battlerBVotes, _position: log.skip() });
}

const SUMMER = '2024-05-01T20:00:00.000Z';
const WINTER = '2024-12-14T19:30:00.000Z';

const zeroStats = { battles: 0, wins: 0, losses: 0, winRate: null, totalVotes: 0, videoCount: 0 };

// ---------------------------------------------------------------------------

describe('catalogue projectors (videos, events, battlers in allProjectors order)', () => {
  let store: MemoryReadStore;
  let log: Log;
  beforeEach(() => {
    store = new MemoryReadStore();
    log = new Log();
  });

  it('runs the videos projector before the events and battlers projectors that summarise its documents', () => {
    const names = allProjectors.map((p) => p.name);
    expect(names.indexOf('videos')).toBeLessThan(names.indexOf('events'));
    expect(names.indexOf('videos')).toBeLessThan(names.indexOf('battlers'));
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

  describe('battlers', () => {
    it('created: a directory entry with no stats, active, unclaimed', async () => {
      await given(store, log, battlerCreated('ace'));
      expect(await battlerDoc(store, 'ace')).toEqual({
        id: 'ace', name: 'Ace BARS', nameLower: 'ace bars', userId: null,
        profileImageUrl: null, coverImageUrl: null, location: null, tagline: null, quote: null,
        battles: 0, wins: 0, losses: 0, winRate: null, totalVotes: 0,
        totalYoutubeViews: 0, youtubeVideoCount: 0, lastYoutubeSync: null, youtubeErrorMessage: null,
        youtubeSearchName: null, youtubeChannelId: null,
        isRetired: false, isHallOfFame: false, isDeceased: false, deceasedDate: null, memorialNotes: null,
        category: 'active', videoCount: 0, hasApprovedApplication: false, approvedApplicationIds: [], createdAt: atOf(1), updatedAt: atOf(1), _position: 1,
      });
    });

    it.each<[string, string, { isRetired?: boolean; isHallOfFame?: boolean; isDeceased?: boolean }]>([
      ['deceased over Hall of Fame and retired', 'in_memory', { isDeceased: true, isHallOfFame: true, isRetired: true }],
      ['deceased alone', 'in_memory', { isDeceased: true }],
      ['Hall of Fame over retired', 'hall_of_fame', { isHallOfFame: true, isRetired: true }],
      ['Hall of Fame alone', 'hall_of_fame', { isHallOfFame: true }],
      ['retired', 'retired', { isRetired: true }],
      ['no flag', 'active', {}],
    ])('flags set, %s: category %s', async (_, category, f) => {
      await given(store, log, battlerCreated('ace'), flags('ace', { isDeceased: true, isHallOfFame: true, isRetired: true }), flags('ace', f));
      const doc = await battlerDoc(store, 'ace');
      expect(doc).toMatchObject({
        isRetired: f.isRetired ?? false, isHallOfFame: f.isHallOfFame ?? false, isDeceased: f.isDeceased ?? false,
        deceasedDate: f.isDeceased ? '2025-03-01' : null, memorialNotes: f.isDeceased ? 'Rest easy' : null,
        category, updatedAt: atOf(3), createdAt: atOf(1),
      });
      expect(doc).not.toHaveProperty('battlerId');
    });

    it('profile update, image, claim, cover: each field and updatedAt; delete removes it', async () => {
      await given(store, log, battlerCreated('ace'), { type: 'BattlerProfileUpdated', data: { battlerId: 'ace', tagline: 'Bars for days', quote: 'Never miss' } });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ tagline: 'Bars for days', quote: 'Never miss', updatedAt: atOf(2), createdAt: atOf(1) });

      await given(store, log, {
        type: 'BattlerProfileImageChanged',
        data: { battlerId: 'ace', profileImageUrl: '/uploads/battlers/ace.png', previousProfileImageUrl: null },
      });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ profileImageUrl: '/uploads/battlers/ace.png', updatedAt: atOf(3) });
      expect(await battlerDoc(store, 'ace')).not.toHaveProperty('previousProfileImageUrl');

      await given(store, log, { type: 'BattlerClaimed', data: { battlerId: 'ace', userId: 'user-7', claimRequestId: 'c7' } });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ userId: 'user-7', updatedAt: atOf(4), tagline: 'Bars for days' });

      await given(store, log, { type: 'BattlerProfileUpdated', data: { battlerId: 'ace', tagline: null, quote: null } });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ tagline: null, quote: null, profileImageUrl: '/uploads/battlers/ace.png', userId: 'user-7' });

      await given(store, log, {
        type: 'BattlerCoverImageChanged', data: { battlerId: 'ace', name: 'Ace BARS', coverImageUrl: '/uploads/battlers/cover.png', previousCoverImageUrl: null },
      });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ coverImageUrl: '/uploads/battlers/cover.png', updatedAt: atOf(6) });
      expect(await battlerDoc(store, 'ace')).not.toHaveProperty('previousCoverImageUrl');
      await given(store, log, {
        type: 'BattlerCoverImageChanged', data: { battlerId: 'ace', name: 'Ace BARS', coverImageUrl: null, previousCoverImageUrl: '/uploads/battlers/cover.png' },
      });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ coverImageUrl: null, profileImageUrl: '/uploads/battlers/ace.png' });

      await given(store, log, { type: 'BattlerDeleted', data: { battlerId: 'ace', name: 'Ace BARS', profileImageUrl: '/uploads/battlers/ace.png' } });
      expect(await battlerDoc(store, 'ace')).toBeNull();
    });

    it('events about a battler with no document create none', async () => {
      await given(store, log,
        flags('ghost', { isRetired: true }),
        { type: 'BattlerClaimed', data: { battlerId: 'ghost', userId: 'u', claimRequestId: 'c0' } },
        recalculated('ghost'),
        eventCreated('e1', 'Summer Clash'),
        uploaded({ videoId: 'v1', eventId: 'e1', a: 'ghost', b: 'dex' }));
      expect(await store.collection(BATTLERS).count()).toBe(0);
      expect(await videoDoc(store, 'v1')).toMatchObject({ battlerAId: 'ghost' });
    });

    it('BattlerStatsRecalculated computes the stats again from the video documents', async () => {
      await given(store, log, battlerCreated('ace'), battlerCreated('blaze'), eventCreated('e1', 'Summer Clash'),
        uploaded({ videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze' }));
      // stats gone wrong (an older projector version, a hand edit)
      const battlers = store.collection<BattlerView>(BATTLERS);
      const ace = await battlers.get('ace');
      await battlers.upsert({ ...(ace as BattlerView), battles: 9, wins: 9, losses: 0, winRate: 100, totalVotes: 99, videoCount: 9, _position: log.skip() });

      await given(store, log, recalculated('ace'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({
        battles: 1, wins: 0, losses: 0, winRate: 0, totalVotes: 0, videoCount: 1, _position: log.position,
      });
      // only its own document: a recalculation of ace does not touch blaze
      expect((await battlerDoc(store, 'blaze'))?._position).toBe(4);
    });
  });

  describe('stats follow the tallies', () => {
    beforeEach(async () => {
      await given(store, log, ...['ace', 'blaze', 'cipher'].map(battlerCreated), eventCreated('e1', 'Summer Clash', SUMMER),
        uploaded({ videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze' }));
    });

    it('3–1: A has a win, B a loss; each counts its own votes', async () => {
      await tally(store, log, 'v1', 3, 1);
      await given(store, log, recalculated('ace'), recalculated('blaze'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 1, videoCount: 1, wins: 1, losses: 0, totalVotes: 3, winRate: 100.0 });
      expect(await battlerDoc(store, 'blaze')).toMatchObject({ battles: 1, videoCount: 1, wins: 0, losses: 1, totalVotes: 1, winRate: 0.0 });
    });

    it('1–3: B\'s win', async () => {
      await tally(store, log, 'v1', 1, 3);
      await given(store, log, recalculated('ace'), recalculated('blaze'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({ wins: 0, losses: 1, totalVotes: 1, winRate: 0 });
      expect(await battlerDoc(store, 'blaze')).toMatchObject({ wins: 1, losses: 0, totalVotes: 3, winRate: 100 });
    });

    it('a 2–2 tie is neither a win nor a loss, but is a battle', async () => {
      await tally(store, log, 'v1', 2, 2);
      await given(store, log, recalculated('ace'), recalculated('blaze'));
      for (const id of ['ace', 'blaze']) {
        expect(await battlerDoc(store, id)).toMatchObject({ battles: 1, wins: 0, losses: 0, totalVotes: 2, winRate: 0 });
      }
    });

    it('over several videos: win rate to one decimal over all battles, ties included', async () => {
      await given(store, log,
        uploaded({ videoId: 'v2', eventId: 'e1', a: 'cipher', b: 'ace' }),
        uploaded({ videoId: 'v3', eventId: 'e1', a: 'ace', b: 'cipher' }));
      await tally(store, log, 'v1', 3, 1); // ace wins as A
      await tally(store, log, 'v2', 0, 4); // ace wins as B
      await tally(store, log, 'v3', 2, 2); // tie
      await given(store, log, recalculated('ace'), recalculated('cipher'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 3, wins: 2, losses: 0, totalVotes: 9, winRate: 66.7 });
      expect(await battlerDoc(store, 'cipher')).toMatchObject({ battles: 2, wins: 0, losses: 1, totalVotes: 2, winRate: 0 });
    });

    it('without a recalculation the stats stay as they were (the vote projector will add its events to STATS_FOLLOW)', async () => {
      await tally(store, log, 'v1', 3, 1);
      expect(await battlerDoc(store, 'ace')).toMatchObject({ wins: 0, totalVotes: 0 });
    });
  });

  // -------------------------------------------------------------------------

  /** A history that touches every handler: creates, edits, moves, battler changes, deletes, cascades. */
  function wholeHistory(l: Log): RecordedEvent[] {
    const v1: Fight = { videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze', isMainEvent: true };
    const v2: Fight = { videoId: 'v2', eventId: 'e1', a: 'cipher', b: 'dex' };
    const v3: Fight = { videoId: 'v3', eventId: 'e2', a: 'ace', b: 'cipher', isMainEvent: true };
    const v4: Fight = { videoId: 'v4', eventId: 'e3', a: 'ghost', b: 'dex', isMainEvent: true };
    const v5: Fight = { videoId: 'v5', eventId: 'e3', a: 'blaze', b: 'dex' };
    return l.add(
      ...['ace', 'blaze', 'cipher', 'dex', 'ghost'].map(battlerCreated),
      eventCreated('e1', 'Summer Clash', SUMMER), eventCreated('e2', 'Winter Clash', WINTER), eventCreated('e3', 'Undated Night'),
      uploaded(v1), uploaded(v2), uploaded(v3), uploaded(v4), uploaded(v5),
      eventUpdated('e1', 'Summer Clash Finals', SUMMER),
      updated(v2, { eventId: 'e2' }),
      updated(v1, { b: 'dex' }),
      flags('ace', { isHallOfFame: true, isRetired: true }),
      flags('dex', { isDeceased: true }),
      { type: 'BattlerProfileUpdated', data: { battlerId: 'cipher', tagline: 'Quiet storm', quote: null } },
      { type: 'BattlerProfileImageChanged', data: { battlerId: 'blaze', profileImageUrl: '/uploads/battlers/b.png', previousProfileImageUrl: null } },
      { type: 'BattlerClaimed', data: { battlerId: 'cipher', userId: 'user-3', claimRequestId: 'c3' } },
      { type: 'BattlerCoverImageChanged', data: { battlerId: 'cipher', name: 'Cipher', coverImageUrl: '/uploads/battlers/c.png', previousCoverImageUrl: null } },
      videoDeleted(v3),
      eventDeleted('e3', 'Undated Night'),
      videoDeleted(v4, 'event_deleted'), // v5 stays, showing no event
      { type: 'BattlerDeleted', data: { battlerId: 'ghost', name: 'Ghost Writer', profileImageUrl: null } },
      recalculated('ace'),
      eventCreated('e4', 'Late Night', WINTER),
      uploaded({ videoId: 'v6', eventId: 'e4', a: 'blaze', b: 'cipher', isMainEvent: true }),
    );
  }

  describe('idempotency and replay', () => {
    it('the whole history applied twice (same positions) gives identical documents', async () => {
      const history = wholeHistory(log);
      await project(store, history);
      const once = await snapshot(store);
      expect(once.events.map((e) => e.id)).toEqual(['e1', 'e2', 'e4']);
      expect(once.videos.map((v) => v.id)).toEqual(['v1', 'v2', 'v5', 'v6']);
      expect(once.battlers.map((b) => b.id)).toEqual(['ace', 'blaze', 'cipher', 'dex']);
      expect(await videoDoc(store, 'v5')).toMatchObject({ eventTitle: null });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ category: 'hall_of_fame', battles: 1 });
      expect(await battlerDoc(store, 'dex')).toMatchObject({ category: 'in_memory', battles: 3 });
      expect(await eventDoc(store, 'e2')).toMatchObject({ videoCount: 1, mainVideo: null });

      await project(store, history);
      expect(await snapshot(store)).toEqual(once);
    });

    it('a replay of the tail (a crash between the writes and the checkpoint) changes nothing', async () => {
      const history = wholeHistory(log);
      await project(store, history);
      const once = await snapshot(store);
      for (const from of [5, 12, 20, history.length - 1]) {
        await project(store, history.slice(from));
        expect(await snapshot(store)).toEqual(once);
      }
    });

    it('a real ProjectionRunner over the SQLite event store gives the same documents as the direct application', async () => {
      const history = wholeHistory(log);
      const direct = new MemoryReadStore();
      await project(direct, history);

      const stores = embeddedStores();
      try {
        for (const e of history) await stores.events.append(e.streamId, [{ type: e.type, data: e.data, metadata: e.metadata }], 'any');
        const runner = new ProjectionRunner(stores.events, stores.reads, allProjectors);
        await runner.start();
        expect(runner.position).toBe(history.length);
        expect(runner.lastError).toBeNull();
        await runner.stop();

        // the log numbered them as the test did
        const positions: number[] = [];
        for await (const e of stores.events.readAll()) positions.push(e.position);
        expect(positions).toEqual(history.map((e) => e.position));

        expect(await snapshot(stores.reads)).toEqual(await snapshot(direct));

        // and a second runner, its checkpoints lost, replays everything onto the same documents
        await stores.reads.collection('projection_checkpoints').deleteMany({});
        const again = new ProjectionRunner(stores.events, stores.reads, allProjectors);
        await again.start();
        await again.stop();
        expect(await snapshot(stores.reads)).toEqual(await snapshot(direct));
      } finally {
        await stores.close();
      }
    });
  });
});
