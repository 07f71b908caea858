import type { BlobStorage } from '../ports/services';
import { reactor } from '../reactors/reactor';
import { imageVariantKeys, storeImageVariants } from './image-variants';
import { UPLOADS_PREFIX } from './stored-files';

async function readAll(blobs: BlobStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function ensureVariants(blobs: BlobStorage, url: string | null | undefined): Promise<void> {
  if (!url || !url.startsWith(UPLOADS_PREFIX)) return;
  const key = url.slice(UPLOADS_PREFIX.length);
  const present = await Promise.all(imageVariantKeys(key).map((k) => blobs.info(k)));
  if (present.every(Boolean)) return;
  if (!await blobs.info(key)) return;
  // busy: thrown, and retried with backoff; a picture sharp cannot or will not read
  // (over IMAGE_MAX_PIXELS, stored before that limit): passed over, its original serves
  await storeImageVariants(blobs, key, await readAll(blobs, key), 'throw');
}

/**
 * The resized copies of every picture the log names, made where they are missing: the
 * pictures uploaded before copies existed (a new deployment's first start reads the log
 * from its beginning), and any whose copies an upload could not write or did without
 * (every image job taken). An upload makes its copies itself, so for those this is one
 * look at the storage. Idempotent by the storage: copies that exist, or a picture that
 * is gone, mean nothing to do.
 */
export const imageVariantsBackfill = reactor({
  name: 'image_variants',
  handles: ['LeagueEventCreated', 'LeagueEventUpdated', 'VideoUploaded', 'VideoUpdated',
    'BattlerProfileImageChanged', 'BattlerCoverImageChanged'],
  async react(event, { blobs }) {
    switch (event.type) {
      case 'LeagueEventCreated':
      case 'LeagueEventUpdated':
      case 'VideoUploaded':
      case 'VideoUpdated':
        return ensureVariants(blobs, event.data.thumbnailUrl);
      case 'BattlerProfileImageChanged':
        return ensureVariants(blobs, event.data.profileImageUrl);
      case 'BattlerCoverImageChanged':
        return ensureVariants(blobs, event.data.coverImageUrl);
      default:
        return undefined;
    }
  },
});
