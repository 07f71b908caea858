import {
  type EventReachView, INSIGHTS_BATTLER_DAYS, INSIGHTS_DAYS, REACH_EVENT_DAYS, REACH_EVENT_VIEWERS, REACH_EVENTS,
} from '../../application/reach/read-model';
import type { Projected } from '../projector';
import type { CountBatch } from './counts';
import { leagueDay } from '../../domain/sponsorship/period';
import { LEAGUE_UTC_OFFSET_MINUTES } from '../../domain/league-event/limits';

// The reach projector's private lookups, fed by the events it handles (it reads no other model).

/** per video: its event, duration, pair, the battlers a merge replaced, and its own counts */
export const REACH_VIDEOS = 'reach_videos';
/** per (video, league day): views counted (its votes per day are its ballots') */
export const REACH_VIDEO_DAYS = 'reach_video_days';
/** per (video, viewer): counted views */
export const REACH_VIDEO_VIEWERS = 'reach_video_viewers';
/** per view session: the last reported watched time, capped at the video's duration */
export const REACH_VIEWS = 'reach_views';
/** per standing ballot (video, user): the battler it names now and the day it was first cast */
export const REACH_BALLOTS = 'reach_ballots';
/** per visible comment or reply: its video, thread and the day it was posted */
export const REACH_COMMENTS = 'reach_comments';

export interface VideoReach extends Projected {
  eventId: string;
  duration: number | null;
  battlerAId: string;
  battlerBId: string;
  formerBattlerIds?: Record<string, string>;
  views: number;
  watchSeconds: number;
  comments: number;
}
export interface VideoDay extends Projected { videoId: string; day: string; views: number }
export interface VideoViewer extends Projected { videoId: string; viewerKey: string; views: number }
export interface ViewSession extends Projected { videoId: string; watched: number }
export interface Ballot extends Projected { videoId: string; battlerId: string; day: string }
export interface CommentSeen extends Projected { videoId: string; parentCommentId: string | null; day: string }

export const PRIVATE_COLLECTIONS = [REACH_VIDEOS, REACH_VIDEO_DAYS, REACH_VIDEO_VIEWERS, REACH_VIEWS, REACH_BALLOTS, REACH_COMMENTS];

export const join = (a: string, b: string) => `${a}|${b}`;

/** The UTC hour at which the league day changes, as `at` spells it */
const SPLIT_HOUR = String(((-LEAGUE_UTC_OFFSET_MINUTES / 60) % 24 + 24) % 24).padStart(2, '0');
let lastKey = '';
let lastDay = '';
/**
 * The league day of an event's recorded time. The offset is whole hours, so a UTC date
 * holds two league days, split at one hour: the day is looked up once per half (kept:
 * events come in order).
 */
export function dayOf(event: { metadata: { at: string } }): string {
  const { at } = event.metadata;
  // only the canonical toISOString() shape is read by its date and hour; anything else is parsed
  if (at.length !== 24 || at[23] !== 'Z') return leagueDay(new Date(at));
  const key = at.slice(0, 11) + (at.slice(11, 13) < SPLIT_HOUR ? 'a' : 'b');
  if (key !== lastKey) {
    lastDay = leagueDay(new Date(at));
    lastKey = key;
  }
  return lastDay;
}

// Counter documents made when first counted (league events are made by their own events).
export const videoDay = (videoId: string, day: string) => ({ videoId, day, views: 0 });
export const videoViewer = (videoId: string, viewerKey: string) => ({ videoId, viewerKey, views: 0 });
export const eventDay = (eventId: string, day: string) => ({ eventId, day, views: 0, votes: 0 });
export const eventViewer = (eventId: string, viewerKey: string) => ({ eventId, viewerKey, views: 0 });
export const insightsDay = (day: string) => ({ day, views: 0, votes: 0, comments: 0, newMembers: 0 });
export const battlerDay = (battlerId: string, day: string) => ({ battlerId, day, votes: 0 });

/**
 * A standing vote added (+1) or taken away (−1) on the day it was first cast, everywhere it
 * counts. The video's own votes are its ballots (read when it moves or goes), so a vote
 * writes no video document.
 */
export function countVote(batch: CountBatch, video: VideoReach, ballot: Pick<Ballot, 'battlerId' | 'day'>, n: 1 | -1) {
  batch.add(REACH_EVENT_DAYS, join(video.eventId, ballot.day), eventDay(video.eventId, ballot.day), { votes: n });
  batch.add(INSIGHTS_DAYS, ballot.day, insightsDay(ballot.day), { votes: n });
  batch.add(INSIGHTS_BATTLER_DAYS, join(ballot.battlerId, ballot.day), battlerDay(ballot.battlerId, ballot.day), { votes: n });
  batch.add(REACH_EVENTS, video.eventId, null, { votes: n } satisfies Partial<EventReachView>);
}

export { REACH_EVENT_VIEWERS };
