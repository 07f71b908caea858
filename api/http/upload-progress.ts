/** What GET /api/admin/videos/upload-progress/{uploadId} answers. */
export interface ProgressView {
  status: 'uploading' | 'completed' | 'error';
  percentage: number;
  uploadedBytes: number;
  totalBytes: number;
  /** bytes per second since this server saw the upload start (0 when unknown) */
  uploadSpeed: number;
  /** seconds left at that speed (0 when done or unknown) */
  eta: number;
  message?: string;
}

interface Entry {
  totalBytes: number;
  uploadedBytes: number;
  /** bytes already there when this server started watching (a resumed upload): not part of the speed */
  baseBytes: number;
  startedAt: number;
  /** the admin sending it: only they read its progress */
  ownerId: string | null;
  status: ProgressView['status'];
  finishedAt: number | null;
  message?: string;
}

/** How long a finished upload still answers; after that the progress call is a 404 (the client counts it as completed). */
export const PROGRESS_KEPT_MS = 10 * 60 * 1000;

export function progressView(e: Pick<Entry, 'totalBytes' | 'uploadedBytes' | 'status' | 'message'>, speed: number): ProgressView {
  const uploadedBytes = Math.min(e.uploadedBytes, e.totalBytes);
  const percentage = e.status === 'completed' ? 100 : e.totalBytes > 0 ? Math.round((uploadedBytes / e.totalBytes) * 1000) / 10 : 0;
  const left = e.totalBytes - uploadedBytes;
  const eta = e.status === 'uploading' && speed > 0 ? Math.ceil(left / speed) : 0;
  return {
    status: e.status, percentage, uploadedBytes, totalBytes: e.totalBytes, uploadSpeed: Math.round(speed), eta,
    ...(e.message ? { message: e.message } : {}),
  };
}

/**
 * Progress of the uploads this process is receiving, in memory: it is a view for the
 * admin watching, not a record (a chunked upload's durable state is its manifest).
 */
export class UploadProgress {
  private readonly entries = new Map<string, Entry>();
  /** every byte received since start, for the metrics */
  receivedBytes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  start(id: string, totalBytes: number, uploadedBytes = 0, ownerId: string | null = null) {
    this.prune();
    const existing = this.entries.get(id);
    if (existing?.status === 'uploading') return;
    this.entries.set(id, {
      totalBytes, uploadedBytes, baseBytes: uploadedBytes, startedAt: this.now(), ownerId, status: 'uploading', finishedAt: null,
    });
  }

  add(id: string, bytes: number) {
    const e = this.entries.get(id);
    if (e && e.status === 'uploading') e.uploadedBytes += bytes;
    this.receivedBytes += bytes;
  }

  /** uploads still receiving bytes */
  inProgress(): number {
    let n = 0;
    for (const e of this.entries.values()) if (e.status === 'uploading') n++;
    return n;
  }

  /** every byte arrived, the video is stored */
  finish(id: string) {
    const e = this.entries.get(id);
    if (!e) return;
    Object.assign(e, { status: 'completed', uploadedBytes: e.totalBytes, finishedAt: this.now() });
  }

  fail(id: string, message: string) {
    const e = this.entries.get(id);
    if (e && e.status === 'uploading') Object.assign(e, { status: 'error', finishedAt: this.now(), message });
  }

  has(id: string) {
    return this.entries.has(id);
  }

  /** null when unknown here, finished long ago, or another admin's (to them it does not exist) */
  view(id: string, viewerId?: string): ProgressView | null {
    const e = this.entries.get(id);
    if (!e) return null;
    if (viewerId !== undefined && e.ownerId !== viewerId) return null;
    if (e.finishedAt !== null && this.now() - e.finishedAt > PROGRESS_KEPT_MS) return null;
    const seconds = ((e.finishedAt ?? this.now()) - e.startedAt) / 1000;
    const speed = seconds > 0 ? (e.uploadedBytes - e.baseBytes) / seconds : 0;
    return progressView(e, speed);
  }

  private prune() {
    const now = this.now();
    for (const [id, e] of this.entries) {
      if (e.finishedAt !== null && now - e.finishedAt > PROGRESS_KEPT_MS) this.entries.delete(id);
    }
  }
}
