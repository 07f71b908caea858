import { useCallback, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import type { UploadMetadata } from './chunkedUpload';
import { largeUploads, type LargeUploadOutcome } from './largeUploadController';

/** The page's large upload as React sees it: a live snapshot and the calls that act on it. */
export function useLargeUploadSnapshot() {
  return useSyncExternalStore(largeUploads.subscribe, largeUploads.getSnapshot);
}

/**
 * The Large Video Upload's engine (admin §7), bound to the store: picks the path, reports
 * percentage, speed and eta, and turns every ending into an outcome the dialog shows as a
 * toast. The upload itself lives in `largeUploads`, so unmounting stops nothing.
 */
export function useLargeUpload() {
  const dispatch = useAppDispatch();
  const snapshot = useLargeUploadSnapshot();

  const start = useCallback(
    (fields: UploadMetadata, file: File, thumbnail: File | null, resumeId?: string): Promise<LargeUploadOutcome> =>
      largeUploads.start({ dispatch, fields, file, thumbnail, resumeId }),
    [dispatch],
  );
  const retryComplete = useCallback(() => largeUploads.retryComplete(), []);
  const reset = useCallback(() => largeUploads.reset(dispatch), [dispatch]);

  return { ...snapshot, start, retryComplete, reset };
}
