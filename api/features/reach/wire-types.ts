// A sponsor's reach and the league's insights, as the answers carry them (./wire.ts checks
// the answers against these types with `satisfies`). Days are the league's calendar days.

import type { EventReach, LeagueInsights, SponsorReach } from '../../../application/reach/answers';

/** One league event's all-time reach: counted views, distinct viewers, capped watch time, standing votes, visible comments */
export type EventReachWire = EventReach;

/**
 * GET /api/sponsorship-applications/{id}/reach (the applicant and admins; approved applications):
 * the selected events' reach, their totals (uniqueViewers distinct across them) and a dense daily
 * series of views counted and votes first cast, oldest first.
 */
export type SponsorReachWire = SponsorReach;

/**
 * GET /api/admin/insights: per league day views, votes, comments and new members (dense), their
 * totals, the reach of the events dated in the period (newest first) and the ten battlers with the
 * most votes received in it.
 */
export type InsightsWire = LeagueInsights;
