import 'reflect-metadata';
import { ctx, embeddedStores } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { videoDecider, videoStream } from '../../domain/video/video';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { handleCommand, metadataOf } from '../command-handling';
import type { BlobStorage, MadeRendition, RenditionMaker } from '../ports/services';
import { ReactorRunner } from '../reactors/reactor-runner';
import { reactorDeps } from '../../test/reactor-doubles';
import { RenditionJobs, renditions } from './rendition-jobs';

/** Stands in for ffmpeg: records what it was asked to make; fails the qualities it is told to. */
class FakeMaker implements RenditionMaker {
  made: string[] = [];
  failing = new Set<string>();
  /** renditions being made now, and the most there ever were at once */
  inFlight = 0;
  mostAtOnce = 0;
  async make(_source: string, targetKey: string, height: number, onProgress: (f: number) => void): Promise<MadeRendition> {
    this.mostAtOnce = Math.max(this.mostAtOnce, ++this.inFlight);
    // a rendition takes a while: any other allowed at once starts meanwhile
    await new Promise((r) => setTimeout(r, 20));
    this.inFlight--;
    onProgress(0.5);
    if (this.failing.has(`${height}p`)) throw new Error('ffmpeg exited 1');
    this.made.push(targetKey);
    return { key: targetKey, size: 10, width: null, height, bitrate: 800 };
  }
}

const noBlobs = { delete: async () => undefined } as unknown as BlobStorage;

describe('the renditions reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let maker: FakeMaker;
  const runners: ReactorRunner[] = [];

  beforeEach(async () => {
    stores = embeddedStores();
    maker = new FakeMaker();
    await stores.events.append(videoStream('r1'), [{
      type: 'VideoUploaded', metadata: metadataOf(ctx()), data: {
        videoId: 'r1', title: 'T', description: '', eventId: 'e1', battlerAId: 'a', battlerAName: 'A', battlerBId: 'b', battlerBName: 'B',
        isMainEvent: false, requiresAuth: false, thumbnailUrl: null, fileKey: 'videos/r1.mp4', fileSize: 10, mimeType: 'video/mp4',
        duration: 5, width: 1280, height: 720, bitrate: 1000,
      },
    }], 'no_stream');
    await handleCommand(stores.events, videoStream('r1'), videoDecider, { type: 'PlanRenditions' }, ctx());
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await stores.close();
  });

  const start = async (concurrency = 1) => {
    const jobs = new RenditionJobs(stores.events, stores.reads, noBlobs, maker, { RENDITION_CONCURRENCY: concurrency });
    const runner = new ReactorRunner([renditions], reactorDeps({ events: stores.events }, [[RenditionJobs, jobs]]), new MemoryCheckpointStore());
    runners.push(runner);
    await runner.start();
    return runner;
  };
  const recorded = async () => (await stores.events.readStream(videoStream('r1'))).map((e) => e.type);

  it('after a restart it makes only what the stream shows unfinished; replaying the whole log makes and records nothing', async () => {
    // made before a crash: the plan's first quality is recorded, the checkpoint was not
    await handleCommand(stores.events, videoStream('r1'), videoDecider,
      { type: 'CompleteRendition', file: { quality: '720p', key: 'videos/r1/720p.mp4', size: 1, width: 1280, height: 720, bitrate: 1 } }, ctx());
    const runner = await start();
    await eventually(async () => expect(await recorded()).toHaveLength(5));
    expect(maker.made).toEqual(['videos/r1/480p.mp4', 'videos/r1/360p.mp4']);
    const head = await stores.events.headPosition();
    await eventually(() => expect(runner.health()[0].position).toBe(head));

    const replay = await start();
    await eventually(() => expect(replay.health()[0].position).toBe(head));
    expect(maker.made).toHaveLength(2);
    expect(await stores.events.headPosition()).toBe(head);
  });

  it('a failed encoding is a fact of the video (RenditionFailed), not a fault to retry', async () => {
    maker.failing.add('480p');
    const runner = await start();
    await eventually(async () => expect(await recorded()).toEqual(
      ['VideoUploaded', 'RenditionsPlanned', 'RenditionCompleted', 'RenditionFailed', 'RenditionCompleted']));
    expect(runner.health()[0]).toMatchObject({ state: 'running', lastError: null });
  });

  it('makes one rendition at a time by default', async () => {
    await start();
    await eventually(async () => expect(await recorded()).toHaveLength(5));
    expect(maker.made.sort()).toEqual(['videos/r1/360p.mp4', 'videos/r1/480p.mp4', 'videos/r1/720p.mp4']);
    expect(maker.mostAtOnce).toBe(1);
  });

  it('makes RENDITION_CONCURRENCY renditions at once, each recorded once', async () => {
    await start(2);
    await eventually(async () => expect(await recorded()).toHaveLength(5));
    expect(maker.made.sort()).toEqual(['videos/r1/360p.mp4', 'videos/r1/480p.mp4', 'videos/r1/720p.mp4']);
    expect(maker.mostAtOnce).toBe(2);
  });
});
