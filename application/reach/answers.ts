// The answers of the reach and insights reads: plain types, which the web's wire types import.

/** One league event's all-time reach (api/features/reach/wire-types.ts says how each figure is counted). */
export interface EventReach {
  eventId: string; title: string; eventDate: string | null;
  videos: number; views: number; uniqueViewers: number; watchSeconds: number; votes: number; comments: number;
}
/** League days, both included */
export interface Period { start: string; end: string }

/** A sponsorship's reach over the events it selected */
export interface SponsorReach {
  applicationId: string;
  companyName: string;
  period: Period;
  events: EventReach[];
  totals: { views: number; uniqueViewers: number; watchSeconds: number; votes: number; comments: number };
  daily: { day: string; views: number; votes: number }[];
}

/** The league over a period, for admins and analysts */
export interface LeagueInsights {
  period: Period;
  daily: { day: string; views: number; votes: number; comments: number; newMembers: number }[];
  totals: { views: number; votes: number; comments: number; newMembers: number };
  events: EventReach[];
  topBattlers: { battlerId: string; name: string; votes: number }[];
}
