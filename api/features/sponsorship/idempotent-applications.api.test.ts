import request from 'supertest';
import { SponsorshipQueries } from '../../../application/sponsorship/sponsorship-queries';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../http/idempotency';
import { adminAgent, type Harness, signedInMember, startHarness, raceAppends } from '../../../test/api-harness';

let h: Harness;
let admin: request.Agent;

beforeAll(async () => {
  h = await startHarness();
  admin = await adminAgent(h) as unknown as request.Agent;
  expect((await admin.post('/api/admin/sponsorship-tiers').send({ name: 'Gold', cost: '$100', benefits: 'Logo' })).status).toBe(201);
}, 30_000);
afterAll(async () => { await h.stop(); });

const form = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Acme Corp', contactName: 'Jane Roe', email: 'jane@acme.test', phoneNumber: '555-0100', sponsorshipLevel: 'gold',
  message: 'We would love to sponsor', selectedEvents: [], ...overrides,
});

const send = (agent: request.Agent, body: Record<string, unknown>, key?: string) => {
  const req = agent.post('/api/sponsorship-applications');
  return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
};

const mine = async (agent: request.Agent) => {
  const res = await agent.get('/api/my-sponsorship-applications');
  expect(res.status).toBe(200);
  return res.body as { id: string; companyName: string }[];
};

describe('POST /api/sponsorship-applications with an Idempotency-Key', () => {
  it('answers a retry of the same submission 201 with the application the first try recorded, and records one', async () => {
    const { agent, user } = await signedInMember(h);
    const first = await send(agent, form(), 'retry-key-0001');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: user.id, companyName: 'Acme Corp', status: 'pending' });
    const retry = await send(agent, form(), 'retry-key-0001');
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await mine(agent)).map((a) => a.id)).toEqual([first.body.id]);
  });

  it('records an edited submission sent under the same key as another application', async () => {
    const { agent } = await signedInMember(h);
    const first = await send(agent, form(), 'edited-key-0001');
    const edited = await send(agent, form({ companyName: 'Acme Corporation' }), 'edited-key-0001');
    expect([first.status, edited.status]).toEqual([201, 201]);
    expect(edited.body.id).not.toBe(first.body.id);
    expect((await mine(agent)).map((a) => a.companyName).sort()).toEqual(['Acme Corp', 'Acme Corporation']);
  });

  it('answers two concurrent identical submissions 201 with the same application, and records one', async () => {
    const { agent } = await signedInMember(h);
    const race = raceAppends(h, 'sponsorship-application-');
    let a: request.Response;
    let b: request.Response;
    try {
      [a, b] = await Promise.all([send(agent, form(), 'concurrent-0001'), send(agent, form(), 'concurrent-0001')]);
    } finally {
      race.restore();
    }
    expect(race.asked()).toBe(2);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect((await mine(agent)).map((x) => x.id)).toEqual([a.body.id]);
  });

  it('gives another member with the same key and form an application of their own', async () => {
    const one = await signedInMember(h);
    const two = await signedInMember(h);
    const a = await send(one.agent, form(), 'shared-key-0001');
    const b = await send(two.agent, form(), 'shared-key-0001');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.userId).toBe(two.user.id);
    expect((await mine(one.agent)).map((x) => x.id)).toEqual([a.body.id]);
    expect((await mine(two.agent)).map((x) => x.id)).toEqual([b.body.id]);
  });

  it.each([['short'], ['has space 1234'], ['x'.repeat(101)], ['bad/key!0001'], ['']])('refuses the key %j (400) and records nothing', async (key) => {
    const { agent } = await signedInMember(h);
    const res = await send(agent, form(), key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: IDEMPOTENCY_KEY_MESSAGE });
    expect(await mine(agent)).toEqual([]);
  });

  it('without a key records every submission, as before', async () => {
    const { agent } = await signedInMember(h);
    const [a, b] = [await send(agent, form()), await send(agent, form())];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
    expect(await mine(agent)).toHaveLength(2);
  });

  it('refuses (409) a retry of an application deleted since, and does not record it again', async () => {
    const { agent } = await signedInMember(h);
    const first = await send(agent, form(), 'deleted-key-0001');
    expect((await admin.delete(`/api/sponsorship-applications/${first.body.id}`)).status).toBe(200);
    const retry = await send(agent, form(), 'deleted-key-0001');
    expect(retry.status).toBe(409);
    expect(await mine(agent)).toEqual([]);
  });

  it('answers a retry 201 from the log when the read model has not caught up', async () => {
    const { agent } = await signedInMember(h);
    const first = await send(agent, form(), 'lagging-key-0001');
    const waited = jest.spyOn(h.running.deps.runner, 'waitFor').mockResolvedValue(false);
    const get = jest.spyOn(h.running.deps.get(SponsorshipQueries), 'application').mockResolvedValue(null);
    try {
      const retry = await send(agent, form(), 'lagging-key-0001');
      expect(retry.status).toBe(201);
      expect(retry.body).toMatchObject({ id: first.body.id, companyName: 'Acme Corp', createdAt: first.body.createdAt });
    } finally {
      get.mockRestore();
      waited.mockRestore();
    }
  });
});
