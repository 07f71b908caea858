import type { BattlerCategory } from '../../domain/battler/categories';
import type { ReadStore } from '../ports/read-store';

export const EVENTS = 'events';
export const VIDEOS = 'videos';
export const BATTLERS = 'battlers';

/** Where a video's bytes are served: the media endpoint checks members-only itself. */
export const videoUrlOf = (videoId: string) => `/media/videos/${videoId}`;

export interface MainVideoView {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  battlerAName: string;
  battlerBName: string;
  requiresAuth: boolean;
  duration: number | null;
}

/** One league event, shaped for the events list, the landing page and the admin cards. */
export interface EventView {
  id: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
  eventDate: string | null;
  /** eventDate as epoch ms, or null: sorts newest first, undated last */
  eventTime: number | null;
  createdAt: string;
  updatedAt: string;
  videoCount: number;
  mainVideo: MainVideoView | null;
  /** lower-cased title and battler names of its videos, for the search */
  searchText: string;
  _position: number;
}

/** One video with its event's title and date, tallies and views: the grid's card. */
export interface VideoView {
  id: string;
  eventId: string;
  title: string;
  description: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  battlerAId: string;
  battlerBId: string;
  battlerAName: string;
  battlerBName: string;
  duration: number | null;
  fileSize: number;
  mimeType: string;
  width: number | null;
  height: number | null;
  bitrate: number | null;
  /** finished renditions, tallest first; the original plays until there are any */
  availableQualities: string[];
  /** renditions planned for this video, and those that failed (for the admins' progress view) */
  plannedQualities: string[];
  failedQualities: string[];
  /** storage keys of the finished renditions by quality; never sent to visitors */
  renditionKeys: Record<string, string>;
  viewCount: number;
  isMainEvent: boolean;
  requiresAuth: boolean;
  /** storage key of the original; never sent to visitors */
  fileKey: string;
  eventTitle: string | null;
  eventDate: string | null;
  eventTime: number | null;
  battlerAVotes: number;
  battlerBVotes: number;
  totalVotes: number;
  createdAt: string;
  updatedAt: string;
  /**
   * battlers a merge replaced on this video (former id → the one that took its side):
   * a vote recorded with the former pair, in the instant of the merge, still counts. Never sent.
   */
  formerBattlerIds?: Record<string, string>;
  _position: number;
}

/**
 * A vote's pair and choices as the video names its battlers now: a vote recorded with
 * the pair from before a merge counts for the battler that took the side.
 */
export function votedAsNow<T extends { battlerId: string; battlerAId: string; battlerBId: string; previousBattlerId?: string }>(
  video: Pick<VideoView, 'formerBattlerIds'>, vote: T,
): T {
  const former = video.formerBattlerIds;
  if (!former) return vote;
  const now = (id: string) => former[id] ?? id;
  return {
    ...vote, battlerId: now(vote.battlerId), battlerAId: now(vote.battlerAId), battlerBId: now(vote.battlerBId),
    ...(vote.previousBattlerId === undefined ? {} : { previousBattlerId: now(vote.previousBattlerId) }),
  };
}

/** One battler with the stats that follow its videos' tallies. */
export interface BattlerView {
  id: string;
  name: string;
  nameLower: string;
  userId: string | null;
  profileImageUrl: string | null;
  coverImageUrl: string | null;
  location: string | null;
  tagline: string | null;
  quote: string | null;
  battles: number;
  wins: number;
  losses: number;
  winRate: number | null;
  totalVotes: number;
  totalYoutubeViews: number;
  youtubeVideoCount: number;
  lastYoutubeSync: string | null;
  youtubeErrorMessage: string | null;
  youtubeSearchName: string | null;
  youtubeChannelId: string | null;
  isRetired: boolean;
  isHallOfFame: boolean;
  isDeceased: boolean;
  deceasedDate: string | null;
  memorialNotes: string | null;
  category: BattlerCategory;
  videoCount: number;
  hasApprovedApplication: boolean;
  /** the approved battler applications linked to it (hasApprovedApplication while any); never sent */
  approvedApplicationIds: string[];
  createdAt: string;
  updatedAt: string;
  _position: number;
}

/**
 * A battler's videos: two equality reads rather than one `$or`, which both stores
 * answer from an index (MongoDB) or a plain scan without a query compile (memory).
 */
export async function videosOfBattler(store: ReadStore, battlerId: string): Promise<VideoView[]> {
  const videos = store.collection<VideoView>(VIDEOS);
  const [asA, asB] = await Promise.all([videos.find({ battlerAId: battlerId }), videos.find({ battlerBId: battlerId })]);
  return [...asA, ...asB.filter((v) => v.battlerAId !== battlerId)];
}

const omit = <T extends object, K extends keyof T>(doc: T, keys: K[]): Omit<T, K> => {
  const out = { ...doc };
  for (const k of keys) delete out[k];
  return out;
};

export const publicEvent = (e: EventView) => omit(e, ['_position', 'searchText', 'eventTime']);
export const publicVideo = (v: VideoView) =>
  omit(v, ['_position', 'fileKey', 'eventTime', 'renditionKeys', 'plannedQualities', 'failedQualities', 'formerBattlerIds']);
export const adminBattler = (b: BattlerView) => omit(b, ['_position', 'nameLower', 'approvedApplicationIds']);
export const publicBattler = (b: BattlerView) =>
  omit(b, ['_position', 'nameLower', 'approvedApplicationIds', 'videoCount', 'hasApprovedApplication', 'lastYoutubeSync', 'youtubeErrorMessage',
    'youtubeSearchName', 'youtubeChannelId']);

/** Dated events newest first, undated last, then by title. */
export function byEventDate<T extends { eventTime: number | null; title: string }>(a: T, b: T): number {
  if (a.eventTime !== b.eventTime) {
    if (a.eventTime === null) return 1;
    if (b.eventTime === null) return -1;
    return b.eventTime - a.eventTime;
  }
  return a.title.localeCompare(b.title);
}

/** Inside an event: main-event videos first, then alphabetical. */
export function byMainThenTitle(a: VideoView, b: VideoView): number {
  if (a.isMainEvent !== b.isMainEvent) return a.isMainEvent ? -1 : 1;
  return a.title.localeCompare(b.title) || a.createdAt.localeCompare(b.createdAt);
}

export const dateTime = (date: string | null): number | null => {
  if (!date) return null;
  const t = Date.parse(date);
  return Number.isNaN(t) ? null : t;
};
