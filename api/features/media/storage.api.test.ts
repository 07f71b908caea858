import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { type Harness, makeRole, registerUser, startHarness } from '../../../test/api-harness';
import { PNG_1x1 } from '../../../test/fixtures/images';
import { startGcsStandIn, type GcsStandIn } from '../../../test/gcs-stand-in';

const KEY = JSON.stringify({ type: 'service_account', client_email: 'ubr@test.iam.gserviceaccount.com', private_key: 'not-used' });

async function adminOf(h: Harness) {
  const admin = h.agent() as unknown as request.Agent;
  const a = await registerUser(admin as never);
  await makeRole(h, a.id, 'admin');
  return admin;
}

describe('GET /api/admin/gcs/test with local disk (the default)', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); }, 30_000);
  afterAll(async () => { await h.stop(); });

  it('is for admins only', async () => {
    expect((await request(h.url).get('/api/admin/gcs/test')).status).toBe(401);
    const user = h.agent();
    await registerUser(user);
    expect((await user.get('/api/admin/gcs/test')).status).toBe(403);
  });

  it('says plainly that files are on local disk and names every missing setting', async () => {
    const res = await (await adminOf(h)).get('/api/admin/gcs/test');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      gcsConnected: false,
      bucketName: null,
      gcsError: expect.stringContaining('Files are stored on local disk'),
      environment: { projectId: false, credentials: false, bucket: false, credentialsValid: false },
    });
    expect(res.body.gcsError).toContain('Missing or invalid settings: project id, credentials, bucket.');
  });
});

describe('GET /api/admin/gcs/test and the file store, against the GCS stand-in (not real GCS)', () => {
  let stand: GcsStandIn;
  beforeAll(async () => { stand = await startGcsStandIn(['ubr-files']); });
  afterAll(async () => {
    expect(stand.unexpected).toEqual([]);
    await stand.close();
  });

  it('reports a connected bucket, and the app stores and serves uploads there', async () => {
    const h = await startHarness({ GCS_BUCKET: 'ubr-files', GCS_PROJECT_ID: 'ubr', GCS_API_ENDPOINT: stand.url, GCS_CREDENTIALS: KEY });
    try {
      const admin = await adminOf(h);
      const res = await admin.get('/api/admin/gcs/test');
      expect(res.body).toEqual({
        gcsConnected: true, bucketName: 'ubr-files', gcsError: null,
        environment: { projectId: true, credentials: true, bucket: true, credentialsValid: true },
      });

      const logo = await admin.post('/api/admin/system-settings/logo').attach('logo', PNG_1x1, 'l.png');
      expect(logo.status).toBe(200);
      const key = String(logo.body.value).replace(/^\/uploads\//, '');
      expect(stand.objects('ubr-files').get(key)?.data).toEqual(PNG_1x1);
      const served = await request(h.url).get(logo.body.value).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.from(served.body)).toEqual(PNG_1x1);
      // a Range is asked of the bucket and answered as a part
      const part = await request(h.url).get(logo.body.value).set('Range', 'bytes=1-3').buffer(true);
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 1-3/${PNG_1x1.length}`);
      expect(Buffer.from(part.body)).toEqual(PNG_1x1.subarray(1, 4));
    } finally {
      await h.stop();
    }
  }, 30_000);

  it('reports a missing bucket by name, and the missing settings', async () => {
    const h = await startHarness({ GCS_BUCKET: 'no-such-bucket', GCS_API_ENDPOINT: stand.url });
    try {
      const res = await (await adminOf(h)).get('/api/admin/gcs/test');
      expect(res.body).toEqual({
        gcsConnected: false, bucketName: 'no-such-bucket',
        gcsError: 'Bucket "no-such-bucket" not found. Missing or invalid settings: project id.',
        environment: { projectId: false, credentials: false, bucket: true, credentialsValid: false },
      });
    } finally {
      await h.stop();
    }
  }, 30_000);

  it('refuses to start with invalid credentials JSON; the local-disk test names it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ubr-gcs-'));
    try {
      await expect(startHarness({ DATA_DIR: dataDir, GCS_BUCKET: 'ubr-files', GCS_API_ENDPOINT: stand.url, GCS_CREDENTIALS: '{not json' }))
        .rejects.toThrow('GCS_CREDENTIALS: invalid credentials JSON');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const h = await startHarness({ GCS_PROJECT_ID: 'ubr', GCS_CREDENTIALS: '{"no":"key"}' });
    try {
      const res = await (await adminOf(h)).get('/api/admin/gcs/test');
      expect(res.body.gcsError).toContain('Missing or invalid settings: bucket, invalid credentials JSON.');
      expect(res.body.environment).toEqual({ projectId: true, credentials: true, bucket: false, credentialsValid: false });
    } finally {
      await h.stop();
    }
  }, 30_000);
});
