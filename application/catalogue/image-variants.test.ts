import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, imageVariantKey } from '../../domain/shared/limits';
import { LocalBlobStorage } from '../../infrastructure/blob/local-blob-storage';
import { pixelBombPng } from '../../test/fixtures/pixel-bomb';
import { QueueFull } from '../processing/semaphore';
import { imageJobs, makeImageVariants, oversizedPicture } from './image-variants';
import { deleteByUrl, storeImage } from './stored-files';

const picture = (width: number, height: number, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 30, alpha: 0.5 } } })[format]().toBuffer();

const ids = { next: () => 'pic1', token: () => 'unused' };

describe('image variants', () => {
  let dir: string;
  let blobs: LocalBlobStorage;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'variants-'));
    blobs = new LocalBlobStorage(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('given a 1600×900 JPEG, when resized, then each width comes as WebP and JPEG at that width and the same shape', async () => {
    const variants = await makeImageVariants('thumbnails/pic1.jpg', await picture(1600, 900, 'jpeg'));
    expect(variants.map((v) => v.key)).toEqual(
      IMAGE_VARIANT_WIDTHS.flatMap((w) => [`thumbnails/pic1-${w}.webp`, `thumbnails/pic1-${w}.jpg`]),
    );
    for (const v of variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.format).toBe(v.format === 'jpg' ? 'jpeg' : 'webp');
      expect(meta.width).toBe(v.width);
      expect(meta.height).toBe(Math.round((v.width * 900) / 1600));
    }
  });

  test('given a picture narrower than the widths, when resized, then it is not enlarged but every key exists', async () => {
    const variants = await makeImageVariants('battlers/small.png', await picture(300, 300, 'png'));
    expect(variants).toHaveLength(IMAGE_VARIANT_WIDTHS.length * 2);
    const widths = await Promise.all(variants.map(async (v) => (await sharp(v.bytes).metadata()).width));
    expect(Math.max(...widths)).toBe(300);
  });

  test('given an upload, when stored, then the variants lie beside the original, and deleting it deletes them', async () => {
    const stored = await storeImage(blobs, ids, 'thumbnails', { bytes: await picture(1200, 675, 'png'), mime: 'image/png', ext: 'png' });
    expect(stored).toEqual({ key: 'thumbnails/pic1.png', url: '/uploads/thumbnails/pic1.png' });
    const keys = [stored.key, ...IMAGE_VARIANT_WIDTHS.flatMap((w) => [imageVariantKey(stored.key, w, 'webp'), imageVariantKey(stored.key, w, 'jpg')])];
    for (const k of keys) expect(await blobs.info(k)).not.toBeNull();
    expect((await blobs.info('thumbnails/pic1-960.webp'))!.size).toBeLessThan((await blobs.info('thumbnails/pic1.png'))!.size);

    await deleteByUrl(blobs, stored.url);
    for (const k of keys) expect(await blobs.info(k)).toBeNull();
  });

  test('given bytes sharp cannot read, when stored, then the original alone is kept and the upload does not fail', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const stored = await storeImage(blobs, ids, 'thumbnails', { bytes, mime: 'image/jpeg', ext: 'jpg' });
    expect(await blobs.info(stored.key)).not.toBeNull();
    expect(await blobs.info('thumbnails/pic1-640.webp')).toBeNull();
  });

  test('given a 30 KB PNG of 16000×16000 pixels, when stored, then sharp refuses it by its header and the original alone is kept', async () => {
    const bytes = pixelBombPng(16000, 16000);
    expect(bytes.length).toBeLessThan(64 * 1024);
    expect(await oversizedPicture(bytes)).toEqual({ width: 16000, height: 16000 });
    await expect(makeImageVariants('battlers/pic1.png', bytes)).rejects.toThrow(/pixel limit/);
    const stored = await storeImage(blobs, ids, 'battlers', { bytes, mime: 'image/png', ext: 'png' });
    expect(await blobs.info(stored.key)).not.toBeNull();
    expect(await blobs.info('battlers/pic1-160.webp')).toBeNull();
  });

  test('given a photo-sized picture, when its size is asked, then it is not over the limit', async () => {
    expect(await oversizedPicture(await picture(1600, 900, 'jpeg'))).toBeNull();
    expect(await oversizedPicture(pixelBombPng(8000, 5000))).toBeNull();
    expect(await oversizedPicture(pixelBombPng(8000, 5001))).toEqual({ width: 8000, height: 5001 });
    expect(await oversizedPicture(Buffer.from('not a picture'))).toBeNull();
  });

  test('given one image job at once and four waiting, when six start, then one runs, four wait and run in turn, and the sixth is refused', async () => {
    expect([imageJobs.slots, imageJobs.queue]).toEqual([1, 4]);
    const bytes = await picture(1200, 675, 'png');
    const finished: number[] = [];
    const jobs = Array.from({ length: 5 }, (_, i) =>
      makeImageVariants(`thumbnails/job${i}.png`, bytes).then((variants) => { finished.push(i); return variants.length; }));
    const sixth = makeImageVariants('thumbnails/job5.png', bytes);

    expect([imageJobs.active, imageJobs.queued]).toEqual([1, 4]);
    await expect(sixth).rejects.toBeInstanceOf(QueueFull);
    expect(await Promise.all(jobs)).toEqual(Array(5).fill(IMAGE_VARIANT_WIDTHS.length * 2));
    expect(finished).toEqual([0, 1, 2, 3, 4]);
    expect([imageJobs.active, imageJobs.queued]).toEqual([0, 0]);
  });
});
