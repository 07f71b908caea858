import type { RecordedEvent } from '../../application/ports/event-store';
import { INSIGHTS_DAYS, type InsightsDayView } from '../../application/reach/read-model';
import { denseDays } from '../../application/reach/reach-queries';
import { leagueDay } from '../../domain/sponsorship/period';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { ProjectorFeed } from '../../projections/history/feed';
import { reachProjector } from '../../projections/reach/reach.projector';

export const DAILY_HEADER = 'day,views,votes,comments,newMembers\n';

export interface DailyRow { day: string; views: number; votes: number; comments: number; newMembers: number }

/**
 * The league's daily series (`--daily`): the site's own reach projector over a scratch
 * store, fed the log up to the cut-off (the first event stamped after it ends the replay,
 * as in the row replay), then its days read as the Insights page reads them (denseDays):
 * so the export and the page agree to the event.
 */
export class DailyFold {
  private readonly store = new MemoryReadStore();
  private readonly feed = new ProjectorFeed([reachProjector], this.store);
  private readonly untilMs: number;
  eventsRead = 0;

  constructor(private readonly until: Date) {
    this.untilMs = until.getTime();
  }

  /** Folds one event; 'stop' for the first one after the cut-off. */
  async push(event: RecordedEvent): Promise<'stop' | null> {
    const ms = Date.parse(event.metadata?.at ?? '');
    // an event without a readable time cannot be placed after the cut-off: it is kept
    if (!Number.isNaN(ms) && ms > this.untilMs) return 'stop';
    this.eventsRead++;
    if (this.feed.handles(event.type)) await this.feed.apply(event);
    return null;
  }

  /** Every league day from the first with a figure to the cut-off's day, zero days included. */
  async rows(): Promise<DailyRow[]> {
    const days = await this.store.collection<InsightsDayView>(INSIGHTS_DAYS).find({});
    const counted = days.filter((d) => d.views || d.votes || d.comments || d.newMembers).map((d) => d.day).sort();
    if (counted.length === 0) return [];
    const end = leagueDay(this.until);
    const last = counted[counted.length - 1];
    return denseDays(days, { start: counted[0], end: end > last ? end : last });
  }
}

export const dailyLine = (r: DailyRow) => `${r.day},${r.views},${r.votes},${r.comments},${r.newMembers}\n`;
