/**
 * Sending video files to the catalogue: the resumable large upload (chunked, polled for the
 * server's progress, picked up again after a reload) and the plain multipart writes with
 * progress that the event and video dialogs use. Not in the registry, as it has no tab and
 * owns no tags: only admin panels load it, so this entry can carry the whole of it, and
 * the Videos feature shows its status line.
 */
export { LargeUploadIndicator } from './LargeUploadIndicator';
export { LargeUploadProgress } from './LargeUploadProgress';
export { formatPercent, UploadProgress } from './UploadProgress';
export { formatBytes } from './uploadFormat';
export { largeUploads, type LargeUploadOutcome } from './largeUploadController';
export { useLargeUpload, useLargeUploadSnapshot } from './useLargeUpload';
export { rememberedFor, type ResumeRecord } from './resumeRecord';
export { isCancelled, useCatalogueUpload } from './useCatalogueUpload';
export { toFormData } from './catalogueForms';
