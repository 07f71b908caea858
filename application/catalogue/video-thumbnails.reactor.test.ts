import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ctx, embeddedStores } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { FAKE_MP4, testVideo } from '../../test/fixtures/videos';
import { videoDecider, videoStream } from '../../domain/video/video';
import { LocalBlobStorage } from '../../infrastructure/blob/local-blob-storage';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { FfmpegFrameGrabber } from '../../infrastructure/media/ffmpeg-frame-grabber';
import { ffmpegPath } from '../../infrastructure/media/ffprobe';
import { handleCommand, metadataOf } from '../command-handling';
import type { FrameGrabber } from '../ports/services';
import { ReactorRunner } from '../reactors/reactor-runner';
import { imageVariantKeys } from './image-variants';
import { TOKENS } from '../tokens';
import { reactorDeps } from '../../test/reactor-doubles';
import { videoThumbnails } from './video-thumbnails.reactor';

const ADMIN_THUMB = '/uploads/thumbnails/admin.png';

describe('the video thumbnails reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let dir: string;
  let blobs: LocalBlobStorage;
  let grabbed: number;
  /** run while a frame is being taken: what an admin may do meanwhile */
  let meanwhile: () => Promise<void>;
  const runners: ReactorRunner[] = [];

  beforeEach(() => {
    stores = embeddedStores();
    dir = mkdtempSync(path.join(tmpdir(), 'thumbnails-reactor-'));
    blobs = new LocalBlobStorage(dir);
    grabbed = 0;
    meanwhile = async () => undefined;
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await stores.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (videoId: string, file: Buffer, thumbnailUrl: string | null = null, duration = 2) => {
    const fileKey = `videos/${videoId}.mp4`;
    await blobs.put(fileKey, file, 'video/mp4');
    await stores.events.append(videoStream(videoId), [{
      type: 'VideoUploaded', metadata: metadataOf(ctx('admin-1')), data: {
        videoId, title: 'T', description: '', eventId: 'e1', battlerAId: 'a', battlerAName: 'A', battlerBId: 'b', battlerBName: 'B',
        isMainEvent: false, requiresAuth: false, thumbnailUrl, fileKey, fileSize: file.length, mimeType: 'video/mp4',
        duration, width: 160, height: 90, bitrate: 1000,
      },
    }], 'no_stream');
  };
  const setThumbnail = (videoId: string, thumbnailUrl: string | null) => handleCommand(stores.events, videoStream(videoId), videoDecider, {
    type: 'UpdateVideo', title: 'T', description: '', eventId: 'e1', battlerAId: 'a', battlerAName: 'A', battlerBId: 'b', battlerBName: 'B',
    isMainEvent: false, requiresAuth: false, thumbnailUrl,
  }, ctx('admin-1'));
  const recorded = async (videoId: string) => stores.events.readStream(videoStream(videoId));
  const stateOf = async (videoId: string) => (await recorded(videoId)).reduce(
    (s, e) => videoDecider.evolve(s, e as never), videoDecider.initialState);

  /** the real ffmpeg, counted, with the admin's moves while it works */
  const start = async () => {
    const real = new FfmpegFrameGrabber(ffmpegPath(process.env.FFMPEG_PATH), blobs, dir, 0);
    const frames: FrameGrabber = {
      async frame(key, at) {
        grabbed++;
        const bytes = await real.frame(key, at);
        await meanwhile();
        return bytes;
      },
    };
    const deps = reactorDeps({ events: stores.events, blobs, clock: { now: () => new Date('2026-11-28T20:00:00Z') } }, [[TOKENS.FrameGrabber, frames]]);
    const runner = new ReactorRunner([videoThumbnails], deps, new MemoryCheckpointStore());
    runners.push(runner);
    await runner.start();
    return runner;
  };
  /** the reactor has read the whole log, its own appends included */
  const settled = (runner: ReactorRunner) =>
    eventually(async () => expect(runner.health()[0].position).toBe(await stores.events.headPosition()));

  it('given a video uploaded without a thumbnail, when the reactor reads it, then a frame is recorded as its thumbnail with the resized copies', async () => {
    await upload('v1', testVideo(2, '320x180'));
    await start();
    await eventually(async () => expect((await recorded('v1')).map((e) => e.type)).toEqual(['VideoUploaded', 'VideoThumbnailExtracted']));

    const [uploaded, extracted] = await recorded('v1');
    const key = `thumbnails/frame-${uploaded.id}.jpg`;
    expect(extracted.data).toEqual({ videoId: 'v1', thumbnailUrl: `/uploads/${key}`, atSeconds: 0.2 });
    expect(extracted.metadata).toMatchObject({ actorId: 'thumbnails', causationId: uploaded.id, correlationId: 'corr-1' });
    expect(await sharp(await readKey(key)).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
    for (const variant of imageVariantKeys(key)) expect(await blobs.info(variant)).not.toBeNull();
    expect((await stateOf('v1')).thumbnailUrl).toBe(`/uploads/${key}`);
  });

  it('given a video uploaded with a thumbnail, or one an admin chose or cleared before the frame was read, then no frame is taken', async () => {
    await upload('with', testVideo(), ADMIN_THUMB);
    await upload('chosen', testVideo());
    await setThumbnail('chosen', ADMIN_THUMB);
    await upload('cleared', testVideo(), ADMIN_THUMB);
    await setThumbnail('cleared', null);
    await settled(await start());

    expect(grabbed).toBe(0);
    for (const id of ['with', 'chosen', 'cleared']) expect((await recorded(id)).map((e) => e.type)).not.toContain('VideoThumbnailExtracted');
    expect((await stateOf('chosen')).thumbnailUrl).toBe(ADMIN_THUMB);
  });

  it('given an admin sets a thumbnail while the frame is taken, then the admin\'s stays and the frame is deleted', async () => {
    await upload('v1', testVideo());
    meanwhile = async () => { await setThumbnail('v1', ADMIN_THUMB); };
    await settled(await start());

    expect(grabbed).toBe(1);
    expect((await recorded('v1')).map((e) => e.type)).toEqual(['VideoUploaded', 'VideoUpdated']);
    expect((await stateOf('v1')).thumbnailUrl).toBe(ADMIN_THUMB);
    const [uploaded] = await recorded('v1');
    expect(await blobs.info(`thumbnails/frame-${uploaded.id}.jpg`)).toBeNull();
  });

  it('given the frame was recorded, when the whole log is read again, then nothing new is taken or recorded', async () => {
    await upload('v1', testVideo());
    await settled(await start());
    expect(grabbed).toBe(1);
    const head = await stores.events.headPosition();

    await settled(await start());
    expect(grabbed).toBe(1);
    expect(await stores.events.headPosition()).toBe(head);
  });

  it('given a video shorter than its probe said, then its first frame is taken', async () => {
    await upload('v1', testVideo(1), null, 600);
    await start();
    await eventually(async () => expect((await recorded('v1')).map((e) => e.type)).toContain('VideoThumbnailExtracted'));
    expect((await recorded('v1'))[1].data).toMatchObject({ atSeconds: 0 });
    expect(grabbed).toBe(2);
  });

  it('given a file ffmpeg cannot read, then the video keeps no thumbnail and the reactor goes on without an error', async () => {
    await upload('bad', FAKE_MP4);
    await upload('good', testVideo());
    const runner = await start();
    await eventually(async () => expect((await recorded('good')).map((e) => e.type)).toContain('VideoThumbnailExtracted'));

    expect((await recorded('bad')).map((e) => e.type)).toEqual(['VideoUploaded']);
    expect(runner.health()[0]).toMatchObject({ lastError: null });
  });

  async function readKey(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const c of await blobs.read(key)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  }
});
