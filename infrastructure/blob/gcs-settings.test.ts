import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { describeGcsConfig, gcsSettingsFromConfig, readCredentials } from './gcs-settings';

const KEY = { type: 'service_account', client_email: 'a@b.iam.gserviceaccount.com', private_key: 'k' };

describe('GCS settings', () => {
  let dir: string;
  beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'gcs-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads credentials inline or from a file, and refuses what is not a key', () => {
    expect(readCredentials(JSON.stringify(KEY))).toEqual({ ok: true, value: KEY });
    const file = path.join(dir, 'key.json');
    writeFileSync(file, JSON.stringify(KEY));
    expect(readCredentials(file)).toEqual({ ok: true, value: KEY });
    expect(readCredentials(undefined)).toEqual({ ok: true, value: undefined });
    expect(readCredentials('{nope')).toEqual({ ok: false, error: 'invalid credentials JSON' });
    expect(readCredentials('[1]')).toEqual({ ok: false, error: expect.stringContaining('unreadable') });
    expect(readCredentials('{"a":1}')).toEqual({ ok: false, error: 'invalid credentials JSON' });
    expect(readCredentials(path.join(dir, 'missing.json'))).toEqual({ ok: false, error: 'credentials file unreadable (ENOENT)' });
  });

  it('names the missing settings; an emulator needs no credentials', () => {
    expect(describeGcsConfig({}).missing).toEqual(['project id', 'credentials', 'bucket']);
    expect(describeGcsConfig({ GCS_BUCKET: 'b', GCS_API_ENDPOINT: 'http://gcs:4443' }).missing).toEqual(['project id']);
    expect(describeGcsConfig({ GCS_BUCKET: 'b', GCS_PROJECT_ID: 'p', GCS_CREDENTIALS: '{x' }).missing).toEqual(['invalid credentials JSON']);
  });

  it('chooses GCS only with a bucket, and stops on bad credentials', () => {
    expect(gcsSettingsFromConfig({ GCS_PROJECT_ID: 'p' })).toBeNull();
    expect(gcsSettingsFromConfig({ GCS_BUCKET: 'b', GCS_PROJECT_ID: 'p', GCS_CREDENTIALS: JSON.stringify(KEY) }))
      .toEqual({ bucket: 'b', projectId: 'p', credentials: KEY });
    expect(() => gcsSettingsFromConfig({ GCS_BUCKET: 'b', GCS_CREDENTIALS: '{x' })).toThrow('GCS_CREDENTIALS: invalid credentials JSON');
  });

  it('reads the GCS_* variables, blank as unset, and wants a URL for the endpoint', () => {
    const config = loadConfig({ GCS_BUCKET: ' ubr ', GCS_PROJECT_ID: '', GCS_API_ENDPOINT: 'http://gcs:4443' });
    expect([config.GCS_BUCKET, config.GCS_PROJECT_ID, config.GCS_CREDENTIALS, config.GCS_API_ENDPOINT]).toEqual(['ubr', undefined, undefined, 'http://gcs:4443']);
    expect(() => loadConfig({ GCS_API_ENDPOINT: 'gcs:4443' })).toThrow('GCS_API_ENDPOINT must be a URL');
  });
});
