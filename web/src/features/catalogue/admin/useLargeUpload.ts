import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { serverMessage } from '../../../lib/errors';
import { uploadWithProgress } from '../../../lib/upload';
import { CATALOGUE_TAGS, toFormData } from './catalogueAdminApi';
import { chooseUploadMode, CompletionFailed, runChunkedUpload, sha256Hex, UploadInterrupted, type UploadMetadata } from './chunkedUpload';
import { chunkTransport, fetchUploadProgress, OPTIMIZED_URL, postMultipart } from './largeUploadApi';
import { pollUploadProgress } from './progressPolling';

/** Set to '1' (or open the page with ?chunked=1) to take the chunked path on a local host. */
export const FORCE_CHUNKED_KEY = 'ubr.forceChunked';

export function chunkedForced(): boolean {
  try {
    if (new URLSearchParams(window.location.search).get('chunked') === '1') return true;
    return window.localStorage.getItem(FORCE_CHUNKED_KEY) === '1';
  } catch {
    return false;
  }
}

export type UploadMode = 'chunked' | 'optimized';

export interface LargeUploadState {
  /** 'processing': every byte sent, waiting for the server to finish */
  phase: 'idle' | 'uploading' | 'processing';
  mode: UploadMode | null;
  percentage: number;
  uploadedBytes: number;
  totalBytes: number;
  /** bytes per second, null until measurable */
  speed: number | null;
  /** seconds left, null until measurable */
  eta: number | null;
}

export type LargeUploadOutcome =
  | { kind: 'success'; thumbnailSaved: boolean }
  | { kind: 'failed'; message?: string }
  | { kind: 'interrupted' }
  | { kind: 'completion-failed' }
  /** a 401 stopped the progress polling */
  | { kind: 'stopped' }
  | { kind: 'cancelled' };

const IDLE: LargeUploadState = { phase: 'idle', mode: null, percentage: 0, uploadedBytes: 0, totalBytes: 0, speed: null, eta: null };

function newUploadId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return uuid ?? `up-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function videoIdOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const a = answer as { id?: unknown; video?: { id?: unknown } };
  const id = a.video?.id ?? a.id;
  return typeof id === 'string' ? id : undefined;
}

interface Pending {
  uploadId: string;
  fields: UploadMetadata;
  thumbnail: File | null;
}

/**
 * The Large Video Upload's engine: picks the path (admin §7), reports percentage, speed
 * and eta, and turns every ending into an outcome the dialog shows as a toast.
 */
export function useLargeUpload() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<LargeUploadState>(IDLE);
  const cancelled = useRef(false);
  const aborter = useRef<AbortController | null>(null);
  const pending = useRef<Pending | null>(null);

  useEffect(() => {
    cancelled.current = false;
    return () => {
      cancelled.current = true;
      aborter.current?.abort();
    };
  }, []);

  // closing or reloading the page loses an unfinished upload: the browser asks first
  const active = state.phase !== 'idle';
  useEffect(() => {
    if (!active) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  /** Speed over the bytes sent in this session (resumed bytes were not sent now). */
  const meter = (total: number, mode: UploadMode) => {
    const started = Date.now();
    let firstBytes: number | null = null;
    return (bytes: number, cap: number) => {
      if (cancelled.current) return;
      if (firstBytes === null) firstBytes = bytes;
      const seconds = (Date.now() - started) / 1000;
      const speed = seconds >= 0.5 ? (bytes - firstBytes) / seconds : null;
      const eta = speed && speed > 0 ? Math.max(0, (total - bytes) / speed) : null;
      const percentage = Math.min(cap, total > 0 ? (bytes / total) * 100 : 0);
      setState({ phase: bytes >= total ? 'processing' : 'uploading', mode, percentage, uploadedBytes: bytes, totalBytes: total, speed, eta });
    };
  };

  const finish = useCallback(
    async (answer: unknown, p: Pending): Promise<LargeUploadOutcome> => {
      let thumbnailSaved = true;
      const id = videoIdOf(answer);
      // the chunked calls carry no thumbnail: it follows as an edit of the new video
      if (p.thumbnail && id) {
        try {
          await uploadWithProgress(`/api/admin/videos/${encodeURIComponent(id)}`, toFormData({ ...p.fields }, { thumbnail: p.thumbnail }), () => undefined, 'PUT');
        } catch {
          thumbnailSaved = false;
        }
      }
      dispatch(api.util.invalidateTags([...CATALOGUE_TAGS]));
      pending.current = null;
      // completed by hand meanwhile: its success was already reported
      if (cancelled.current) return { kind: 'cancelled' };
      setState(IDLE);
      return { kind: 'success', thumbnailSaved };
    },
    [dispatch],
  );

  const chunked = useCallback(
    async (file: File, p: Pending): Promise<LargeUploadOutcome> => {
      setState({ ...IDLE, phase: 'uploading', mode: 'chunked', totalBytes: file.size });
      const sha256 = await sha256Hex(file);
      const onBytes = meter(file.size, 'chunked');
      let answer: unknown;
      try {
        answer = await runChunkedUpload({
          file,
          uploadId: p.uploadId,
          metadata: p.fields,
          transport: chunkTransport,
          sha256,
          // capped at 99 until complete answers (admin §4)
          onBytes: (bytes) => onBytes(bytes, 99),
          cancelled: () => cancelled.current,
          signal: aborter.current?.signal,
        });
      } catch (err) {
        if (cancelled.current) return { kind: 'cancelled' };
        if (err instanceof CompletionFailed) {
          pending.current = p;
          return { kind: 'completion-failed' };
        }
        setState(IDLE);
        if (err instanceof UploadInterrupted) return { kind: 'interrupted' };
        return { kind: 'failed', message: serverMessage(err) };
      }
      return finish(answer, p);
    },
    [finish],
  );

  const optimized = useCallback(
    async (file: File, p: Pending): Promise<LargeUploadOutcome> => {
      setState({ ...IDLE, phase: 'uploading', mode: 'optimized', totalBytes: file.size });
      const onBytes = meter(file.size, 'optimized');
      let uploadId: string | null;
      let answer: unknown;
      try {
        const res = await postMultipart<unknown>(OPTIMIZED_URL, toFormData({ ...p.fields }, { video: file, thumbnail: p.thumbnail }), (sent, total) =>
          onBytes(total > 0 ? (sent / total) * file.size : 0, 100),
          aborter.current?.signal,
        );
        uploadId = res.header('X-Upload-ID');
        answer = res.data;
      } catch (err) {
        if (!cancelled.current) setState(IDLE);
        return cancelled.current ? { kind: 'cancelled' } : { kind: 'failed', message: serverMessage(err) };
      }
      if (uploadId) {
        const id = uploadId;
        const outcome = await pollUploadProgress({
          fetchProgress: () => fetchUploadProgress(id),
          cancelled: () => cancelled.current,
          onReport: (r) =>
            setState((s) => ({
              ...s,
              phase: r.percentage >= 99 || r.status === 'completed' ? 'processing' : 'uploading',
              percentage: r.percentage,
              uploadedBytes: r.uploadedBytes,
              totalBytes: r.totalBytes || s.totalBytes,
              speed: r.uploadSpeed,
              eta: r.eta,
            })),
        });
        if (outcome.kind === 'cancelled') return outcome;
        if (outcome.kind === 'unauthorized') {
          setState(IDLE);
          return { kind: 'stopped' };
        }
        if (outcome.kind === 'error') {
          setState(IDLE);
          return { kind: 'failed', message: outcome.message };
        }
      }
      // the optimized call stored the thumbnail itself
      return finish(answer, { ...p, thumbnail: null });
    },
    [finish],
  );

  const start = useCallback(
    (fields: UploadMetadata, file: File, thumbnail: File | null): Promise<LargeUploadOutcome> => {
      cancelled.current = false;
      aborter.current = new AbortController();
      const p: Pending = { uploadId: newUploadId(), fields, thumbnail };
      const mode = chooseUploadMode(file.size, window.location.hostname, chunkedForced());
      return mode === 'chunked' ? chunked(file, p) : optimized(file, p);
    },
    [chunked, optimized],
  );

  /** After 'Upload Completion Issue': ask complete again for the same upload. */
  const retryComplete = useCallback(async (): Promise<LargeUploadOutcome> => {
    const p = pending.current;
    if (!p) return { kind: 'failed' };
    setState((s) => ({ ...s, phase: 'processing' }));
    try {
      return await finish(await chunkTransport.complete(p.uploadId), p);
    } catch {
      return { kind: 'completion-failed' };
    }
  }, [finish]);

  /** The manual 'Complete Upload': stop following the upload and start over. */
  const reset = useCallback(() => {
    cancelled.current = true;
    aborter.current?.abort();
    pending.current = null;
    setState(IDLE);
    dispatch(api.util.invalidateTags([...CATALOGUE_TAGS]));
  }, [dispatch]);

  return { state, start, retryComplete, reset };
}
