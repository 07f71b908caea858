/** Following an optimized upload on the server (admin §7, §8, §9). */
import type { UploadProgressWire } from '../../../../api/features/catalogue/wire-types';

export const POLL_INTERVAL_MS = 2000;
/** About ten minutes; after that completion is assumed (admin §9). */
export const MAX_POLLS = 300;

/** The server's report; `error` is read too, as a proxy or an older server may name the failure so. */
export type UploadProgressReport = UploadProgressWire & { error?: string };

/** A poll's answer: the report, or only the HTTP status when it was not a 2xx. */
export type PollAnswer = { ok: true; report: UploadProgressReport } | { ok: false; status: number | string };

export type PollOutcome =
  | { kind: 'completed'; assumed: boolean }
  | { kind: 'unauthorized' }
  | { kind: 'error'; message?: string }
  | { kind: 'cancelled' };

/**
 * Poll every 2 s, at most 300 times: 'completed' or a 404 (long finished) ends it as
 * completed, a 401 stops it, status 'error' fails it; other hiccups are only skipped.
 */
export async function pollUploadProgress(o: {
  fetchProgress: () => Promise<PollAnswer>;
  onReport: (r: UploadProgressReport) => void;
  sleep?: (ms: number) => Promise<void>;
  maxPolls?: number;
  intervalMs?: number;
  cancelled?: () => boolean;
}): Promise<PollOutcome> {
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const max = o.maxPolls ?? MAX_POLLS;
  for (let poll = 0; poll < max; poll++) {
    if (o.cancelled?.()) return { kind: 'cancelled' };
    let answer: PollAnswer;
    try {
      answer = await o.fetchProgress();
    } catch {
      answer = { ok: false, status: 'FETCH_ERROR' };
    }
    if (o.cancelled?.()) return { kind: 'cancelled' };
    if (answer.ok) {
      o.onReport(answer.report);
      if (answer.report.status === 'completed') return { kind: 'completed', assumed: false };
      if (answer.report.status === 'error') return { kind: 'error', message: answer.report.error ?? answer.report.message };
    } else if (answer.status === 404) {
      return { kind: 'completed', assumed: false };
    } else if (answer.status === 401) {
      return { kind: 'unauthorized' };
    }
    await sleep(o.intervalMs ?? POLL_INTERVAL_MS);
  }
  return { kind: 'completed', assumed: true };
}
