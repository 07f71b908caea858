import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { RecordedEvent } from '../ports/event-store';
import { LocalBlobStorage } from '../../infrastructure/blob/local-blob-storage';
import { pixelBombPng } from '../../test/fixtures/pixel-bomb';
import { ImageJobsBusy, imageJobs, imageVariantKeys } from './image-variants';
import { reactionTo } from '../reactors/reactor';
import { reactorDeps } from '../../test/reactor-doubles';
import { imageVariantsBackfill } from './image-variants.reactor';
import { storeImage } from './stored-files';

const event = (type: string, data: Record<string, unknown>) => ({ type, data, position: 1, id: 'e1', metadata: {} }) as unknown as RecordedEvent;

describe('the image variants backfill (reactor)', () => {
  let dir: string;
  let blobs: LocalBlobStorage;
  let puts: string[];
  /** as the runner hands it an event: the storage is all it uses */
  const react = (e: RecordedEvent) => imageVariantsBackfill.react(e, reactionTo(e, reactorDeps({ blobs })));
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'variants-reactor-'));
    blobs = new LocalBlobStorage(dir);
    puts = [];
    const put = blobs.put.bind(blobs);
    blobs.put = (key, body, type) => { puts.push(key); return put(key, body, type); };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('given a picture uploaded before copies existed, when its event is read, then its copies are made, once', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    await blobs.put('thumbnails/old.jpg', jpeg, 'image/jpeg');
    puts.length = 0;

    await react(event('LeagueEventCreated', { eventId: 'ev1', thumbnailUrl: '/uploads/thumbnails/old.jpg' }));
    expect(puts.sort()).toEqual(imageVariantKeys('thumbnails/old.jpg').sort());
    expect((await sharp(await readKey(blobs, 'thumbnails/old-320.webp')).metadata()).width).toBe(320);

    // a replay, or an upload that made its copies itself: nothing to write
    await react(event('VideoUpdated', { videoId: 'v1', thumbnailUrl: '/uploads/thumbnails/old.jpg' }));
    expect(puts).toHaveLength(imageVariantKeys('thumbnails/old.jpg').length);
  });

  it('passes over a picture that is gone, one from elsewhere, and none at all', async () => {
    await react(event('BattlerProfileImageChanged', { battlerId: 'b1', profileImageUrl: '/uploads/battlers/gone.png' }));
    await react(event('BattlerCoverImageChanged', { battlerId: 'b1', coverImageUrl: 'https://example.com/cover.jpg' }));
    await react(event('VideoUploaded', { videoId: 'v1', thumbnailUrl: null }));
    expect(puts).toEqual([]);
  });

  it('given a stored picture over the pixel limit, when its event is read, then it is passed over, without a throw, each time', async () => {
    await blobs.put('battlers/huge.png', pixelBombPng(16000, 16000), 'image/png');
    puts.length = 0;
    const cover = event('BattlerCoverImageChanged', { battlerId: 'b1', coverImageUrl: '/uploads/battlers/huge.png' });

    await expect(react(cover)).resolves.toBeUndefined();
    await expect(react(cover)).resolves.toBeUndefined();
    expect(puts).toEqual([]);
  });

  it('given every image job taken, when a picture is uploaded, then it keeps its original alone, and the backfill is retried until a job is free', async () => {
    let free!: () => void;
    const freed = new Promise<void>((resolve) => { free = resolve; });
    const taken = Array.from({ length: imageJobs.slots + imageJobs.queue }, () => imageJobs.run(() => freed));
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#3c3' } }).png().toBuffer();

    const stored = await storeImage(blobs, { next: () => 'busy', token: () => '' }, 'thumbnails', { bytes: png, mime: 'image/png', ext: 'png' });
    expect(puts).toEqual(['thumbnails/busy.png']);
    const created = event('LeagueEventCreated', { eventId: 'ev1', thumbnailUrl: stored.url });
    await expect(react(created)).rejects.toBeInstanceOf(ImageJobsBusy);
    expect(puts).toEqual(['thumbnails/busy.png']);

    free();
    await Promise.all(taken);
    await react(created);
    expect(puts.slice(1).sort()).toEqual(imageVariantKeys(stored.key).sort());
  });
});

async function readKey(blobs: LocalBlobStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await blobs.read(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
