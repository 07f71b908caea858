import type { BlobStorage } from '../application/ports/services';

/**
 * A real storage seen through: the keys put and the ranges read are written down.
 * It has no compose, so it also stands for a storage that cannot join blobs.
 */
export function watchedBlobs(inner: BlobStorage) {
  const puts: string[] = [];
  const reads: string[] = [];
  const storage: BlobStorage = {
    put: (key, body, contentType) => {
      puts.push(key);
      return inner.put(key, body, contentType);
    },
    read: (key, range) => {
      reads.push(range ? `${range.start}-${range.end}` : 'whole');
      return inner.read(key, range);
    },
    info: (key) => inner.info(key),
    delete: (key) => inner.delete(key),
  };
  return { storage, puts, reads };
}
