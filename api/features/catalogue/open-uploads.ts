import type { AppConfig } from '../../../infrastructure/config';
import type { ChunkedUploadStore } from '../../../infrastructure/files/chunked-upload-store';
import { HttpError } from '../../http/errors';

const MB = 1024 * 1024;

type Limits = Pick<AppConfig, 'CHUNKED_UPLOADS_PER_ADMIN' | 'CHUNKED_UPLOADS_MAX_MB' | 'CHUNKED_UPLOAD_TTL_HOURS'>;

/**
 * What one admin's unfinished chunked uploads may hold: an abandoned upload keeps its chunks
 * until the sweep, so without a cap a few inits could reserve the disk or the bucket for a day.
 * Counted from the manifests on disk (a restart forgets nothing), by the sizes declared at init
 * (the most the chunks can reach). An upload past its TTL is the sweep's, no longer counted.
 */
export class OpenUploadLimits {
  private readonly maxBytes: number;
  private readonly ttlMs: number;

  constructor(private readonly store: ChunkedUploadStore, private readonly limits: Limits) {
    this.maxBytes = limits.CHUNKED_UPLOADS_MAX_MB * MB;
    this.ttlMs = limits.CHUNKED_UPLOAD_TTL_HOURS * 60 * 60 * 1000;
  }

  /**
   * One init at a time per admin, so two at once cannot both take the last place. The key
   * holds a ":" that no uploadId can, so it never shares an upload's lock.
   */
  opening<T>(ownerId: string, work: () => Promise<T>): Promise<T> {
    return this.store.withLock(`owner:${ownerId}`, work);
  }

  /** Refuses (409) a new upload of `fileSize` bytes past either cap; inside `opening`. */
  async check(ownerId: string, fileSize: number, now: Date): Promise<void> {
    const open = (await this.store.list()).filter((m) => m.ownerId === ownerId && m.status === 'uploading'
      && now.getTime() - Date.parse(m.updatedAt) < this.ttlMs);
    const removed = `an unfinished upload is removed ${this.limits.CHUNKED_UPLOAD_TTL_HOURS} hours after its last chunk`;
    if (open.length >= this.limits.CHUNKED_UPLOADS_PER_ADMIN) {
      throw new HttpError(409, `You have ${open.length} unfinished uploads, the most allowed: finish or resume one first; ${removed}`);
    }
    const held = open.reduce((sum, m) => sum + m.fileSize, 0) + fileSize;
    if (held > this.maxBytes) {
      throw new HttpError(409, `Your unfinished uploads would hold ${Math.ceil(held / MB)} MB, more than the ${this.limits.CHUNKED_UPLOADS_MAX_MB} MB allowed: finish or resume one first; ${removed}`);
    }
  }
}
