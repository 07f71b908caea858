// Catalogue events at log positions and a projecting helper, shared by the catalogue projector tests.
import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import {
  BATTLERS, type BattlerView, EVENTS, type EventView, VIDEOS, type VideoView,
} from '../../application/catalogue/read-model';
import { type BattlerEvent, battlerStream } from '../../domain/battler/battler';
import { type LeagueEventEvent, leagueEventStream } from '../../domain/league-event/league-event';
import { type VideoEvent, videoStream } from '../../domain/video/video';
import { allProjectors } from '../../api/features/projectors';
import { BATTLERS_VIDEOS } from './battlers.projector';

export type CatalogueEvent = LeagueEventEvent | VideoEvent | BattlerEvent;

// ---------------------------------------------------------------------------
// the log: positions 1, 2, 3... as the SQLite store numbers them, one second apart

export const T0 = Date.parse('2026-11-21T12:00:00.000Z');
export const atOf = (position: number) => new Date(T0 + position * 1000).toISOString();

export const streamOf = (e: CatalogueEvent): string => {
  const d = e.data as { eventId?: string; videoId?: string; battlerId?: string };
  if (e.type.startsWith('LeagueEvent')) return leagueEventStream(d.eventId as string);
  if (e.type.startsWith('Video')) return videoStream(d.videoId as string);
  return battlerStream(d.battlerId as string);
};

export class Log {
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

/** What the runner does for one fresh store: every event to every projector that handles it, in the slices' order. */
export async function project(store: ReadStore, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) {
    for (const p of allProjectors) if (p.handles.includes(event.type)) await p.apply(event, store);
  }
}

/** Record and project in one step. */
export const given = async (store: ReadStore, log: Log, ...events: CatalogueEvent[]) => project(store, log.add(...events));

export const eventDoc = (store: ReadStore, id: string) => store.collection<EventView>(EVENTS).get(id);
export const videoDoc = (store: ReadStore, id: string) => store.collection<VideoView>(VIDEOS).get(id);
export const battlerDoc = (store: ReadStore, id: string) => store.collection<BattlerView>(BATTLERS).get(id);

/** The three catalogue collections, sorted by id, deep-copied. */
export async function snapshot(store: ReadStore) {
  const all = async (name: string) => structuredClone(
    [...await store.collection<{ id: string }>(name).find({})].sort((a, b) => a.id.localeCompare(b.id)),
  );
  return { events: await all(EVENTS), videos: await all(VIDEOS), battlers: await all(BATTLERS) };
}

// ---------------------------------------------------------------------------
// domain events

export const NAMES: Record<string, string> = {
  ace: 'Ace BARS', blaze: 'BLAZE', cipher: 'Cipher Nine', dex: 'Dex', ghost: 'Ghost Writer',
};

export const eventCreated = (eventId: string, title: string, eventDate: string | null = null): LeagueEventEvent => ({
  type: 'LeagueEventCreated', data: { eventId, title, description: `${title} description`, eventDate, thumbnailUrl: null },
});
export const eventUpdated = (eventId: string, title: string, eventDate: string | null): LeagueEventEvent => ({
  type: 'LeagueEventUpdated',
  data: { eventId, title, description: 'updated', eventDate, thumbnailUrl: null, previousThumbnailUrl: null },
});
export const eventDeleted = (eventId: string, title: string): LeagueEventEvent => ({
  type: 'LeagueEventDeleted', data: { eventId, title, thumbnailUrl: null },
});

export const battlerCreated = (battlerId: string): BattlerEvent => ({ type: 'BattlerCreated', data: { battlerId, name: NAMES[battlerId] } });
export const flags = (battlerId: string, f: { isRetired?: boolean; isHallOfFame?: boolean; isDeceased?: boolean } = {}): BattlerEvent => ({
  type: 'BattlerFlagsSet',
  data: {
    battlerId, isRetired: f.isRetired ?? false, isHallOfFame: f.isHallOfFame ?? false, isDeceased: f.isDeceased ?? false,
    deceasedDate: f.isDeceased ? '2025-03-01' : null, memorialNotes: f.isDeceased ? 'Rest easy' : null,
  },
});
export const recalculated = (battlerId: string): BattlerEvent => ({ type: 'BattlerStatsRecalculated', data: { battlerId } });

/** A video as the tests think of it: who fights whom, where. */
export interface Fight {
  videoId: string;
  eventId: string;
  a: string;
  b: string;
  isMainEvent?: boolean;
  title?: string;
}

export const titleOf = (f: Fight) => f.title ?? `${NAMES[f.a]} vs ${NAMES[f.b]}`;

export const uploaded = (f: Fight): VideoEvent => ({
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
export const updated = (before: Fight, change: Partial<Omit<Fight, 'videoId'>>): VideoEvent => {
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

export const videoDeleted = (f: Fight, reason: 'admin' | 'event_deleted' = 'admin'): VideoEvent => ({
  type: 'VideoDeleted',
  data: {
    videoId: f.videoId, eventId: f.eventId, battlerAId: f.a, battlerBId: f.b,
    fileKey: `videos/${f.videoId}.mp4`, thumbnailUrl: null, reason,
  },
});

/**
 * Votes, simulated: a tally written straight onto the video document and onto the
 * battlers projector's own copy of it (each counts the votes it is fed).
 */
export async function tally(store: ReadStore, log: Log, videoId: string, battlerAVotes: number, battlerBVotes: number) {
  const position = log.skip();
  for (const name of [VIDEOS, BATTLERS_VIDEOS]) {
    const videos = store.collection<VideoView>(name);
    const current = await videos.get(videoId);
    if (!current) throw new Error(`no video ${videoId} in ${name}`);
    await videos.upsert({ ...current, battlerAVotes, battlerBVotes, totalVotes: battlerAVotes + battlerBVotes, _position: position });
  }
}

export const SUMMER = '2024-05-01T20:00:00.000Z';
export const WINTER = '2024-12-14T19:30:00.000Z';

export const zeroStats = { battles: 0, wins: 0, losses: 0, winRate: null, totalVotes: 0, videoCount: 0 };

// ---------------------------------------------------------------------------
// the full catalogue log

/** A history that touches every handler: creates, edits, moves, battler changes, deletes, cascades. */
export function wholeHistory(l: Log): RecordedEvent[] {
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
