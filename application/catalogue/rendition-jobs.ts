import { inject, injectable } from 'inversify';
import { DomainError } from '../../domain/shared/errors';
import { videoDecider, videoStream } from '../../domain/video/video';
import { type CommandContext, handleCommand } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import type { BlobStorage, Clock, RenditionMaker } from '../ports/services';
import { TOKENS } from '../tokens';
import { VIDEOS, type VideoView } from './read-model';

export interface RenditionJobStatus {
  videoId: string;
  quality: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  /** 0–100, one decimal */
  percent: number;
}

interface Job {
  videoId: string;
  quality: string;
  sourceKey: string;
}

/**
 * The background transcoding of issue 4. Its work list is the log's: a planned
 * quality that has neither completed nor failed is pending, so a restart resumes
 * it (`resume()` at start), and new plans arrive through `planned()`. One ffmpeg at
 * a time: transcoding takes both cores of a small machine already.
 */
@injectable()
export class RenditionJobs {
  private queue: Job[] = [];
  private progress = new Map<string, RenditionJobStatus>();
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.RenditionMaker) private readonly maker: RenditionMaker,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  /** Queue every planned rendition the read model shows as neither done nor failed. */
  async resume(): Promise<number> {
    const videos = await this.store.collection<VideoView>(VIDEOS).find({ 'plannedQualities.0': { $exists: true } });
    let queued = 0;
    for (const v of videos) queued += this.enqueue(v);
    return queued;
  }

  /** A RenditionsPlanned event was projected: queue that video's work. */
  async planned(videoId: string): Promise<void> {
    const v = await this.store.collection<VideoView>(VIDEOS).get(videoId);
    if (v) this.enqueue(v);
  }

  status(): RenditionJobStatus[] {
    return [...this.progress.values()];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.queue = [];
    await this.running;
  }

  private enqueue(v: VideoView): number {
    let queued = 0;
    for (const quality of v.plannedQualities ?? []) {
      const id = `${v.id}:${quality}`;
      if ((v.availableQualities ?? []).includes(quality) || (v.failedQualities ?? []).includes(quality) || this.progress.has(id)) continue;
      this.progress.set(id, { videoId: v.id, quality, status: 'pending', percent: 0 });
      this.queue.push({ videoId: v.id, quality, sourceKey: v.fileKey });
      queued++;
    }
    if (queued && !this.running) this.running = this.drain().finally(() => { this.running = null; });
    return queued;
  }

  private async drain(): Promise<void> {
    for (let job = this.queue.shift(); job && !this.stopped; job = this.queue.shift()) await this.run(job);
  }

  private async run(job: Job): Promise<void> {
    const id = `${job.videoId}:${job.quality}`;
    const status = this.progress.get(id) as RenditionJobStatus;
    status.status = 'running';
    const ctx: CommandContext = { actorId: 'renditions', correlationId: `rendition-${id}`, at: this.clock.now() };
    const height = Number.parseInt(job.quality, 10);
    const targetKey = `videos/${job.videoId}/${job.quality}.mp4`;
    try {
      const made = await this.maker.make(job.sourceKey, targetKey, height, (f) => { status.percent = Math.round(f * 1000) / 10; });
      try {
        await handleCommand(this.events, videoStream(job.videoId), videoDecider,
          { type: 'CompleteRendition', file: { quality: job.quality, ...made } }, { ...ctx, at: this.clock.now() });
      } catch (err) {
        // the video was deleted meanwhile: its rendition has nobody to belong to
        await this.blobs.delete(targetKey).catch(() => undefined);
        throw err;
      }
      status.status = 'done';
      status.percent = 100;
    } catch (err) {
      status.status = 'failed';
      if (err instanceof DomainError && err.kind === 'not_found') return;
      await handleCommand(this.events, videoStream(job.videoId), videoDecider,
        { type: 'FailRendition', quality: job.quality, reason: (err as Error).message ?? 'failed' }, { ...ctx, at: this.clock.now() })
        .catch(() => undefined);
    }
  }
}
