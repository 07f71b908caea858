import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { adminAgent, eventWithVideo, type Harness, startHarness } from '../../test/api-harness';
import { SVG_LOGO } from '../../test/fixtures/images';
import { UPLOADED_BYTES_CSP } from './uploaded-bytes';

let h: Harness;
let admin: TestAgent;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminAgent(h);
}, 30_000);
afterAll(async () => { await h.stop(); });

const sandboxed = (res: request.Response) => {
  expect(res.status).toBe(200);
  expect(res.headers['content-security-policy']).toBe(UPLOADED_BYTES_CSP);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
};

describe('every response of uploaded bytes has the sandbox policy', () => {
  it('the favicon, before and after an admin uploads an SVG logo, and the logo under /uploads', async () => {
    sandboxed(await request(h.url).get('/api/favicon'));
    const logo = await admin.post('/api/admin/system-settings/logo').attach('logo', SVG_LOGO, 'logo.svg');
    expect(logo.status).toBe(200);
    const icon = await request(h.url).get('/api/favicon?t=1');
    sandboxed(icon);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    sandboxed(await request(h.url).get(logo.body.value));
  });

  it("a video's bytes under /media", async () => {
    const video = await eventWithVideo(admin, { event: 'Sandbox Night', title: 'Sandbox Bout', battlerA: 'Sand A', battlerB: 'Sand B' });
    sandboxed(await request(h.url).get(`/media/videos/${video.id}`));
  }, 30_000);

  it('not the site pages and API answers, which keep the site policy', async () => {
    const res = await request(h.url).get('/api/events');
    expect(res.headers['content-security-policy']).not.toBe(UPLOADED_BYTES_CSP);
  });
});
