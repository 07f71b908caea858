import type { LeagueInsights, SponsorReach } from '../../../application/reach/answers';
import type { InsightsWire, SponsorReachWire } from './wire-types';

// The queries' answers as the contract spells them: `satisfies` breaks the build on a drift.

export const sponsorReachWire = (r: SponsorReach) => ({
  applicationId: r.applicationId, companyName: r.companyName, period: r.period,
  events: r.events.map((e) => ({
    eventId: e.eventId, title: e.title, eventDate: e.eventDate, videos: e.videos, views: e.views, uniqueViewers: e.uniqueViewers,
    watchSeconds: e.watchSeconds, votes: e.votes, comments: e.comments,
  })),
  totals: r.totals, daily: r.daily,
}) satisfies SponsorReachWire;

export const insightsWire = (i: LeagueInsights) => ({
  period: i.period, daily: i.daily, totals: i.totals, events: i.events, topBattlers: i.topBattlers,
}) satisfies InsightsWire;
