import { Readable } from 'node:stream';
import type { BlobStorage, StoredBlob } from '../../application/ports/services';

/** The blobs' bytes one after the other, each read only when the one before has ended. */
export function readInOrder(blobs: Pick<BlobStorage, 'read'>, keys: readonly string[]): Readable {
  async function* joined() {
    for (const key of keys) yield* await blobs.read(key);
  }
  return Readable.from(joined());
}

/**
 * `sources` joined into `target`: inside the storage where it can (`compose`), else
 * streamed through here into `put` (a storage without compose, such as a test's).
 */
export function composeBlobs(blobs: BlobStorage, sources: readonly string[], target: string, contentType: string): Promise<StoredBlob> {
  if (blobs.compose) return blobs.compose(sources, target, contentType);
  if (sources.length === 0) return Promise.reject(new Error('compose needs at least one source'));
  return blobs.put(target, readInOrder(blobs, sources), contentType);
}
