import { inject, injectable } from 'inversify';
import { leagueDay } from '../../domain/sponsorship/period';
import type { ReadStore } from '../ports/read-store';
export type { EventReach, LeagueInsights, Period, SponsorReach } from './answers';
import {
  SPONSOR_SHOWCASE, SPONSORSHIP_APPLICATIONS, type ShowcaseView, type SponsorshipApplicationView,
} from '../sponsorship/read-model';
import { TOKENS } from '../tokens';
import type { EventReach, LeagueInsights, Period, SponsorReach } from './answers';
import { eachDay, everyDay } from './days';
import {
  type BattlerDayView, type BattlerNameView, type EventDayView, type EventReachView, type EventViewerView, INSIGHTS_BATTLER_DAYS,
  INSIGHTS_BATTLERS, INSIGHTS_DAYS, type InsightsDayView, REACH_EVENT_DAYS, REACH_EVENT_VIEWERS, REACH_EVENTS,
} from './read-model';

/** The application a reach is asked for: its applicant, status and the day its sponsorship began. */
export interface ReachSubject {
  application: SponsorshipApplicationView;
  /** the sponsorship's start day, else the day of its approval; null while not approved */
  startDay: string | null;
}

const eventReach = (e: EventReachView): EventReach => ({
  eventId: e.id, title: e.title, eventDate: e.eventDate, videos: e.videos, views: e.views, uniqueViewers: e.uniqueViewers,
  watchSeconds: e.watchSeconds, votes: e.votes, comments: e.comments,
});

const TOP_BATTLERS = 10;

/**
 * The league's days from `start` to `end`, zero days included, oldest first: what the
 * insights answer and what `npm run replay -- --daily` writes, from the same documents.
 */
export function denseDays(days: readonly InsightsDayView[], period: Period): LeagueInsights['daily'] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return everyDay(period.start, period.end).map((day) => {
    const d = byDay.get(day);
    return { day, views: d?.views ?? 0, votes: d?.votes ?? 0, comments: d?.comments ?? 0, newMembers: d?.newMembers ?? 0 };
  });
}

/** Reads of the reach and insights models (projections/reach/): a few documents per answer, no scan of the log. */
@injectable()
export class ReachQueries {
  constructor(@inject(TOKENS.ReadStore) private readonly store: ReadStore) {}

  async subject(applicationId: string): Promise<ReachSubject | null> {
    const [application, showcase] = await Promise.all([
      this.store.collection<SponsorshipApplicationView>(SPONSORSHIP_APPLICATIONS).get(applicationId),
      this.store.collection<ShowcaseView>(SPONSOR_SHOWCASE).get(applicationId),
    ]);
    if (!application) return null;
    const approvedDay = showcase ? leagueDay(new Date(showcase.approvedAt)) : null;
    return { application, startDay: application.sponsorshipStartDate ?? approvedDay };
  }

  /**
   * A sponsorship's reach over its selected events, from the earlier of `startDay` and the
   * first day with a counted view or vote on them, to `today` (never after it).
   */
  async sponsorReach(application: Pick<SponsorshipApplicationView, 'id' | 'companyName' | 'selectedEventIds'>,
    startDay: string, today: string): Promise<SponsorReach> {
    const ids = [...new Set(application.selectedEventIds)];
    // one read per event: an equality is an index lookup in either store ($in over several is a pass in memory)
    const events$ = this.store.collection<EventReachView>(REACH_EVENTS);
    const days$ = this.store.collection<EventDayView>(REACH_EVENT_DAYS);
    const [docs, perEvent] = await Promise.all([
      Promise.all(ids.map((id) => events$.get(id))),
      Promise.all(ids.map((eventId) => days$.find({ eventId }))),
    ]);
    const days = perEvent.flat();
    const byId = new Map(docs.filter((e): e is EventReachView => e !== null && !e.deleted).map((e) => [e.id, e]));
    const events = ids.flatMap((id) => (byId.has(id) ? [eventReach(byId.get(id) as EventReachView)] : []));
    const sum = (f: 'views' | 'watchSeconds' | 'votes' | 'comments') => events.reduce((n, e) => n + e[f], 0);
    const counted = new Map<string, { views: number; votes: number }>();
    let first = startDay;
    for (const d of days) {
      if (!byId.has(d.eventId) || (d.views === 0 && d.votes === 0)) continue;
      if (d.day < first) first = d.day;
      const c = counted.get(d.day) ?? { views: 0, votes: 0 };
      counted.set(d.day, { views: c.views + d.views, votes: c.votes + d.votes });
    }
    const period = { start: first < today ? first : today, end: today };
    // one pass over the period's days: a counted day's figures, else zeros
    const daily: SponsorReach['daily'] = [];
    eachDay(period.start, period.end, (day) => {
      const c = counted.get(day);
      daily.push({ day, views: c ? c.views : 0, votes: c ? c.votes : 0 });
    });
    return {
      applicationId: application.id, companyName: application.companyName, period, events,
      totals: {
        views: sum('views'), uniqueViewers: await this.uniqueViewers(events), watchSeconds: sum('watchSeconds'),
        votes: sum('votes'), comments: sum('comments'),
      },
      daily,
    };
  }

  /** Distinct viewers across the events: one event's own count, else its viewers' union. */
  private async uniqueViewers(events: EventReach[]): Promise<number> {
    const watched = events.filter((e) => e.uniqueViewers > 0);
    if (watched.length <= 1) return watched[0]?.uniqueViewers ?? 0;
    const viewers$ = this.store.collection<EventViewerView>(REACH_EVENT_VIEWERS);
    const seen = new Set<string>();
    for (const list of await Promise.all(watched.map((e) => viewers$.find({ eventId: e.eventId, views: { $gt: 0 } })))) {
      for (const v of list) seen.add(v.viewerKey);
    }
    return seen.size;
  }

  /** The league from `start` to `end` (league days, both included). */
  async insights(period: Period): Promise<LeagueInsights> {
    const inPeriod = { $gte: period.start, $lte: period.end };
    const [days, events, battlerDays] = await Promise.all([
      this.store.collection<InsightsDayView>(INSIGHTS_DAYS).find({ day: inPeriod }),
      this.store.collection<EventReachView>(REACH_EVENTS).find({ deleted: false, eventTime: { $ne: null } }),
      this.store.collection<BattlerDayView>(INSIGHTS_BATTLER_DAYS).find({ day: inPeriod }),
    ]);
    const daily = denseDays(days, period);
    const total = (f: 'views' | 'votes' | 'comments' | 'newMembers') => daily.reduce((n, d) => n + d[f], 0);
    const dated = events
      .filter((e) => { const day = leagueDay(new Date(e.eventTime as number)); return day >= period.start && day <= period.end; })
      .sort((a, b) => (b.eventTime as number) - (a.eventTime as number) || a.title.localeCompare(b.title));
    return {
      period, daily,
      totals: { views: total('views'), votes: total('votes'), comments: total('comments'), newMembers: total('newMembers') },
      events: dated.map(eventReach),
      topBattlers: await this.topBattlers(battlerDays),
    };
  }

  private async topBattlers(days: BattlerDayView[]): Promise<LeagueInsights['topBattlers']> {
    const votes = new Map<string, number>();
    for (const d of days) if (d.votes !== 0) votes.set(d.battlerId, (votes.get(d.battlerId) ?? 0) + d.votes);
    const ids = [...votes.keys()].filter((id) => (votes.get(id) as number) > 0);
    const names = ids.length ? await this.store.collection<BattlerNameView>(INSIGHTS_BATTLERS).find({ id: { $in: ids } }) : [];
    return names
      .map((b) => ({ battlerId: b.id, name: b.name, votes: votes.get(b.id) as number }))
      .sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name) || a.battlerId.localeCompare(b.battlerId))
      .slice(0, TOP_BATTLERS);
  }
}
