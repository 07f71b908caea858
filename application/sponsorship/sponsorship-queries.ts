import { inject, injectable } from 'inversify';
import { hasEnded, periodIncludes } from '../../domain/sponsorship/period';
import { EVENTS, type EventView } from '../catalogue/read-model';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';
import {
  byDisplayOrderThenApproval, byDisplayOrderThenName, newestFirst, SPONSOR_SHOWCASE, SPONSORSHIP_APPLICATIONS, SPONSORSHIP_TIERS,
  type ShowcaseView, type SponsorshipApplicationView, type TierView,
} from './read-model';

/** An application with its selected events' current titles (null once an event is gone). */
export type ApplicationWithEvents = SponsorshipApplicationView & { selectedEvents: { id: string; title: string | null }[] };

export type ShowcaseStanding = 'live' | 'scheduled' | 'expired';

/** Where an approved sponsorship stands on a given day. */
export const standingOn = (s: Pick<ShowcaseView, 'sponsorshipStartDate' | 'sponsorshipEndDate'>, today: string): ShowcaseStanding =>
  hasEnded(s.sponsorshipEndDate, today) ? 'expired' : periodIncludes(s.sponsorshipStartDate, s.sponsorshipEndDate, today) ? 'live' : 'scheduled';

/** Reads of the projected tiers, applications and showcase. */
@injectable()
export class SponsorshipQueries {
  constructor(@inject(TOKENS.ReadStore) private readonly store: ReadStore) {}

  async tiers(options: { activeOnly: boolean }): Promise<TierView[]> {
    const docs = await this.store.collection<TierView>(SPONSORSHIP_TIERS).find(options.activeOnly ? { isActive: true } : {});
    return [...docs].sort(byDisplayOrderThenName);
  }

  tier(tierId: string): Promise<TierView | null> {
    return this.store.collection<TierView>(SPONSORSHIP_TIERS).get(tierId);
  }

  /** Events dated after `now`, soonest first. */
  async futureEvents(now: Date): Promise<EventView[]> {
    const docs = await this.store.collection<EventView>(EVENTS).find({ eventTime: { $gt: now.getTime() } });
    return [...docs].sort((a, b) => (a.eventTime as number) - (b.eventTime as number) || a.title.localeCompare(b.title));
  }

  /** Every application (admin) or one user's, newest first. */
  async applications(userId?: string): Promise<ApplicationWithEvents[]> {
    const docs = await this.store.collection<SponsorshipApplicationView>(SPONSORSHIP_APPLICATIONS).find(userId ? { userId } : {});
    return this.withEvents([...docs].sort(newestFirst));
  }

  async application(applicationId: string): Promise<ApplicationWithEvents | null> {
    const doc = await this.store.collection<SponsorshipApplicationView>(SPONSORSHIP_APPLICATIONS).get(applicationId);
    return doc ? (await this.withEvents([doc]))[0] : null;
  }

  /** The public showcase on `today`: active, approved, its period including the day. */
  async liveSponsors(today: string): Promise<ShowcaseView[]> {
    const docs = await this.store.collection<ShowcaseView>(SPONSOR_SHOWCASE).find({ isActive: true });
    return docs.filter((s) => periodIncludes(s.sponsorshipStartDate, s.sponsorshipEndDate, today)).sort(byDisplayOrderThenApproval);
  }

  /** Every approved sponsorship, with where it stands on `today`. */
  async approvedSponsors(today: string): Promise<(ShowcaseView & { showcase: ShowcaseStanding })[]> {
    const docs = await this.store.collection<ShowcaseView>(SPONSOR_SHOWCASE).find({});
    return [...docs].sort(byDisplayOrderThenApproval).map((s) => ({ ...s, showcase: standingOn(s, today) }));
  }

  async approvedSponsor(applicationId: string, today: string): Promise<(ShowcaseView & { showcase: ShowcaseStanding }) | null> {
    const doc = await this.store.collection<ShowcaseView>(SPONSOR_SHOWCASE).get(applicationId);
    return doc ? { ...doc, showcase: standingOn(doc, today) } : null;
  }

  private async withEvents(apps: SponsorshipApplicationView[]): Promise<ApplicationWithEvents[]> {
    const ids = [...new Set(apps.flatMap((a) => a.selectedEventIds))];
    const events = ids.length ? await this.store.collection<EventView>(EVENTS).find({ id: { $in: ids } }) : [];
    const titles = new Map(events.map((e) => [e.id, e.title]));
    return apps.map((a) => ({ ...a, selectedEvents: a.selectedEventIds.map((id) => ({ id, title: titles.get(id) ?? null })) }));
  }
}
