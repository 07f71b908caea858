import request from 'supertest';
import { SponsorshipQueries } from '../../../application/sponsorship/sponsorship-queries';
import type { Projector } from '../../../projections/projector';
import { sponsorshipApplicationsProjector } from '../../../projections/sponsorship/applications.projector';
import { tiersProjector } from '../../../projections/sponsorship/tiers.projector';
import { adminAgent, type Harness, signedInMember, startHarness } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';

let h: Harness;
let admin: request.Agent;

beforeAll(async () => {
  h = await startHarness();
  admin = await adminAgent(h) as unknown as request.Agent;
}, 30_000);
afterAll(async () => { await h.stop(); });

/**
 * The read model lags: the projector holds its events until `catchUp`, and the answer's
 * bounded wait for it runs out at once (as it does after ~2 s).
 */
function lagging(projector: Projector) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => { open = resolve; });
  const apply = projector.apply.bind(projector);
  const held = jest.spyOn(projector, 'apply').mockImplementation(async (event, store) => {
    await gate;
    return apply(event, store);
  });
  const waited = jest.spyOn(h.running.deps.runner, 'waitFor').mockResolvedValue(false);
  return {
    catchUp() {
      waited.mockRestore();
      open();
      held.mockRestore();
    },
  };
}

describe('a write answered before the read model caught up', () => {
  it('POST /api/sponsorship-applications answers 201 with the application as recorded, as the read model later shows it', async () => {
    expect((await admin.post('/api/admin/sponsorship-tiers').send({ name: 'Gold', cost: '$100', benefits: 'Logo' })).status).toBe(201);
    const ev = await admin.post('/api/admin/events').field('title', 'Future Clash').field('eventDate', '2098-06-01T20:00:00.000Z');
    expect(ev.status).toBe(201);
    const { agent: member, user } = await signedInMember(h);
    const form = {
      companyName: '  Acme Corp ', contactName: 'Jane Roe', email: 'jane@acme.test', phoneNumber: '', sponsorshipLevel: 'gold',
      message: 'We would love to sponsor', selectedEvents: [ev.body.id],
    };
    const lag = lagging(sponsorshipApplicationsProjector);
    let res: request.Response;
    try {
      res = await member.post('/api/sponsorship-applications').send(form);
      expect(await h.running.deps.get(SponsorshipQueries).application(res.body.id)).toBeNull();
    } finally {
      lag.catchUp();
    }
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'sponsor', userId: user.id, companyName: 'Acme Corp', contactPerson: 'Jane Roe', phoneNumber: null, sponsorshipLevel: 'Gold',
      status: 'pending', selectedEvents: [{ id: ev.body.id, title: 'Future Clash' }],
    });
    // the same document the read model answers once it has caught up: no second submission needed
    await eventually(async () => expect((await admin.get('/api/sponsorship-applications')).body).toEqual([res.body]));
    const mine = (await member.get('/api/my-sponsorship-applications')).body as unknown[];
    expect(mine).toHaveLength(1);
  });

  it('POST /api/admin/sponsorship-tiers answers 201 with the tier as recorded, as the read model later shows it', async () => {
    const lag = lagging(tiersProjector);
    let res: request.Response;
    try {
      res = await admin.post('/api/admin/sponsorship-tiers').send({ name: ' Platinum ', cost: '$900 ', benefits: 'Stage banner', displayOrder: 3 });
    } finally {
      lag.catchUp();
    }
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Platinum', cost: '$900', benefits: 'Stage banner', displayOrder: 3, isActive: true });
    await eventually(async () => expect((await admin.get('/api/admin/sponsorship-tiers')).body).toContainEqual(res.body));
  });
});
