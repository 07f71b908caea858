import {
  API_FAILED_TITLE,
  DAILY_QUOTA_EXHAUSTED,
} from '../../../../domain/youtube/limits';
import type { ToastOptions } from '../../components/Toast';
import type { YoutubeBatchWire, YoutubeQuotaWire, YoutubeTestWire } from '../../../../api/features/youtube/wire-types';
import type { StorageTest } from './youtubeAdminApi';

const n = (value: number) => value.toLocaleString('en-US');

/** What is left of the day's two buckets (search calls, units), never below 0. */
export function quotaLeft(q: YoutubeQuotaWire): string {
  const searches = Math.max(0, q.searchCallsLimit - q.searchCallsUsed);
  const units = Math.max(0, q.unitsLimit - q.unitsUsed);
  return `${n(searches)} of ${n(q.searchCallsLimit)} searches, ${n(units)} of ${n(q.unitsLimit)} units`;
}

/**
 * The connection test's answer. 'YouTube API Failed': the test ran and YouTube (or the
 * configuration) said no; 'YouTube API Test Failed' is kept for a test that could not
 * run at all (the caller's catch).
 */
export function testToast(answer: YoutubeTestWire): ToastOptions {
  if (answer.connected) return { title: 'YouTube API Connected', description: 'The YouTube Data API answered.' };
  return { title: API_FAILED_TITLE, description: answer.error ?? 'YouTube did not answer.', variant: 'destructive' };
}

/** Counts, and 'Daily quota exhausted.' when the batch stopped on the quota (admin §8). */
export function batchToast(answer: YoutubeBatchWire): ToastOptions {
  const counts = `${n(answer.successful)} synced, ${n(answer.failed)} failed.`;
  return {
    title: 'Batch Sync Complete',
    description: answer.quotaExhausted ? `${counts} ${DAILY_QUOTA_EXHAUSTED}` : counts,
  };
}

const yesNo = (set: boolean) => (set ? 'set' : 'missing');

/** The GCS settings the server sees, named as the storage test's error names them. */
export function storageSettings(env: StorageTest['environment']): string {
  const parts = [`Project id: ${yesNo(env.projectId)}`, `Credentials: ${yesNo(env.credentials)}`, `Bucket: ${yesNo(env.bucket)}`];
  if (env.credentials) parts.push(`Credentials JSON: ${env.credentialsValid ? 'valid' : 'invalid'}`);
  return `${parts.join(' · ')}.`;
}

/**
 * Local disk is the embedded default, not a failure: it is said plainly, without the red;
 * a configured bucket that does not answer is the failure.
 */
export function storageToast(answer: StorageTest): ToastOptions {
  const settings = storageSettings(answer.environment);
  if (answer.gcsConnected) {
    const extra = answer.gcsError ? ` ${answer.gcsError}` : '';
    return { title: 'Storage Connected', description: `Bucket "${answer.bucketName}" answered.${extra} ${settings}` };
  }
  if (!answer.environment.bucket) {
    return { title: 'Local Disk Storage', description: `${answer.gcsError ?? 'Files are stored on local disk.'} ${settings}`, duration: 10_000 };
  }
  return {
    title: 'Storage Test Failed',
    description: `${answer.gcsError ?? 'Google Cloud Storage did not answer.'} ${settings}`,
    variant: 'destructive',
    duration: 10_000,
  };
}
