/**
 * The storage folders whose files anyone may fetch under `/uploads/<key>`: the pictures the
 * site shows (with their resized copies beside them). Everything else in the storage is
 * refused, whatever its folder: video files and renditions (`videos/`, served only by /media,
 * which checks members-only first), a chunked upload's chunks (`chunks/`, bytes of a video
 * that may be members-only), and any folder added later until it is named here.
 */
export const PUBLIC_UPLOAD_FOLDERS: ReadonlySet<string> = new Set([
  'avatars', // user-commands.ts
  'battlers', // storeImage in battler-commands.ts, owner-commands.ts
  'logos', // the site logo, settings-service.ts
  'sponsors', // sponsor logos, sponsorship-commands.ts
  'thumbnails', // video and event pictures, video-commands.ts, event-commands.ts
]);

/** The storage key a `/uploads` path names, or null when it is not a public file's. */
export function publicUploadKey(requestPath: string): string | null {
  const key = decodeURIComponent(requestPath.replace(/^\//, ''));
  const slash = key.indexOf('/');
  if (slash <= 0 || slash === key.length - 1) return null;
  return PUBLIC_UPLOAD_FOLDERS.has(key.slice(0, slash)) ? key : null;
}
