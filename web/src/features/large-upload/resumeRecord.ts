/**
 * The unfinished chunked upload, remembered in localStorage so that after a reload the
 * admin can pick the same file again and send only what the server lacks. One record:
 * the admin area runs one large upload at a time.
 */
import type { UploadMetadata } from './chunkedUpload';

export const RESUME_KEY = 'ubr.largeUpload';

export interface ResumeRecord {
  uploadId: string;
  fileName: string;
  fileSize: number;
  lastModified: number;
  fields: UploadMetadata;
}

function isRecord(v: unknown): v is ResumeRecord {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Partial<ResumeRecord>;
  return (
    typeof r.uploadId === 'string' &&
    typeof r.fileName === 'string' &&
    typeof r.fileSize === 'number' &&
    typeof r.lastModified === 'number' &&
    typeof r.fields === 'object' &&
    r.fields !== null
  );
}

export function rememberUpload(uploadId: string, file: File, fields: UploadMetadata): void {
  const record: ResumeRecord = { uploadId, fileName: file.name, fileSize: file.size, lastModified: file.lastModified, fields };
  try {
    window.localStorage.setItem(RESUME_KEY, JSON.stringify(record));
  } catch {
    // storage full or disabled: the upload still runs, it only cannot be offered after a reload
  }
}

export function rememberedUpload(): ResumeRecord | null {
  try {
    const raw = window.localStorage.getItem(RESUME_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The record, when `file` is the very file it describes (the browser gives no path, so name, size and date). */
export function rememberedFor(file: File): ResumeRecord | null {
  const r = rememberedUpload();
  return r && r.fileName === file.name && r.fileSize === file.size && r.lastModified === file.lastModified ? r : null;
}

export function forgetUpload(uploadId?: string): void {
  try {
    if (uploadId === undefined || rememberedUpload()?.uploadId === uploadId) window.localStorage.removeItem(RESUME_KEY);
  } catch {
    /* nothing to forget */
  }
}
