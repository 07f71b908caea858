import { inject, injectable } from 'inversify';
import { DomainError } from '../../domain/shared/errors';
import { renditionSettled, videoDecider, videoStream } from '../../domain/video/video';
import { handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { ReadStore } from '../ports/read-store';
import type { BlobStorage, RenditionMaker } from '../ports/services';
import { type Reaction, reactor } from '../reactors/reactor';
import { TOKENS } from '../tokens';
import { VIDEOS, type VideoView } from './read-model';

export interface RenditionJobStatus {
  videoId: string;
  quality: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  /** 0–100, one decimal */
  percent: number;
}

export const RENDITIONS = 'renditions';

/** What a rendition's commands are issued under: the reaction to the plan. */
type Cause = Pick<Reaction, 'context'>;

/** What the jobs read of the configuration (AppConfig has it). */
export interface RenditionSettings {
  /** renditions made at once, each one ffmpeg */
  RENDITION_CONCURRENCY: number;
}

/**
 * The background transcoding of issue 4, as a reactor: on `RenditionsPlanned` it
 * makes each planned quality that the video's own stream shows neither completed
 * nor failed, RENDITION_CONCURRENCY at a time (default one: ffmpeg runs at low
 * priority with few threads, see FfmpegRenditionMaker, and one job is what a small
 * machine spares beside serving), and records `RenditionCompleted` or `RenditionFailed`. Its
 * checkpoint is its work list: after a restart it resumes at the plan it had not
 * finished and skips the qualities already made, so nothing is encoded twice.
 */
export const renditions = reactor({
  name: RENDITIONS,
  handles: ['RenditionsPlanned'],
  react: (event, reaction) => reaction.get(RenditionJobs).makePlanned(event.data.videoId, reaction),
});

/** The jobs the `renditions` reactor runs, and what the admin's list and the metrics read of them. */
@injectable()
export class RenditionJobs {
  /** the renditions being made, by `${videoId}/${quality}`, with their progress */
  private readonly running = new Map<string, { percent: number }>();
  private stopping = false;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.ReadStore) private readonly store: ReadStore,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.RenditionMaker) private readonly maker: RenditionMaker,
    @inject(TOKENS.AppConfig) private readonly settings: RenditionSettings = { RENDITION_CONCURRENCY: 1 },
  ) {}

  async makePlanned(videoId: string, cause: Cause): Promise<void> {
    const { state } = await loadStream(this.events, videoStream(videoId), videoDecider);
    if (!state.exists || state.deleted) return;
    const queue = [...state.plannedQualities];
    const worker = async () => {
      for (let quality = queue.shift(); quality !== undefined; quality = queue.shift()) {
        if (this.stopping) throw new Error('stopping: the plan is resumed at the next start');
        const now = (await loadStream(this.events, videoStream(videoId), videoDecider)).state;
        if (now.deleted || renditionSettled(now, quality)) continue;
        await this.make(cause, videoId, quality, state.fileKey);
      }
    };
    const workers = Math.max(1, Math.min(this.settings.RENDITION_CONCURRENCY, queue.length));
    // every worker ends its rendition before the reaction fails, so a retry never meets an ffmpeg still running
    const ended = await Promise.allSettled(Array.from({ length: workers }, worker));
    const failed = ended.find((e) => e.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Every planned rendition with its state: made, failed, being made (with progress) or waiting. */
  async status(): Promise<RenditionJobStatus[]> {
    const videos = await this.store.collection<VideoView>(VIDEOS).find({ 'plannedQualities.0': { $exists: true } });
    return videos.flatMap((v) => (v.plannedQualities ?? []).map((quality): RenditionJobStatus => {
      if ((v.availableQualities ?? []).includes(quality)) return { videoId: v.id, quality, status: 'done', percent: 100 };
      if ((v.failedQualities ?? []).includes(quality)) return { videoId: v.id, quality, status: 'failed', percent: 0 };
      const running = this.running.get(`${v.id}/${quality}`);
      if (running) return { videoId: v.id, quality, status: 'running', percent: running.percent };
      return { videoId: v.id, quality, status: 'pending', percent: 0 };
    }));
  }

  /** Ends the reaction after the rendition under way (the reactor runner waits for it). */
  stop(): void {
    this.stopping = true;
  }

  private async make(cause: Cause, videoId: string, quality: string, sourceKey: string): Promise<void> {
    // taken when the result is recorded: `at` is the rendition's end
    const ctx = () => cause.context(RENDITIONS);
    const targetKey = `videos/${videoId}/${quality}.mp4`;
    const job = `${videoId}/${quality}`;
    const progress = { percent: 0 };
    this.running.set(job, progress);
    let made;
    try {
      made = await this.maker.make(sourceKey, targetKey, Number.parseInt(quality, 10), (f) => { progress.percent = Math.round(f * 1000) / 10; });
    } catch (err) {
      this.running.delete(job);
      // the encoding failed: a fact of the video, not a fault to retry
      await this.record(() => handleCommand(this.events, videoStream(videoId), videoDecider,
        { type: 'FailRendition', quality, reason: (err as Error).message ?? 'failed' }, ctx()));
      return;
    }
    this.running.delete(job);
    await this.record(() => handleCommand(this.events, videoStream(videoId), videoDecider,
      { type: 'CompleteRendition', file: { quality, ...made } }, ctx()), () => this.blobs.delete(targetKey));
  }

  /** A video deleted meanwhile takes its rendition with it; any other failure is the reactor's to retry. */
  private async record(append: () => Promise<unknown>, orphaned?: () => Promise<void>): Promise<void> {
    try {
      await append();
    } catch (err) {
      if (!(err instanceof DomainError && err.kind === 'not_found')) throw err;
      await orphaned?.().catch(() => undefined);
    }
  }
}
