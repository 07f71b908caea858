/**
 * Reach and insights: counts pre-aggregated by the `reach` projector so that a sponsor's
 * reach or an admin's insights are a few document reads. Every figure follows the rules
 * the tallies follow (a moved video takes its counts to its new event; a deleted one
 * takes them away; a merge moves a battler's votes to the one that absorbed it).
 * Counter documents are kept at zero rather than deleted (see projections/reach/counts.ts).
 */

/** per league event: its title and date (from the league event events) and its all-time reach */
export const REACH_EVENTS = 'reach_events';
/** per (event, league day): views counted and votes first cast that day */
export const REACH_EVENT_DAYS = 'reach_event_days';
/** per (event, viewer): counted views of the event's videos by that viewer (> 0: a unique viewer) */
export const REACH_EVENT_VIEWERS = 'reach_event_viewers';
/** per league day across the league: views, votes, comments, new members */
export const INSIGHTS_DAYS = 'reach_league_days';
/** per (battler, league day): standing votes received, on the day each was first cast */
export const INSIGHTS_BATTLER_DAYS = 'reach_battler_days';
/** the battlers' names, from the battler events */
export const INSIGHTS_BATTLERS = 'reach_battlers';

export interface Counted {
  id: string;
  _position: number;
  /** the counts before the last event applied, so a re-applied event knows what it changed */
  _before?: Record<string, number>;
}

export interface ReachFigures {
  videos: number;
  views: number;
  uniqueViewers: number;
  watchSeconds: number;
  votes: number;
  comments: number;
}

export interface EventReachView extends Counted, ReachFigures {
  title: string;
  eventDate: string | null;
  /** eventDate as epoch ms, or null */
  eventTime: number | null;
  /** the league event was deleted (its videos' deletions take their counts away) */
  deleted: boolean;
}

export interface EventDayView extends Counted { eventId: string; day: string; views: number; votes: number }

export interface EventViewerView extends Counted { eventId: string; viewerKey: string; views: number }

export interface InsightsDayView extends Counted { day: string; views: number; votes: number; comments: number; newMembers: number }

export interface BattlerDayView extends Counted { battlerId: string; day: string; votes: number }

export interface BattlerNameView { id: string; name: string; _position: number }
