import request from 'supertest';
import { type Harness, makeRole, registerUser, startHarness } from '../../../test/api-harness';
import { bigPng, NOT_AN_IMAGE, PNG_1x1, SVG_LOGO } from '../../../test/fixtures/images';

let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h.stop(); });

async function admin() {
  const agent = h.agent();
  const user = await registerUser(agent);
  await makeRole(h, user.id, 'admin');
  return agent;
}

describe('system settings', () => {
  it('answers 404 for unset and unknown keys', async () => {
    expect((await request(h.url).get('/api/system-settings/logo_animation')).status).toBe(404);
    expect((await request(h.url).get('/api/system-settings/whatever')).status).toBe(404);
  });

  it('refuses visitors and users on every admin call', async () => {
    const user = h.agent();
    await registerUser(user);
    for (const agent of [request(h.url), user]) {
      const expected = agent === user ? 403 : 401;
      const a = agent as unknown as request.Agent;
      expect((await a.put('/api/admin/system-settings/logo_animation').send({ value: 'glow' })).status).toBe(expected);
      expect((await a.put('/api/admin/system-settings/youtube_views_visible').send({ value: 'true' })).status).toBe(expected);
      expect((await a.post('/api/admin/system-settings/logo').attach('logo', PNG_1x1, 'l.png')).status).toBe(expected);
      expect((await a.delete('/api/admin/system-settings/logo')).status).toBe(expected);
    }
  });

  it('sets each of the nine logo animations and refuses others', async () => {
    const agent = await admin();
    for (const value of ['none', 'glitch', 'pulse', 'glow', 'rotate', 'shake', 'bounce', 'flicker', 'neon']) {
      const res = await agent.put('/api/admin/system-settings/logo_animation').send({ value });
      expect(res.status).toBe(200);
      expect((await request(h.url).get('/api/system-settings/logo_animation')).body.value).toBe(value);
    }
    const bad = await agent.put('/api/admin/system-settings/logo_animation').send({ value: 'spin' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/value must be one of/);
  });

  it('sets youtube_views_visible', async () => {
    const agent = await admin();
    expect((await agent.put('/api/admin/system-settings/youtube_views_visible').send({ value: 'true' })).status).toBe(200);
    expect((await request(h.url).get('/api/system-settings/youtube_views_visible')).body.value).toBe('true');
    expect((await agent.put('/api/admin/system-settings/youtube_views_visible').send({ value: false })).status).toBe(200);
    expect((await request(h.url).get('/api/system-settings/youtube_views_visible')).body.value).toBe('false');
    expect((await agent.put('/api/admin/system-settings/youtube_views_visible').send({})).status).toBe(400);
  });

  it('uploads the logo (by its bytes), serves it as the favicon, deletes it', async () => {
    const agent = await admin();
    const defaultIcon = await request(h.url).get('/api/favicon?t=1');
    expect(defaultIcon.status).toBe(200);
    expect(defaultIcon.headers['content-type']).toMatch(/image\/svg\+xml/);

    const res = await agent.post('/api/admin/system-settings/logo').attach('logo', PNG_1x1, { filename: 'logo.bin' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatch(/^\/uploads\/logos\/.+\.png$/);
    expect((await request(h.url).get('/api/system-settings/site_logo')).body.value).toBe(res.body.value);
    const icon = await request(h.url).get('/api/favicon?t=2');
    expect(icon.headers['content-type']).toBe('image/png');

    const svg = await agent.post('/api/admin/system-settings/logo').attach('logo', SVG_LOGO, { filename: 'logo.svg' });
    expect(svg.status).toBe(200);
    const served = await request(h.url).get(svg.body.value);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    // the replaced PNG is gone
    expect((await request(h.url).get(res.body.value)).status).toBe(404);

    const del = await agent.delete('/api/admin/system-settings/logo');
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Logo deleted successfully');
    expect((await request(h.url).get('/api/system-settings/site_logo')).status).toBe(404);
    expect((await agent.delete('/api/admin/system-settings/logo')).status).toBe(404);
  });

  it('refuses a non-image logo and one over 5 MB', async () => {
    const agent = await admin();
    const bad = await agent.post('/api/admin/system-settings/logo').attach('logo', NOT_AN_IMAGE, { filename: 'x.png', contentType: 'image/png' });
    expect(bad.status).toBe(400);
    const big = await agent.post('/api/admin/system-settings/logo').attach('logo', bigPng(5 * 1024 * 1024 + 10), { filename: 'x.png' });
    expect(big.status).toBe(413);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await request(h.url).get('/healthz')).status).toBe(200);
    const ready = await request(h.url).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready' });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await request(h.url).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No such API route/);
  });
});
