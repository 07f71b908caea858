import request from 'supertest';
import { addYears, leagueDay } from '../../../domain/sponsorship/period';
import {
  CONTACT_REQUIRED, COMPANY_REQUIRED, EMAIL_INVALID, EVENT_NOT_FUTURE, LEVEL_REQUIRED, LEVEL_UNKNOWN, MESSAGE_REQUIRED,
  PERIOD_END_BEFORE_START, PERIOD_REQUIRED, PERIOD_START_PAST,
} from '../../../domain/sponsorship/limits';
import { type Harness, makeRole, registerUser, startHarness } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';
import { bigPng, NOT_AN_IMAGE, PNG_1x1 } from '../../../test/fixtures/images';

let h: Harness;
let admin: request.Agent;
let adminName: string;
let member: request.Agent;
let memberId: string;
let other: request.Agent;
let futureEvent: { id: string; title: string };
let laterEvent: { id: string; title: string };
let pastEvent: { id: string; title: string };

const visitor = () => request(h.url);
const today = () => leagueDay(new Date());
const dayOffset = (days: number) => leagueDay(new Date(Date.now() + days * 86_400_000));

async function createEvent(title: string, eventDate: string) {
  const res = await admin.post('/api/admin/events').field('title', title).field('description', `${title} night`).field('eventDate', eventDate);
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string };
}

beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  const a = await registerUser(admin as never);
  adminName = a.username;
  await makeRole(h, a.id, 'admin');
  member = h.agent() as unknown as request.Agent;
  memberId = (await registerUser(member as never)).id;
  other = h.agent() as unknown as request.Agent;
  await registerUser(other as never);
  laterEvent = await createEvent('Later Clash', '2099-06-01T20:00:00.000Z');
  futureEvent = await createEvent('Future Clash', '2098-06-01T20:00:00.000Z');
  pastEvent = await createEvent('Past Clash', '2020-06-01T20:00:00.000Z');
  for (const [name, displayOrder] of [['Gold', 1], ['Silver', 2]] as const) {
    const res = await admin.post('/api/admin/sponsorship-tiers').send({ name, cost: '$100', benefits: 'Logo', displayOrder });
    expect(res.status).toBe(201);
  }
}, 30_000);
afterAll(async () => { await h.stop(); });

const application = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Acme Corp', contactName: 'Jane Roe', email: 'jane@acme.test', phoneNumber: '555-0100', sponsorshipLevel: 'gold',
  message: 'We would love to sponsor', selectedEvents: [futureEvent.id], ...overrides,
});

async function apply(agent: request.Agent = member, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/sponsorship-applications').send(application(overrides));
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

const approve = (id: string, body: Record<string, unknown> = {}) => admin.patch(`/api/sponsorship-applications/${id}/status`)
  .send({ status: 'approved', sponsorshipStartDate: today(), sponsorshipEndDate: addYears(today(), 1), ...body });

const liveIds = async () => ((await visitor().get('/api/approved-sponsors')).body as { id: string }[]).map((s) => s.id);

describe('who may call', () => {
  it('refuses visitors (401) and plain users (403) on every admin call; visitors on the member calls', async () => {
    const calls = (a: request.Agent) => [
      a.get('/api/admin/sponsorship-tiers'),
      a.post('/api/admin/sponsorship-tiers').send({ name: 'X', cost: '1', benefits: 'b' }),
      a.put('/api/admin/sponsorship-tiers/t1').send({ displayOrder: 1 }),
      a.delete('/api/admin/sponsorship-tiers/t1'),
      a.get('/api/sponsorship-applications'),
      a.patch('/api/sponsorship-applications/a1/status').send({ status: 'rejected' }),
      a.delete('/api/sponsorship-applications/a1'),
      a.get('/api/admin/sponsors'),
      a.patch('/api/admin/sponsors/a1').send({ websiteUrl: 'https://x.test' }),
      a.post('/api/admin/sponsors/a1/logo').attach('logo', PNG_1x1, 'l.png'),
    ];
    for (const res of await Promise.all(calls(visitor() as unknown as request.Agent))) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Not authenticated');
    }
    for (const res of await Promise.all(calls(member))) expect(res.status).toBe(403);
    expect((await visitor().post('/api/sponsorship-applications').send(application())).status).toBe(401);
    expect((await visitor().get('/api/my-sponsorship-applications')).status).toBe(401);
  });
});

describe('sponsorship tiers', () => {
  it('creates, lists the active ones publicly in display order then name, moves, deactivates, deletes', async () => {
    const created = await admin.post('/api/admin/sponsorship-tiers').send({ name: ' Bronze ', cost: '$50', benefits: 'Shout-out' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String), name: 'Bronze', cost: '$50', benefits: 'Shout-out', displayOrder: 0, isActive: true,
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const id = created.body.id as string;
    const names = async () => ((await visitor().get('/api/sponsorship-tiers')).body as { name: string }[]).map((t) => t.name);
    expect(await names()).toEqual(['Bronze', 'Gold', 'Silver']);
    expect((await visitor().get('/api/sponsorship-tiers')).body[0]).toEqual({ id, name: 'Bronze', cost: '$50', benefits: 'Shout-out' });

    const moved = await admin.put(`/api/admin/sponsorship-tiers/${id}`).send({ displayOrder: 3 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: 'Bronze', cost: '$50', displayOrder: 3 });
    expect(await names()).toEqual(['Gold', 'Silver', 'Bronze']);

    await admin.put(`/api/admin/sponsorship-tiers/${id}`).send({ isActive: false });
    expect(await names()).toEqual(['Gold', 'Silver']);
    const all = (await admin.get('/api/admin/sponsorship-tiers')).body as { name: string; isActive: boolean }[];
    expect(all.map((t) => [t.name, t.isActive])).toEqual([['Gold', true], ['Silver', true], ['Bronze', false]]);

    expect((await admin.delete(`/api/admin/sponsorship-tiers/${id}`)).status).toBe(200);
    expect((await admin.get('/api/admin/sponsorship-tiers')).body.map((t: { id: string }) => t.id)).not.toContain(id);
    expect((await admin.delete(`/api/admin/sponsorship-tiers/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/admin/sponsorship-tiers/${id}`).send({ displayOrder: 1 })).status).toBe(404);
    // its name is free again
    await eventually(async () => expect((await admin.post('/api/admin/sponsorship-tiers')
      .send({ name: 'bronze', cost: '$50', benefits: 'x', isActive: false })).status).toBe(201));
  });

  it('names the missing field, refuses a bad displayOrder, and a name taken ignoring case (409)', async () => {
    const post = (body: object) => admin.post('/api/admin/sponsorship-tiers').send({ name: 'Diamond', cost: '$1', benefits: 'b', ...body });
    for (const [body, message] of [
      [{ name: '' }, 'Name is required'], [{ cost: ' ' }, 'Cost is required'], [{ benefits: undefined }, 'Benefits are required'],
      [{ displayOrder: 'first' }, 'displayOrder must be a number'],
    ] as const) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const dup = await post({ name: 'GOLD' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A sponsorship tier with this name already exists');
    const silver = ((await admin.get('/api/admin/sponsorship-tiers')).body as { id: string; name: string }[]).find((t) => t.name === 'Silver');
    const rename = await admin.put(`/api/admin/sponsorship-tiers/${silver?.id}`).send({ name: 'gold' });
    expect(rename.status).toBe(409);
    expect((await admin.put(`/api/admin/sponsorship-tiers/${silver?.id}`).send({ benefits: '' })).body.message).toBe('Benefits are required');
  });
});

describe('future events', () => {
  it('lists the events dated after now, soonest first', async () => {
    const res = await visitor().get('/api/future-events');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: futureEvent.id, title: 'Future Clash', eventDate: '2098-06-01T20:00:00.000Z', description: 'Future Clash night' },
      { id: laterEvent.id, title: 'Later Clash', eventDate: '2099-06-01T20:00:00.000Z', description: 'Later Clash night' },
    ]);
  });
});

describe('applying', () => {
  it('answers 201 with the pending application; the applicant sees it, someone else does not', async () => {
    const res = await member.post('/api/sponsorship-applications').send(application({ selectedEvents: [laterEvent.id, futureEvent.id] }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), type: 'sponsor', userId: memberId, companyName: 'Acme Corp', contactPerson: 'Jane Roe', email: 'jane@acme.test',
      phoneNumber: '555-0100', sponsorshipLevel: 'Gold', message: 'We would love to sponsor', status: 'pending', reviewNotes: null,
      createdAt: expect.any(String), sponsorshipStartDate: null, sponsorshipEndDate: null,
      selectedEvents: [{ id: laterEvent.id, title: 'Later Clash' }, { id: futureEvent.id, title: 'Future Clash' }],
      reviewedBy: null, reviewedAt: null, isActive: true, displayOrder: 0, logoUrl: null, websiteUrl: null, description: null, videoUrl: null,
    });
    const mine = await member.get('/api/my-sponsorship-applications');
    expect(mine.status).toBe(200);
    expect(mine.body[0]).toEqual({
      id: res.body.id, companyName: 'Acme Corp', sponsorshipLevel: 'Gold', status: 'pending', message: 'We would love to sponsor',
      reviewNotes: null, createdAt: res.body.createdAt, sponsorshipStartDate: null, sponsorshipEndDate: null,
      selectedEvents: res.body.selectedEvents,
    });
    const theirs = (await other.get('/api/my-sponsorship-applications')).body as { id: string }[];
    expect(theirs.map((a) => a.id)).not.toContain(res.body.id);
    const all = (await admin.get('/api/sponsorship-applications')).body as { id: string }[];
    expect(all[0].id).toBe(res.body.id);
  });

  it('lists newest first', async () => {
    const first = await apply(other, { companyName: 'First' });
    const second = await apply(other, { companyName: 'Second', selectedEvents: [] });
    const theirs = (await other.get('/api/my-sponsorship-applications')).body as { id: string }[];
    expect(theirs.map((a) => a.id)).toEqual([second.id, first.id]);
  });

  it.each([
    [{ sponsorshipLevel: '' }, LEVEL_REQUIRED],
    [{ sponsorshipLevel: undefined }, LEVEL_REQUIRED],
    [{ sponsorshipLevel: 'Titanium' }, LEVEL_UNKNOWN],
    [{ companyName: ' ' }, COMPANY_REQUIRED],
    [{ contactName: undefined }, CONTACT_REQUIRED],
    [{ email: 'not-an-email' }, EMAIL_INVALID],
    [{ message: '' }, MESSAGE_REQUIRED],
    [{ selectedEvents: 'e1' }, 'selectedEvents must be a list of event ids'],
    [{ companyName: 'x'.repeat(256) }, 'Company is too long (max 255)'],
  ])('refuses %j: %s', async (overrides, message) => {
    const res = await member.post('/api/sponsorship-applications').send(application(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('takes only upcoming events that exist', async () => {
    for (const selectedEvents of [[pastEvent.id], ['no-such-event'], [futureEvent.id, pastEvent.id]]) {
      const res = await member.post('/api/sponsorship-applications').send(application({ selectedEvents }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EVENT_NOT_FUTURE);
    }
  });

  it('refuses a tier that is no longer active', async () => {
    const tier = await admin.post('/api/admin/sponsorship-tiers').send({ name: 'Retired Tier', cost: '1', benefits: 'b', isActive: false });
    expect(tier.status).toBe(201);
    const res = await member.post('/api/sponsorship-applications').send(application({ sponsorshipLevel: 'Retired Tier' }));
    expect(res.body.message).toBe(LEVEL_UNKNOWN);
  });
});

describe('review and the showcase', () => {
  it('checks the period of an approval', async () => {
    const { id } = await apply();
    for (const [body, message] of [
      [{ sponsorshipStartDate: '' }, PERIOD_REQUIRED],
      [{ sponsorshipEndDate: null }, PERIOD_REQUIRED],
      [{ sponsorshipEndDate: today() }, PERIOD_END_BEFORE_START],
      [{ sponsorshipStartDate: dayOffset(-2), sponsorshipEndDate: dayOffset(30) }, PERIOD_START_PAST],
      [{ sponsorshipStartDate: '2026-02-30' }, 'sponsorshipStartDate must be a calendar day like 2026-05-01'],
    ] as const) {
      const res = await approve(id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const bad = await admin.patch(`/api/sponsorship-applications/${id}/status`).send({ status: 'pending' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("status must be 'approved' or 'rejected'");
    expect((await approve('no-such-application')).status).toBe(404);
    // a rejection needs no period; blank notes become the default
    const rejected = await admin.patch(`/api/sponsorship-applications/${id}/status`).send({ status: 'rejected', reviewNotes: '  ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', reviewNotes: 'Rejected by admin', sponsorshipStartDate: null, sponsorshipEndDate: null });
  });

  it('approval with a period including today puts it on /sponsors; rejection takes it off; re-approval back; deletion off', async () => {
    const { id } = await apply(member, { companyName: 'Showcase Co' });
    expect(await liveIds()).not.toContain(id);
    const approved = await approve(id, { reviewNotes: '' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved', reviewNotes: 'Approved by admin', sponsorshipStartDate: today(), sponsorshipEndDate: addYears(today(), 1),
      reviewedAt: expect.any(String), reviewedBy: adminName,
    });
    const shown = ((await visitor().get('/api/approved-sponsors')).body as { id: string }[]).find((s) => s.id === id);
    expect(shown).toEqual({
      id, companyName: 'Showcase Co', contactPerson: 'Jane Roe', email: 'jane@acme.test', sponsorshipLevel: 'Gold', description: null,
      message: 'We would love to sponsor', websiteUrl: null, logoUrl: null, videoUrl: null, createdAt: expect.any(String),
      sponsorshipStartDate: today(),
    });
    const mine = ((await member.get('/api/my-sponsorship-applications')).body as { id: string; status: string }[]).find((a) => a.id === id);
    expect(mine).toMatchObject({ status: 'approved', sponsorshipStartDate: today() });

    const rejected = await admin.patch(`/api/sponsorship-applications/${id}/status`).send({ status: 'rejected', reviewNotes: 'Not now' });
    expect(rejected.body).toMatchObject({ status: 'rejected', reviewNotes: 'Not now' });
    expect(await liveIds()).not.toContain(id);

    // re-approving with its existing dates is allowed; the same review again records nothing
    expect((await approve(id, { sponsorshipStartDate: undefined, sponsorshipEndDate: undefined })).status).toBe(200);
    expect(await liveIds()).toContain(id);
    expect((await approve(id)).status).toBe(200);

    expect((await admin.delete(`/api/sponsorship-applications/${id}`)).status).toBe(200);
    expect(await liveIds()).not.toContain(id);
    expect((await admin.get('/api/sponsorship-applications')).body.map((a: { id: string }) => a.id)).not.toContain(id);
    expect((await admin.delete(`/api/sponsorship-applications/${id}`)).status).toBe(404);
  });

  it('serves the showcase and the public tiers on the lean path', async () => {
    const before = h.running.lean.served.reads;
    await visitor().get('/api/approved-sponsors');
    await visitor().get('/api/sponsorship-tiers');
    expect(h.running.lean.served.reads).toBe(before + 2);
  });

  it('a period starting later is scheduled, not live', async () => {
    const { id } = await apply(member, { companyName: 'Later Co' });
    expect((await approve(id, { sponsorshipStartDate: dayOffset(10), sponsorshipEndDate: dayOffset(40) })).status).toBe(200);
    expect(await liveIds()).not.toContain(id);
    const sponsors = (await admin.get('/api/admin/sponsors')).body as { id: string; showcase: string }[];
    expect(sponsors.find((s) => s.id === id)?.showcase).toBe('scheduled');
  });

  it('writes the review to the audit log with the notes and period', async () => {
    const { id } = await apply(member, { companyName: 'Audited Co' });
    await approve(id, { reviewNotes: 'Welcome' });
    const entries = (await admin.get('/api/admin/audit')).body as { action: string; targetId: string; details: string }[];
    expect(entries.find((e) => e.targetId === id && e.action === 'sponsorship_approved')?.details)
      .toBe(`Approved, period ${today()} to ${addYears(today(), 1)}: Welcome`);
  });
});

describe('the admin Sponsors tab', () => {
  let id: string;
  beforeAll(async () => {
    id = (await apply(member, { companyName: 'Custom Co' })).id;
    expect((await approve(id)).status).toBe(200);
  });

  it('lists every approved sponsorship with its standing', async () => {
    const sponsor = ((await admin.get('/api/admin/sponsors')).body as { id: string }[]).find((s) => s.id === id);
    expect(sponsor).toEqual({
      id, companyName: 'Custom Co', contactPerson: 'Jane Roe', email: 'jane@acme.test', sponsorshipLevel: 'Gold', description: null,
      message: 'We would love to sponsor', websiteUrl: null, logoUrl: null, videoUrl: null, createdAt: expect.any(String),
      sponsorshipStartDate: today(), sponsorshipEndDate: addYears(today(), 1), approvedAt: expect.any(String), displayOrder: 0,
      isActive: true, showcase: 'live',
    });
  });

  it('customizes the look; web addresses only', async () => {
    const res = await admin.patch(`/api/admin/sponsors/${id}`)
      .send({ websiteUrl: 'https://custom.test', description: 'We make things', videoUrl: 'http://video.test/v' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, websiteUrl: 'https://custom.test', description: 'We make things', videoUrl: 'http://video.test/v' });
    const shown = ((await visitor().get('/api/approved-sponsors')).body as { id: string }[]).find((s) => s.id === id);
    expect(shown).toMatchObject({ websiteUrl: 'https://custom.test', description: 'We make things' });
    for (const [body, message] of [
      [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl must be a web address starting with http:// or https://'],
      [{ videoUrl: 'ftp://x.test/v' }, 'videoUrl must be a web address starting with http:// or https://'],
      [{ logoUrl: 'data:image/png;base64,AAAA' }, 'logoUrl must be a web address starting with http:// or https://'],
    ] as const) {
      const bad = await admin.patch(`/api/admin/sponsors/${id}`).send(body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    expect((await admin.patch('/api/admin/sponsors/no-such-sponsor').send({ websiteUrl: 'https://x.test' })).status).toBe(404);
    // the Sponsors tab's calls address approved sponsorships only
    const pending = await apply(member, { companyName: 'Pending Co' });
    const refused = await admin.patch(`/api/admin/sponsors/${pending.id}`).send({ websiteUrl: 'https://x.test' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Sponsor not found');
    expect((await admin.post(`/api/admin/sponsors/${pending.id}/logo`).attach('logo', PNG_1x1, { filename: 'x.png' })).status).toBe(404);
  });

  it('uploads a logo by its bytes, deletes the one it replaces, refuses others', async () => {
    const first = await admin.post(`/api/admin/sponsors/${id}/logo`).attach('logo', PNG_1x1, { filename: 'logo.bin' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ logoUrl: expect.stringMatching(/^\/uploads\/sponsors\/.+\.png$/) });
    expect((await visitor().get(first.body.logoUrl)).status).toBe(200);
    const shown = ((await visitor().get('/api/approved-sponsors')).body as { id: string }[]).find((s) => s.id === id);
    expect(shown).toMatchObject({ logoUrl: first.body.logoUrl });

    const second = await admin.post(`/api/admin/sponsors/${id}/logo`).attach('logo', PNG_1x1, { filename: 'logo2.png' });
    expect(second.status).toBe(200);
    expect((await visitor().get(first.body.logoUrl)).status).toBe(404);

    const notImage = await admin.post(`/api/admin/sponsors/${id}/logo`).attach('logo', NOT_AN_IMAGE, { filename: 'x.png' });
    expect(notImage.status).toBe(400);
    expect((await admin.post(`/api/admin/sponsors/${id}/logo`).attach('logo', bigPng(5 * 1024 * 1024 + 10), { filename: 'x.png' })).status).toBe(413);
    expect((await admin.post('/api/admin/sponsors/no-such-sponsor/logo').attach('logo', PNG_1x1, { filename: 'x.png' })).status).toBe(404);
  });
});
