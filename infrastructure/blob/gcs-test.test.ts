import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { testGcs } from './gcs-test';

describe("the admin's storage test on local disk", () => {
  let dataDir: string;
  beforeEach(() => { dataDir = mkdtempSync(path.join(tmpdir(), 'ubr-gcs-test-')); });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given files on local disk, when an admin runs the test, then the answer says so without the server\'s paths', async () => {
    const result = await testGcs(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    expect(result.gcsConnected).toBe(false);
    expect(result.gcsError).toMatch(/^Files are stored on local disk \(the uploads folder in DATA_DIR\), not in Google Cloud Storage/);
    const answer = JSON.stringify(result);
    expect(answer).not.toContain(dataDir);
    expect(answer).not.toContain(tmpdir());
  });
});
