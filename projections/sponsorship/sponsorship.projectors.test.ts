import 'reflect-metadata';
import type { RecordedEvent } from '../../application/ports/event-store';
import type { ReadStore } from '../../application/ports/read-store';
import {
  SPONSOR_SHOWCASE, SPONSORSHIP_APPLICATIONS, SPONSORSHIP_TIERS, type ShowcaseView, type SponsorshipApplicationView, type TierView,
} from '../../application/sponsorship/read-model';
import { SponsorshipQueries } from '../../application/sponsorship/sponsorship-queries';
import { AUDIT_LOG, type AuditEntry } from '../../application/users/read-model';
import { type SponsorshipEvent, sponsorshipStream } from '../../domain/sponsorship/sponsorship';
import { type SponsorshipTierEvent, sponsorshipTierStream } from '../../domain/sponsorship-tier/sponsorship-tier';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../../api/features/projectors';

type Event = SponsorshipEvent | SponsorshipTierEvent;

const T0 = Date.parse('2026-11-21T12:00:00.000Z');
const atOf = (position: number) => new Date(T0 + position * 1000).toISOString();

class Log {
  position = 0;
  readonly all: RecordedEvent[] = [];

  add(...events: Event[]): RecordedEvent[] {
    return events.map((e) => {
      const position = ++this.position;
      const d = e.data as { applicationId?: string; tierId?: string };
      const recorded: RecordedEvent = {
        id: `rec-${position}`, streamId: d.tierId ? sponsorshipTierStream(d.tierId) : sponsorshipStream(d.applicationId as string),
        type: e.type, data: e.data, revision: 0, position,
        metadata: { actorId: 'admin-1', at: atOf(position), correlationId: 'corr-1', causationId: null },
      };
      this.all.push(recorded);
      return recorded;
    });
  }
}

async function project(store: ReadStore, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) {
    for (const p of allProjectors) if (p.handles.includes(event.type)) await p.apply(event, store);
  }
}

const applied = (id: string, companyName = `Company ${id}`): Event => ({
  type: 'SponsorshipApplied',
  data: { applicationId: id, userId: 'u1', companyName, contactPerson: 'Jane', email: 'jane@x.test', phoneNumber: null,
    sponsorshipLevel: 'Gold', message: 'Hello', selectedEvents: ['e1'] },
});
const reviewed = (id: string, status: 'approved' | 'rejected', previousStatus: 'pending' | 'approved' | 'rejected',
  start: string | null = '2026-12-01', end: string | null = '2027-12-01'): Event => ({
  type: 'SponsorshipReviewed',
  data: { applicationId: id, companyName: `Company ${id}`, reviewedBy: 'admin-1', status, previousStatus,
    reviewNotes: status === 'approved' ? 'Approved by admin' : 'Rejected by admin', previousReviewNotes: null,
    sponsorshipStartDate: start, sponsorshipEndDate: end },
});
const deleted = (id: string): Event => ({ type: 'SponsorshipApplicationDeleted', data: { applicationId: id, companyName: `Company ${id}`, status: 'approved', logoUrl: null } });
const customized = (id: string): Event => ({
  type: 'SponsorCustomized',
  data: { applicationId: id, companyName: `Company ${id}`, previousLogoUrl: null, logoUrl: '/uploads/sponsors/l.png',
    websiteUrl: 'https://x.test', description: 'Makers', videoUrl: null },
});

let store: MemoryReadStore;
let log: Log;
const given = (...events: Event[]) => project(store, log.add(...events));
const showcase = () => store.collection<ShowcaseView>(SPONSOR_SHOWCASE).find({});
const queries = () => new SponsorshipQueries(store);

beforeEach(() => {
  store = new MemoryReadStore();
  log = new Log();
});

describe('the sponsor showcase', () => {
  it('takes an application in on approval, with the look customized before or after', async () => {
    await given(applied('a1'), customized('a1'));
    expect(await showcase()).toEqual([]);
    await given(reviewed('a1', 'approved', 'pending'));
    expect(await showcase()).toEqual([expect.objectContaining({
      id: 'a1', companyName: 'Company a1', logoUrl: '/uploads/sponsors/l.png', sponsorshipStartDate: '2026-12-01',
      sponsorshipEndDate: '2027-12-01', approvedAt: atOf(3),
    })]);
  });

  it('lets it go on rejection and on deletion', async () => {
    await given(applied('a1'), reviewed('a1', 'approved', 'pending'), applied('a2'), reviewed('a2', 'approved', 'pending'));
    expect((await showcase()).map((s) => s.id).sort()).toEqual(['a1', 'a2']);
    await given(reviewed('a1', 'rejected', 'approved'), deleted('a2'));
    expect(await showcase()).toEqual([]);
    expect(await store.collection(SPONSORSHIP_APPLICATIONS).get('a2')).toBeNull();
    expect(await store.collection<SponsorshipApplicationView>(SPONSORSHIP_APPLICATIONS).get('a1')).toMatchObject({ status: 'rejected' });
  });

  it('shows on a day within its period only: not before the start, not after the end day', async () => {
    await given(applied('a1'), reviewed('a1', 'approved', 'pending', '2026-12-01', '2026-12-31'));
    const live = async (day: string) => (await queries().liveSponsors(day)).map((s) => s.id);
    expect(await live('2026-11-30')).toEqual([]);
    expect(await live('2026-12-01')).toEqual(['a1']);
    expect(await live('2026-12-31')).toEqual(['a1']);
    expect(await live('2027-01-01')).toEqual([]);
    const standing = async (day: string) => (await queries().approvedSponsors(day))[0].showcase;
    expect(await standing('2026-11-30')).toBe('scheduled');
    expect(await standing('2026-12-15')).toBe('live');
    expect(await standing('2027-01-01')).toBe('expired');
  });

  it('orders by display order, then approval time; new notes keep the place, a re-approval goes last', async () => {
    await given(applied('a1'), applied('a2'), reviewed('a1', 'approved', 'pending'), reviewed('a2', 'approved', 'pending'));
    const order = async () => (await queries().liveSponsors('2026-12-05')).map((s) => s.id);
    expect(await order()).toEqual(['a1', 'a2']);
    await given(reviewed('a1', 'approved', 'approved', '2026-12-01', '2028-01-01'));
    expect(await order()).toEqual(['a1', 'a2']);
    await given(reviewed('a1', 'rejected', 'approved'), reviewed('a1', 'approved', 'rejected'));
    expect(await order()).toEqual(['a2', 'a1']);
  });
});

describe('tiers and applications', () => {
  it('projects tiers whole, keeps their creation time, drops deleted ones', async () => {
    const fields = { name: 'Gold', cost: '$500', benefits: 'Stage', displayOrder: 1, isActive: true };
    await given({ type: 'SponsorshipTierCreated', data: { tierId: 't1', ...fields } },
      { type: 'SponsorshipTierUpdated', data: { tierId: 't1', previousName: 'Gold', ...fields, name: 'Platinum', isActive: false } });
    expect(await store.collection<TierView>(SPONSORSHIP_TIERS).get('t1')).toMatchObject({
      name: 'Platinum', isActive: false, createdAt: atOf(1), updatedAt: atOf(2),
    });
    expect(await queries().tiers({ activeOnly: true })).toEqual([]);
    await given({ type: 'SponsorshipTierDeleted', data: { tierId: 't1', name: 'Platinum' } });
    expect(await queries().tiers({ activeOnly: false })).toEqual([]);
  });

  it('answers each user\'s applications newest first, with titles of events that still exist', async () => {
    await given(applied('a1'), applied('a2'), { ...applied('a3'), data: { ...(applied('a3').data as object), userId: 'u2' } } as Event);
    const mine = await queries().applications('u1');
    expect(mine.map((a) => a.id)).toEqual(['a2', 'a1']);
    expect(mine[0].selectedEvents).toEqual([{ id: 'e1', title: null }]);
    expect((await queries().applications()).map((a) => a.id)).toEqual(['a3', 'a2', 'a1']);
  });

  it('writes an audit line for each application, review, re-review, deletion, customization and tier change', async () => {
    await given(applied('a1'), reviewed('a1', 'approved', 'pending'), reviewed('a1', 'rejected', 'approved'), customized('a1'), deleted('a1'),
      { type: 'SponsorshipTierCreated', data: { tierId: 't1', name: 'Gold', cost: '$1', benefits: 'b', displayOrder: 0, isActive: true } },
      { type: 'SponsorshipTierDeleted', data: { tierId: 't1', name: 'Gold' } });
    const entries = (await store.collection<AuditEntry>(AUDIT_LOG).find({})).sort((a, b) => a._position - b._position);
    expect(entries.map((e) => e.action)).toEqual([
      'sponsorship_application_submitted', 'sponsorship_approved', 'sponsorship_re_reviewed', 'sponsor_customized', 'sponsorship_application_deleted',
      'sponsorship_tier_created', 'sponsorship_tier_deleted',
    ]);
    expect(entries[1].details).toBe('Approved, period 2026-12-01 to 2027-12-01: Approved by admin');
    expect(entries[2].details).toBe('Rejected (was approved): Rejected by admin');
  });
});

describe('replay', () => {
  it('rebuilds the same read models, and replaying twice equals once', async () => {
    await given(applied('a1'), customized('a1'), reviewed('a1', 'approved', 'pending'), applied('a2'), reviewed('a2', 'approved', 'pending'),
      reviewed('a2', 'rejected', 'approved'), applied('a3'), reviewed('a3', 'approved', 'pending'), deleted('a3'),
      { type: 'SponsorshipTierCreated', data: { tierId: 't1', name: 'Gold', cost: '$1', benefits: 'b', displayOrder: 0, isActive: true } });
    const snapshot = async (s: ReadStore) => {
      const all = async (name: string) => [...await s.collection<{ id: string }>(name).find({})].sort((a, b) => a.id.localeCompare(b.id));
      return { tiers: await all(SPONSORSHIP_TIERS), apps: await all(SPONSORSHIP_APPLICATIONS), showcase: await all(SPONSOR_SHOWCASE),
        audit: await all(AUDIT_LOG) };
    };
    const live = await snapshot(store);
    const rebuilt = new MemoryReadStore();
    await project(rebuilt, log.all);
    expect(await snapshot(rebuilt)).toEqual(live);
    await project(rebuilt, log.all);
    expect(await snapshot(rebuilt)).toEqual(live);
    expect(live.showcase.map((s) => s.id)).toEqual(['a1']);
  });
});
