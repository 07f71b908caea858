import { rmSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BATTLER_APPLICATIONS } from '../../../application/battler-applications/read-model';
import { BATTLERS } from '../../../application/catalogue/read-model';
import type { ReadStore } from '../../../application/ports/read-store';
import { SPONSOR_SHOWCASE, SPONSORSHIP_APPLICATIONS, SPONSORSHIP_TIERS } from '../../../application/sponsorship/read-model';
import { AUDIT_LOG } from '../../../application/users/read-model';
import { addYears, leagueDay } from '../../../domain/sponsorship/period';
import { loadConfig } from '../../../infrastructure/config';
import { type Harness, makeRole, registerUser, startHarness } from '../../../test/api-harness';
import { eventually } from '../../../test/eventually';
import { PNG_1x1 } from '../../../test/fixtures/images';
import { type RunningServer, startServer } from '../../server';

let h: Harness;
let restarted: RunningServer | null = null;
beforeAll(async () => { h = await startHarness(); }, 30_000);
afterAll(async () => {
  await restarted?.stop();
  rmSync(h.dataDir, { recursive: true, force: true });
});

async function snapshot(reads: ReadStore) {
  const all = async (name: string) => [...await reads.collection<{ id: string }>(name).find({})].sort((a, b) => a.id.localeCompare(b.id));
  return {
    tiers: await all(SPONSORSHIP_TIERS), applications: await all(SPONSORSHIP_APPLICATIONS), showcase: await all(SPONSOR_SHOWCASE),
    battlerApplications: await all(BATTLER_APPLICATIONS), battlers: await all(BATTLERS),
    audit: (await all(AUDIT_LOG)).filter((e) => /sponsor|battler_application/.test(String((e as { action?: string }).action))),
  };
}

describe('replaying the log', () => {
  it('rebuilds the tiers, the sponsorship and battler application lists, the showcase, the battler flags and their audit lines exactly', async () => {
    const admin = h.agent() as unknown as request.Agent;
    await makeRole(h, (await registerUser(admin as never)).id, 'admin');
    const member = h.agent() as unknown as request.Agent;
    await registerUser(member as never);
    const tier = await admin.post('/api/admin/sponsorship-tiers').send({ name: 'Gold', cost: '$1', benefits: 'b' });
    await admin.put(`/api/admin/sponsorship-tiers/${tier.body.id}`).send({ displayOrder: 4 });
    const event = await admin.post('/api/admin/events').field('title', 'Future Clash').field('eventDate', '2099-01-01');
    const ids: string[] = [];
    for (const companyName of ['Kept Co', 'Rejected Co', 'Deleted Co']) {
      const res = await member.post('/api/sponsorship-applications').send({
        companyName, contactName: 'Jane', email: 'jane@x.test', sponsorshipLevel: 'Gold', message: 'Hi', selectedEvents: [event.body.id],
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const today = leagueDay(new Date());
    for (const id of ids) {
      const res = await admin.patch(`/api/sponsorship-applications/${id}/status`)
        .send({ status: 'approved', sponsorshipStartDate: today, sponsorshipEndDate: addYears(today, 1) });
      expect(res.status).toBe(200);
    }
    await admin.patch(`/api/admin/sponsors/${ids[0]}`).send({ websiteUrl: 'https://kept.test' });
    await admin.post(`/api/admin/sponsors/${ids[0]}/logo`).attach('logo', PNG_1x1, 'l.png');
    await admin.patch(`/api/sponsorship-applications/${ids[1]}/status`).send({ status: 'rejected' });
    await admin.delete(`/api/sponsorship-applications/${ids[2]}`);

    // battler tryouts: one approved (its battler created and flagged), one approved then rejected, one deleted
    const tryouts: string[] = [];
    for (const battlerName of ['Replay Kept', 'Replay Rejected', 'Replay Deleted']) {
      const applicant = h.agent() as unknown as request.Agent;
      await registerUser(applicant as never);
      const res = await applicant.post('/api/battler-applications')
        .send({ battlerName, email: 'spit@x.test', experience: 'Ten years of battles in Albuquerque' });
      expect(res.status).toBe(201);
      tryouts.push(res.body.id);
    }
    for (const id of tryouts.slice(0, 2)) {
      expect((await admin.patch(`/api/admin/battler-applications/${id}/status`).send({ status: 'approved' })).status).toBe(200);
    }
    await admin.patch(`/api/admin/battler-applications/${tryouts[1]}/status`).send({ status: 'rejected' });
    await admin.delete(`/api/admin/battler-applications/${tryouts[2]}`);
    const flagged = async () => ((await admin.get('/api/admin/battlers')).body as { name: string; hasApprovedApplication: boolean }[])
      .filter((b) => b.name.startsWith('Replay ')).map((b) => [b.name, b.hasApprovedApplication]).sort();
    await eventually(async () => expect(await flagged()).toEqual([['Replay Kept', true], ['Replay Rejected', false]]));

    const before = await snapshot(h.running.deps.reads);
    expect(before.showcase.map((s) => s.id)).toEqual([ids[0]]);
    expect(before.battlerApplications.map((a) => a.id).sort()).toEqual(tryouts.slice(0, 2).sort());
    await h.running.stop();

    restarted = await startServer(loadConfig({
      DATA_DIR: h.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test',
      PASSWORD_HASH_COST: '1024', RATE_LIMIT_FACTOR: '100', WEB_DIST: path.join(h.dataDir, 'no-web'),
    }));
    expect(await snapshot(restarted.deps.reads)).toEqual(before);
    const shown = (await request(`http://127.0.0.1:${restarted.port}`).get('/api/approved-sponsors')).body as { id: string; websiteUrl: string }[];
    expect(shown.map((s) => [s.id, s.websiteUrl])).toEqual([[ids[0], 'https://kept.test']]);
  });
});
