import type { AppConfig } from '../config';
import { gcsClient, isNotFound } from './gcs-blob-storage';
import { describeGcsConfig, type GcsEnvironment } from './gcs-settings';

/** The answer of GET /api/admin/gcs/test. */
export interface GcsTestResult {
  gcsConnected: boolean;
  bucketName: string | null;
  gcsError: string | null;
  environment: GcsEnvironment;
}

const TIMEOUT_MS = 10_000;

/**
 * One cheap real call (the bucket's metadata) with the configured settings, no
 * retries and a time limit, so an admin waits seconds, not the client's minute
 * of backoff. The missing settings are named as admin §8 lists them.
 */
export async function testGcs(config: AppConfig): Promise<GcsTestResult> {
  const { environment, missing, credentials } = describeGcsConfig(config);
  const bucketName = config.GCS_BUCKET ?? null;
  const missingText = missing.length ? `Missing or invalid settings: ${missing.join(', ')}.` : '';
  if (!bucketName) {
    return {
      gcsConnected: false, bucketName, environment,
      // named by the setting, not the server's path: the answer shows no file system layout
      gcsError: `Files are stored on local disk (the uploads folder in DATA_DIR), not in Google Cloud Storage: GCS_BUCKET is not set. ${missingText}`.trim(),
    };
  }
  if (!credentials.ok) return { gcsConnected: false, bucketName, environment, gcsError: missingText };
  const bucket = gcsClient({
    projectId: config.GCS_PROJECT_ID, credentials: credentials.value, apiEndpoint: config.GCS_API_ENDPOINT,
  }, { retries: false }).bucket(bucketName);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      bucket.getMetadata(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer from Google Cloud Storage within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
      }),
    ]);
    return { gcsConnected: true, bucketName, environment, gcsError: missingText || null };
  } catch (err) {
    const reason = isNotFound(err) ? `Bucket "${bucketName}" not found` : `Cannot reach bucket "${bucketName}": ${(err as Error).message}`;
    return { gcsConnected: false, bucketName, environment, gcsError: `${reason}. ${missingText}`.trim() };
  } finally {
    clearTimeout(timer);
  }
}
