import { createHash } from 'node:crypto';
import { VIDEOS, type VideoView } from '../../application/catalogue/read-model';
import type { RecordedEvent } from '../../application/ports/event-store';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { videosProjector } from '../../projections/catalogue/videos.projector';
import { ProjectorFeed } from '../../projections/history/feed';

/**
 * The analysts' replay, without I/O: events in global order go in, one row per
 * vote or view event comes out, and the tallies as of the cut-off are kept on the
 * side. Only the event log is read (never the server's read models), so the same
 * fold gives the same answer on a copy of the production log. The tallies are the
 * site's own: the events go through the videos projector (the one that counts votes
 * and views for the site, merges included) into a scratch in-memory store, so there
 * is one copy of the tally rules (issue 14).
 */

/** What the fold needs of a recorded event (a RecordedEvent fits). */
export interface ReplayEvent {
  type: string;
  data: unknown;
  metadata: { at: string };
  position: number;
}

export const ROW_KINDS = {
  VoteCast: 'vote_cast',
  VoteChanged: 'vote_changed',
  ViewStarted: 'view_started',
  ViewProgressRecorded: 'view_progress',
  ViewQualified: 'view_qualified',
  ViewCounted: 'view_counted',
} as const;

export type RowKind = (typeof ROW_KINDS)[keyof typeof ROW_KINDS];

export interface ReplayRow {
  /** metadata.at of the event (ISO-8601) */
  time: string;
  kind: RowKind;
  videoId: string;
  /** votes: the battler voted for */
  battlerId: string | null;
  /** vote changes: the battler the vote moved from */
  previousBattlerId: string | null;
  /** votes: the userId; views: the viewerKey (`user:<id>` or `anon:<sha256>`) */
  user: string | null;
  /** view progress and qualification: seconds watched */
  watchedDuration: number | null;
  /** view progress and qualification: 0–100 */
  completionPercentage: number | null;
  /** view events */
  viewId: string | null;
}

/** Column order of the CSV and key order of the NDJSON objects. */
export const COLUMNS: readonly (keyof ReplayRow)[] = [
  'time', 'kind', 'videoId', 'battlerId', 'previousBattlerId', 'user', 'watchedDuration', 'completionPercentage', 'viewId',
];

export interface VideoTally {
  videoId: string;
  /** the video's current pair, as the site's videos read model holds it (null: the log never uploaded it) */
  battlerAId: string | null;
  battlerBId: string | null;
  battlerAVotes: number;
  battlerBVotes: number;
  totalVotes: number;
  qualifiedViews: number;
  countedViews: number;
  deleted: boolean;
}

export interface ReplaySummary {
  /** the cut-off, ISO-8601 */
  until: string;
  /** events at or before the cut-off that went through the fold (all types) */
  eventsRead: number;
  /** rows produced (vote and view events, after the video filter) */
  rows: number;
  /** the first event after the cut-off, where the replay stopped; null: the log ended first */
  stoppedAt: { position: number; at: string } | null;
  /** position of the last event read (0 when none) */
  lastPosition: number;
  /** one per video seen, in the order they first appeared */
  videos: VideoTally[];
}

export interface ReplayOptions {
  until: Date;
  /** only this video's rows and tally */
  videoId?: string;
}

/** What the fold keeps of a video beside the projected model: the order it appeared in, its qualified views. */
interface Seen {
  qualifiedViews: number;
  /** the video's document as the projector left it just before its deletion */
  deletedAs: VideoView | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const VIEWER_KEY = /^(?:user:[^\s]+|anon:[0-9a-f]{64})$/;

/**
 * A viewerKey as stored is `user:<id>` or `anon:<sha256>`. Anything else (a malformed
 * or hand-written event) is hashed here, so no address can reach the output in clear.
 */
export function safeViewerKey(key: unknown): string | null {
  if (typeof key !== 'string' || key === '') return null;
  if (VIEWER_KEY.test(key)) return key;
  return `anon:${createHash('sha256').update(key).digest('hex')}`;
}

/** An ISO-8601 instant in the canonical toISOString() shape: compared as a string, no parsing. */
const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export class ReplayFold {
  private readonly untilMs: number;
  private readonly untilIso: string;
  private readonly videoFilter: string | undefined;
  private readonly seen = new Map<string, Seen>();
  private readonly store = new MemoryReadStore();
  private readonly feed = new ProjectorFeed([videosProjector], this.store);
  private eventsRead = 0;
  private rows = 0;
  private lastPosition = 0;
  private stoppedAt: ReplaySummary['stoppedAt'] = null;

  constructor(options: ReplayOptions) {
    this.untilMs = options.until.getTime();
    if (Number.isNaN(this.untilMs)) throw new RangeError('until is not a valid date');
    this.untilIso = options.until.toISOString();
    this.videoFilter = options.videoId;
  }

  /** true once an event after the cut-off was seen: push() takes nothing more */
  get stopped(): boolean {
    return this.stoppedAt !== null;
  }

  /**
   * Folds one event (await each before the next: the projector applies them in order).
   * Returns its row (null for events that make none, or that the video filter leaves
   * out), or 'stop' for the first event after the cut-off: the replay ends there, that
   * event and all later ones are left out.
   */
  async push(event: ReplayEvent): Promise<ReplayRow | null | 'stop'> {
    if (this.stoppedAt) return 'stop';
    const at = event.metadata?.at ?? '';
    if (this.isAfterCutOff(at)) {
      this.stoppedAt = { position: event.position, at };
      return 'stop';
    }
    this.eventsRead++;
    this.lastPosition = event.position;
    const d = (event.data ?? {}) as Record<string, unknown>;
    const videoId = str(d.videoId);
    if (videoId !== null && this.videoFilter !== undefined && videoId !== this.videoFilter) return null;
    if (this.feed.handles(event.type)) {
      if (event.type === 'VideoDeleted' && videoId !== null) this.video(videoId).deletedAs = await this.videos.get(videoId);
      // the projector reads the type, data, time and position; a ReplayEvent has them all
      await this.feed.apply(event as RecordedEvent);
    }
    if (videoId === null) return null;

    switch (event.type) {
      case 'VideoUploaded':
      case 'VideoUpdated':
      case 'VideoDeleted':
      case 'VideoBattlerReassigned':
        this.video(videoId);
        return null;
      case 'VoteCast':
      case 'VoteChanged': {
        this.video(videoId);
        return this.row({
          time: at,
          kind: ROW_KINDS[event.type],
          videoId,
          // the row is the event as recorded; only the tally follows a merge
          battlerId: str(d.battlerId),
          previousBattlerId: event.type === 'VoteChanged' ? str(d.previousBattlerId) : null,
          user: str(d.userId),
          watchedDuration: null,
          completionPercentage: null,
          viewId: null,
        });
      }
      case 'ViewStarted':
      case 'ViewProgressRecorded':
      case 'ViewQualified':
      case 'ViewCounted': {
        const v = this.video(videoId);
        // no read model counts qualified views: the fold counts their rows
        if (event.type === 'ViewQualified') v.qualifiedViews++;
        const measured = event.type === 'ViewProgressRecorded' || event.type === 'ViewQualified';
        return this.row({
          time: at,
          kind: ROW_KINDS[event.type],
          videoId,
          battlerId: null,
          previousBattlerId: null,
          user: safeViewerKey(d.viewerKey),
          watchedDuration: measured ? num(d.watchedDuration) : null,
          completionPercentage: measured ? num(d.completionPercentage) : null,
          viewId: str(d.viewId),
        });
      }
      default:
        return null;
    }
  }

  /**
   * The tallies as of the cut-off (or of the last event pushed so far), as the site's
   * videos read model held them then; a deleted video's as they stood at its deletion.
   * A video the log never uploaded has no tally (the site counts no vote for it).
   */
  async summary(): Promise<ReplaySummary> {
    const videos: VideoTally[] = [];
    for (const [videoId, seen] of this.seen) {
      const doc = seen.deletedAs ?? (await this.videos.get(videoId));
      videos.push({
        videoId,
        battlerAId: doc?.battlerAId ?? null,
        battlerBId: doc?.battlerBId ?? null,
        battlerAVotes: doc?.battlerAVotes ?? 0,
        battlerBVotes: doc?.battlerBVotes ?? 0,
        totalVotes: doc?.totalVotes ?? 0,
        qualifiedViews: seen.qualifiedViews,
        countedViews: doc?.viewCount ?? 0,
        deleted: seen.deletedAs !== null,
      });
    }
    return {
      until: this.untilIso,
      eventsRead: this.eventsRead,
      rows: this.rows,
      stoppedAt: this.stoppedAt,
      lastPosition: this.lastPosition,
      videos,
    };
  }

  private get videos() {
    return this.store.collection<VideoView>(VIDEOS);
  }

  private isAfterCutOff(at: string): boolean {
    if (at.length === 24 && CANONICAL.test(at)) return at > this.untilIso;
    const ms = Date.parse(at);
    // an event without a readable time cannot be placed after the cut-off: it is kept
    return !Number.isNaN(ms) && ms > this.untilMs;
  }

  private row(r: ReplayRow): ReplayRow {
    this.rows++;
    return r;
  }

  private video(videoId: string): Seen {
    let v = this.seen.get(videoId);
    if (!v) {
      v = { qualifiedViews: 0, deletedAs: null };
      this.seen.set(videoId, v);
    }
    return v;
  }
}

/** The whole replay over an in-memory list: rows and the summary (for tests and small logs). */
export async function replay(events: Iterable<ReplayEvent>, options: ReplayOptions): Promise<{ rows: ReplayRow[]; summary: ReplaySummary }> {
  const fold = new ReplayFold(options);
  const rows: ReplayRow[] = [];
  for (const e of events) {
    const r = await fold.push(e);
    if (r === 'stop') break;
    if (r) rows.push(r);
  }
  return { rows, summary: await fold.summary() };
}
