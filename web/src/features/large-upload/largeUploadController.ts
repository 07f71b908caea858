/**
 * The running large upload, held outside React: a module-level controller rather than a
 * Redux slice, because what it holds (the File, the AbortController, the promise the
 * dialog awaits) is not serialisable state. Components subscribe to its snapshot
 * (useSyncExternalStore), so the upload keeps sending while the admin switches admin
 * tabs or closes the dialog, and any dialog or indicator mounted later shows it live.
 */
import { api } from './api';
import type { AppDispatch } from '../../lib/hooks';
import { serverMessage } from '../../lib/errors';
import { uploadWithProgress } from '../../lib/upload';
import { CATALOGUE_TAGS } from '../catalogue/tags';
import { toFormData } from './catalogueForms';
import { chooseUploadMode, CompletionFailed, runChunkedUpload, sha256Hex, statusOf, UploadInterrupted, type UploadMetadata } from './chunkedUpload';
import { chunkTransport, fetchUploadProgress, OPTIMIZED_URL, postMultipart } from './largeUploadApi';
import { pollUploadProgress } from './progressPolling';
import { forgetUpload, rememberUpload } from './resumeRecord';

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
  /** the server no longer knows the upload a resume asked for */
  | { kind: 'gone' }
  | { kind: 'cancelled' };

/** What the running upload was started with, so a dialog opened later can show it. */
export interface UploadJob {
  uploadId: string;
  file: File;
  fields: UploadMetadata;
  thumbnail: File | null;
}

export interface LargeUploadSnapshot {
  state: LargeUploadState;
  job: UploadJob | null;
  /** complete failed: 'Retry Completion' is offered */
  completionIssue: boolean;
  /** when every byte was sent (ms), for the manual 'Complete Upload' after 45 s */
  processingSince: number | null;
  dialogOpen: boolean;
}

export const IDLE: LargeUploadState = { phase: 'idle', mode: null, percentage: 0, uploadedBytes: 0, totalBytes: 0, speed: null, eta: null };
const EMPTY: LargeUploadSnapshot = { state: IDLE, job: null, completionIssue: false, processingSince: null, dialogOpen: false };

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

/** One start or resume; a newer run (or a reset) makes this one cancelled. */
interface Run {
  job: UploadJob;
  dispatch: AppDispatch;
  aborter: AbortController;
  cancelled: boolean;
}

export interface StartOptions {
  dispatch: AppDispatch;
  fields: UploadMetadata;
  file: File;
  thumbnail: File | null;
  /** continue this chunked upload (remembered before a reload) instead of starting one */
  resumeId?: string;
}

export class LargeUploadController {
  private snapshot: LargeUploadSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private run: Run | null = null;

  /** closing or reloading the page loses the running upload: the browser asks first */
  private readonly warn = (e: BeforeUnloadEvent) => e.preventDefault();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LargeUploadSnapshot => this.snapshot;

  private update(patch: Partial<LargeUploadSnapshot>) {
    const before = this.snapshot.state.phase !== 'idle';
    const next = { ...this.snapshot, ...patch };
    if (next.state.phase !== 'processing') next.processingSince = null;
    else if (next.processingSince === null) next.processingSince = Date.now();
    this.snapshot = next;
    const after = next.state.phase !== 'idle';
    if (after && !before) window.addEventListener('beforeunload', this.warn);
    if (!after && before) window.removeEventListener('beforeunload', this.warn);
    this.listeners.forEach((l) => l());
  }

  private setState(run: Run, state: LargeUploadState | ((s: LargeUploadState) => LargeUploadState)) {
    if (run.cancelled) return;
    this.update({ state: typeof state === 'function' ? state(this.snapshot.state) : state });
  }

  private idle(run: Run) {
    if (run.cancelled) return;
    this.run = null;
    this.update({ state: IDLE, job: null, completionIssue: false });
  }

  showDialog = () => this.update({ dialogOpen: true });
  hideDialog = () => this.update({ dialogOpen: false });

  start(o: StartOptions): Promise<LargeUploadOutcome> {
    if (this.run) this.run.cancelled = true;
    this.run?.aborter.abort();
    const job: UploadJob = { uploadId: o.resumeId ?? newUploadId(), file: o.file, fields: o.fields, thumbnail: o.thumbnail };
    const run: Run = { job, dispatch: o.dispatch, aborter: new AbortController(), cancelled: false };
    this.run = run;
    this.update({ job, completionIssue: false });
    if (o.resumeId) return this.resume(run);
    const mode = chooseUploadMode(o.file.size, window.location.hostname, chunkedForced());
    return mode === 'chunked' ? this.chunked(run) : this.optimized(run);
  }

  /** Speed over the bytes sent in this session (resumed bytes were not sent now). */
  private meter(run: Run, mode: UploadMode) {
    const total = run.job.file.size;
    const started = Date.now();
    let firstBytes: number | null = null;
    return (bytes: number, cap: number) => {
      if (firstBytes === null) firstBytes = bytes;
      const seconds = (Date.now() - started) / 1000;
      const speed = seconds >= 0.5 ? (bytes - firstBytes) / seconds : null;
      const eta = speed && speed > 0 ? Math.max(0, (total - bytes) / speed) : null;
      const percentage = Math.min(cap, total > 0 ? (bytes / total) * 100 : 0);
      this.setState(run, { phase: bytes >= total ? 'processing' : 'uploading', mode, percentage, uploadedBytes: bytes, totalBytes: total, speed, eta });
    };
  }

  private async finish(answer: unknown, run: Run, thumbnail: File | null): Promise<LargeUploadOutcome> {
    let thumbnailSaved = true;
    const id = videoIdOf(answer);
    forgetUpload(run.job.uploadId);
    // the chunked calls carry no thumbnail: it follows as an edit of the new video
    if (thumbnail && id) {
      try {
        await uploadWithProgress(`/api/admin/videos/${encodeURIComponent(id)}`, toFormData({ ...run.job.fields }, { thumbnail }), () => undefined, 'PUT');
      } catch {
        thumbnailSaved = false;
      }
    }
    run.dispatch(api.util.invalidateTags([...CATALOGUE_TAGS]));
    // completed by hand meanwhile: its success was already reported
    if (run.cancelled) return { kind: 'cancelled' };
    this.idle(run);
    return { kind: 'success', thumbnailSaved };
  }

  /** After a reload: ask the server what it still holds before sending anything. */
  private async resume(run: Run): Promise<LargeUploadOutcome> {
    this.setState(run, { ...IDLE, phase: 'uploading', mode: 'chunked', totalBytes: run.job.file.size });
    try {
      await chunkTransport.status(run.job.uploadId);
    } catch (err) {
      if (run.cancelled) return { kind: 'cancelled' };
      if (statusOf(err) === 404) {
        forgetUpload(run.job.uploadId);
        this.idle(run);
        return { kind: 'gone' };
      }
      // anything else is the chunked schedule's to retry or report
    }
    return this.chunked(run);
  }

  private async chunked(run: Run): Promise<LargeUploadOutcome> {
    const { file, uploadId, fields } = run.job;
    this.setState(run, { ...IDLE, phase: 'uploading', mode: 'chunked', totalBytes: file.size });
    rememberUpload(uploadId, file, fields);
    const sha256 = await sha256Hex(file);
    const onBytes = this.meter(run, 'chunked');
    let answer: unknown;
    try {
      answer = await runChunkedUpload({
        file,
        uploadId,
        metadata: fields,
        transport: chunkTransport,
        sha256,
        // capped at 99 until complete answers (admin §4)
        onBytes: (bytes) => onBytes(bytes, 99),
        cancelled: () => run.cancelled,
        signal: run.aborter.signal,
      });
    } catch (err) {
      if (run.cancelled) return { kind: 'cancelled' };
      if (err instanceof CompletionFailed) {
        this.update({ completionIssue: true });
        return { kind: 'completion-failed' };
      }
      this.idle(run);
      // interrupted: the server keeps the chunks, so the record stays for a later resume
      if (err instanceof UploadInterrupted) return { kind: 'interrupted' };
      forgetUpload(uploadId);
      return { kind: 'failed', message: serverMessage(err) };
    }
    return this.finish(answer, run, run.job.thumbnail);
  }

  private async optimized(run: Run): Promise<LargeUploadOutcome> {
    const { file, fields, thumbnail } = run.job;
    this.setState(run, { ...IDLE, phase: 'uploading', mode: 'optimized', totalBytes: file.size });
    const onBytes = this.meter(run, 'optimized');
    let uploadId: string | null;
    let answer: unknown;
    try {
      const res = await postMultipart<unknown>(
        OPTIMIZED_URL,
        toFormData({ ...fields }, { video: file, thumbnail }),
        (sent, total) => onBytes(total > 0 ? (sent / total) * file.size : 0, 100),
        run.aborter.signal,
      );
      uploadId = res.header('X-Upload-ID');
      answer = res.data;
    } catch (err) {
      this.idle(run);
      return run.cancelled ? { kind: 'cancelled' } : { kind: 'failed', message: serverMessage(err) };
    }
    if (uploadId) {
      const id = uploadId;
      const outcome = await pollUploadProgress({
        fetchProgress: () => fetchUploadProgress(id),
        cancelled: () => run.cancelled,
        onReport: (r) =>
          this.setState(run, (s) => ({
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
        this.idle(run);
        return { kind: 'stopped' };
      }
      if (outcome.kind === 'error') {
        this.idle(run);
        return { kind: 'failed', message: outcome.message };
      }
    }
    // the optimized call stored the thumbnail itself
    return this.finish(answer, run, null);
  }

  /** After 'Upload Completion Issue': ask complete again for the same upload. */
  async retryComplete(): Promise<LargeUploadOutcome> {
    const run = this.run;
    if (!run || !this.snapshot.completionIssue) return { kind: 'failed' };
    this.update({ completionIssue: false, state: { ...this.snapshot.state, phase: 'processing' } });
    try {
      return await this.finish(await chunkTransport.complete(run.job.uploadId), run, run.job.thumbnail);
    } catch {
      if (!run.cancelled) this.update({ completionIssue: true });
      return { kind: 'completion-failed' };
    }
  }

  /** 'Cancel Upload' and the manual 'Complete Upload': stop following the upload and forget it. */
  reset(dispatch: AppDispatch) {
    const run = this.run;
    if (run) {
      run.cancelled = true;
      run.aborter.abort();
      forgetUpload(run.job.uploadId);
    }
    this.run = null;
    this.update({ state: IDLE, job: null, completionIssue: false });
    dispatch(api.util.invalidateTags([...CATALOGUE_TAGS]));
  }

  /** What a page reload does to the running upload: it stops, and only localStorage remembers it. */
  discard() {
    if (this.run) {
      this.run.cancelled = true;
      this.run.aborter.abort();
    }
    this.run = null;
    this.update(EMPTY);
  }
}

/** The one controller of the page. */
export const largeUploads = new LargeUploadController();
