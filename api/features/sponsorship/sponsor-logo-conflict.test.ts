import request from 'supertest';
import { addYears, leagueDay } from '../../../domain/sponsorship/period';
import { LOGO_CHANGED_MEANWHILE } from '../../../domain/sponsorship/sponsorship';
import { type Harness, makeRole, registerUser, startHarness } from '../../../test/api-harness';
import { PNG_1x1 } from '../../../test/fixtures/images';

// The Customize dialog opened with one logo while another upload replaced it: its Save
// must not point the sponsor back at the deleted file (and delete the new one).

let h: Harness;
let admin: request.Agent;
let id: string;

const visitor = () => request(h.url);
const today = () => leagueDay(new Date());
type Sponsor = { id: string; logoUrl: string | null; websiteUrl: string | null };
const shown = async () => ((await visitor().get('/api/approved-sponsors')).body as Sponsor[]).find((s) => s.id === id);
const listed = async () => ((await admin.get('/api/admin/sponsors')).body as Sponsor[]).find((s) => s.id === id);

async function uploadLogo(): Promise<string> {
  const res = await admin.post(`/api/admin/sponsors/${id}/logo`).attach('logo', PNG_1x1, { filename: 'logo.png' });
  expect(res.status).toBe(200);
  return res.body.logoUrl as string;
}

beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  await makeRole(h, (await registerUser(admin as never)).id, 'admin');
  const member = h.agent() as unknown as request.Agent;
  await registerUser(member as never);
  expect((await admin.post('/api/admin/sponsorship-tiers').send({ name: 'Gold', cost: '$100', benefits: 'Logo' })).status).toBe(201);
  const applied = await member.post('/api/sponsorship-applications').send({
    companyName: 'Logo Co', contactName: 'Jane Roe', email: 'jane@logo.test', phoneNumber: null, sponsorshipLevel: 'Gold',
    message: 'We would love to sponsor', selectedEvents: [],
  });
  expect(applied.status).toBe(201);
  id = applied.body.id;
  const approved = await admin.patch(`/api/sponsorship-applications/${id}/status`)
    .send({ status: 'approved', sponsorshipStartDate: today(), sponsorshipEndDate: addYears(today(), 1) });
  expect(approved.status).toBe(200);
}, 30_000);
afterAll(async () => { await h.stop(); });

describe('a Save carrying a logo that was replaced meanwhile', () => {
  it('is refused with 409, keeping the current logo, its file and the showcase as they are', async () => {
    const opened = await uploadLogo(); // what the dialog showed when it opened (L1)
    const current = await uploadLogo(); // another tab's upload (L2): L1's file goes
    expect((await visitor().get(opened)).status).toBe(404);

    const stale = await admin.patch(`/api/admin/sponsors/${id}`).send({ logoUrl: opened, websiteUrl: 'https://logo.test' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(LOGO_CHANGED_MEANWHILE);

    expect((await visitor().get(current)).status).toBe(200);
    expect(await shown()).toMatchObject({ logoUrl: current, websiteUrl: null });
    expect(await listed()).toMatchObject({ logoUrl: current, websiteUrl: null });
  });

  it('still takes the current logo again, no logo field, an outside address, and removing it', async () => {
    const current = (await listed())!.logoUrl!;
    const again = await admin.patch(`/api/admin/sponsors/${id}`).send({ logoUrl: current, websiteUrl: 'https://logo.test' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ logoUrl: current, websiteUrl: 'https://logo.test' });
    const without = await admin.patch(`/api/admin/sponsors/${id}`).send({ description: 'Logos for all' });
    expect(without.status).toBe(200);
    expect(without.body).toMatchObject({ logoUrl: current, description: 'Logos for all' });
    expect((await visitor().get(current)).status).toBe(200);

    const outside = await admin.patch(`/api/admin/sponsors/${id}`).send({ logoUrl: 'https://cdn.logo.test/logo.png' });
    expect(outside.status).toBe(200);
    expect(outside.body).toMatchObject({ logoUrl: 'https://cdn.logo.test/logo.png' });
    expect((await visitor().get(current)).status).toBe(404); // the replaced upload goes

    const removed = await admin.patch(`/api/admin/sponsors/${id}`).send({ logoUrl: null });
    expect(removed.status).toBe(200);
    expect(await shown()).toMatchObject({ logoUrl: null });
  });
});
