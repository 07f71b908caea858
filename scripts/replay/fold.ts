import { createHash } from 'node:crypto';

/**
 * The analysts' replay, without I/O: events in global order go in, one row per
 * vote or view event comes out, and the tallies as of the cut-off are kept on the
 * side. Only the event log is read (never a read model), so the same fold gives the
 * same answer on a copy of the production log.
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
  /** the video's current pair (its last upload or update; else the pair its last vote carried) */
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

interface Ballot {
  battlerId: string;
  pairKey: string;
}

interface VideoState {
  videoId: string;
  /** from VideoUploaded / VideoUpdated */
  pair: [string, string] | null;
  /** the pair the latest vote on it carried: the fallback when the video's own events are absent */
  lastVotePair: [string, string] | null;
  /** each user's current vote on this video */
  ballots: Map<string, Ballot>;
  qualifiedViews: number;
  countedViews: number;
  deleted: boolean;
  /** battlers a merge replaced on it (former id → the one that took the side) */
  former: Map<string, string>;
}

/** The pair as a key that does not depend on which side is A (as the ballot decider does). */
const pairKeyOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

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
  private readonly videos = new Map<string, VideoState>();
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
   * Folds one event. Returns its row (null for events that make none, or that the
   * video filter leaves out), or 'stop' for the first event after the cut-off:
   * the replay ends there, that event and all later ones are left out.
   */
  push(event: ReplayEvent): ReplayRow | null | 'stop' {
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
    if (videoId === null || (this.videoFilter !== undefined && videoId !== this.videoFilter)) return null;

    switch (event.type) {
      case 'VideoUploaded':
      case 'VideoUpdated': {
        const a = str(d.battlerAId);
        const b = str(d.battlerBId);
        const v = this.video(videoId);
        if (a && b) v.pair = [a, b];
        return null;
      }
      case 'VideoDeleted':
        this.video(videoId).deleted = true;
        return null;
      case 'VideoBattlerReassigned': {
        // a merge re-pointed one side: its ballots count for the battler that took it, as the projectors count them
        const from = str(d.fromBattlerId);
        const to = str(d.battlerId);
        const a = str(d.battlerAId);
        const b = str(d.battlerBId);
        if (from && to) this.reassign(this.video(videoId), from, to, a && b ? [a, b] : null);
        return null;
      }
      case 'VoteCast':
      case 'VoteChanged': {
        const v = this.video(videoId);
        // a vote recorded with the pair from before a merge counts for the battler that took the side
        const now = (id: string | null) => (id === null ? null : v.former.get(id) ?? id);
        const userId = str(d.userId);
        const battlerId = now(str(d.battlerId));
        const a = now(str(d.battlerAId));
        const b = now(str(d.battlerBId));
        // a VoteChanged replaces the user's vote: one moves from one side to the other
        if (userId && battlerId && a && b) {
          v.ballots.set(userId, { battlerId, pairKey: pairKeyOf(a, b) });
          v.lastVotePair = [a, b];
        }
        return this.row({
          time: at,
          kind: ROW_KINDS[event.type],
          videoId,
          // the row is the event as recorded; only the tally follows the merge
          battlerId: str(d.battlerId),
          previousBattlerId: event.type === 'VoteChanged' ? str(d.previousBattlerId) : null,
          user: userId,
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
        if (event.type === 'ViewQualified') v.qualifiedViews++;
        if (event.type === 'ViewCounted') v.countedViews++;
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

  /** The tallies as of the cut-off (or of the last event pushed so far). */
  summary(): ReplaySummary {
    const videos: VideoTally[] = [];
    for (const v of this.videos.values()) {
      const pair = v.pair ?? v.lastVotePair;
      let aVotes = 0;
      let bVotes = 0;
      if (pair) {
        // a ballot cast for another pair than the video's current one does not count
        const key = pairKeyOf(pair[0], pair[1]);
        for (const ballot of v.ballots.values()) {
          if (ballot.pairKey !== key) continue;
          if (ballot.battlerId === pair[0]) aVotes++;
          else if (ballot.battlerId === pair[1]) bVotes++;
        }
      }
      videos.push({
        videoId: v.videoId,
        battlerAId: pair?.[0] ?? null,
        battlerBId: pair?.[1] ?? null,
        battlerAVotes: aVotes,
        battlerBVotes: bVotes,
        totalVotes: aVotes + bVotes,
        qualifiedViews: v.qualifiedViews,
        countedViews: v.countedViews,
        deleted: v.deleted,
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

  private isAfterCutOff(at: string): boolean {
    if (at.length === 24 && CANONICAL.test(at)) return at > this.untilIso;
    const ms = Date.parse(at);
    // an event without a readable time cannot be placed after the cut-off: it is kept
    return !Number.isNaN(ms) && ms > this.untilMs;
  }

  private reassign(v: VideoState, from: string, to: string, pair: [string, string] | null): void {
    const moved = (id: string) => (id === from ? to : id);
    const movedPair = (p: [string, string] | null): [string, string] | null => p && [moved(p[0]), moved(p[1])];
    v.pair = pair ?? movedPair(v.pair);
    v.lastVotePair = movedPair(v.lastVotePair);
    for (const [k, id] of v.former) if (id === from) v.former.set(k, to);
    v.former.set(from, to);
    for (const [user, ballot] of v.ballots) {
      const [x, y] = ballot.pairKey.split('|');
      v.ballots.set(user, { battlerId: moved(ballot.battlerId), pairKey: pairKeyOf(moved(x), moved(y)) });
    }
  }

  private row(r: ReplayRow): ReplayRow {
    this.rows++;
    return r;
  }

  private video(videoId: string): VideoState {
    let v = this.videos.get(videoId);
    if (!v) {
      v = {
        videoId, pair: null, lastVotePair: null, ballots: new Map(), qualifiedViews: 0, countedViews: 0, deleted: false, former: new Map(),
      };
      this.videos.set(videoId, v);
    }
    return v;
  }
}

/** The whole replay over an in-memory list: rows and the summary (for tests and small logs). */
export function replay(events: Iterable<ReplayEvent>, options: ReplayOptions): { rows: ReplayRow[]; summary: ReplaySummary } {
  const fold = new ReplayFold(options);
  const rows: ReplayRow[] = [];
  for (const e of events) {
    const r = fold.push(e);
    if (r === 'stop') break;
    if (r) rows.push(r);
  }
  return { rows, summary: fold.summary() };
}
