import { inject, injectable } from 'inversify';
import { videoDecider, videoStream } from '../../domain/video/video';
import { handleCommand, loadStream } from '../command-handling';
import type { EventStore } from '../ports/event-store';
import type { BlobStorage, Clock, FrameGrabber } from '../ports/services';
import { defineReactor, type Reactor } from '../reactors/reactor';
import { reactionContext } from '../reactors/reaction-context';
import { TOKENS } from '../tokens';
import { storeImageVariants } from './image-variants';
import { deleteByUrl, UPLOADS_PREFIX } from './stored-files';

/** Where in a video its frame is taken: a tenth in, past a title card; 2 s in when its length is unknown. */
export const frameTimeOf = (duration: number | null): number =>
  (duration && duration > 0 ? Math.round(duration * 10) / 100 : 2);

/** The frame's key, named by the upload it is taken for: a retry writes the same file again, never a second one. */
export const frameKeyOf = (causeId: string) => `thumbnails/frame-${causeId}.jpg`;

/**
 * A video uploaded without a thumbnail gets a frame of its own (issue 30): taken with
 * ffmpeg at low priority, stored under thumbnails/ with the same resized copies as an
 * uploaded thumbnail, and recorded as `VideoThumbnailExtracted` by the actor
 * 'thumbnails'. The video's stream decides: a thumbnail an admin chose (or cleared)
 * meanwhile is never replaced, and a frame already recorded is not taken again, so a
 * replay issues nothing new. Reading the log from its start, a new deployment's first
 * run gives the videos uploaded before it their frame too.
 */
@injectable()
export class VideoThumbnails {
  readonly reactor: Reactor;

  constructor(
    @inject(TOKENS.EventStore) private readonly events: EventStore,
    @inject(TOKENS.BlobStorage) private readonly blobs: BlobStorage,
    @inject(TOKENS.FrameGrabber) private readonly frames: FrameGrabber,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    this.reactor = defineReactor({
      name: 'video_thumbnails',
      handles: ['VideoUploaded'],
      react: async (event, reaction) => {
        const videoId = event.data.videoId;
        const { state } = await loadStream(this.events, videoStream(videoId), videoDecider);
        if (!state.exists || state.deleted || state.thumbnailChosen) return;
        const frame = await this.grab(state.fileKey, frameTimeOf(state.duration));
        if (!frame) return;
        const key = frameKeyOf(event.id);
        const url = `${UPLOADS_PREFIX}${key}`;
        await this.blobs.put(key, frame.bytes, 'image/jpeg');
        // every image job taken: thrown and retried, so the frame never goes without its copies
        await storeImageVariants(this.blobs, key, frame.bytes, 'throw');
        const ctx = reactionContext(event, { actorId: 'thumbnails', clock: this.clock, fence: reaction?.fence });
        const recorded = await handleCommand(this.events, videoStream(videoId), videoDecider,
          { type: 'RecordExtractedThumbnail', thumbnailUrl: url, atSeconds: frame.atSeconds }, ctx);
        if (recorded.events.length > 0) return;
        // chosen or deleted meanwhile: the frame is nobody's
        const now = (await loadStream(this.events, videoStream(videoId), videoDecider)).state;
        if (now.thumbnailUrl !== url) await deleteByUrl(this.blobs, url);
      },
    });
  }

  /**
   * The frame at `at`, else the first (a video shorter than its reported length); null when
   * ffmpeg cannot read the file: it keeps the placeholder, a fact of the file and no fault
   * to retry, and the renditions are not held up by it.
   */
  private async grab(fileKey: string, at: number): Promise<{ bytes: Buffer; atSeconds: number } | null> {
    try {
      const bytes = await this.frames.frame(fileKey, at);
      if (bytes.length > 0) return { bytes, atSeconds: at };
      if (at === 0) return null;
      const first = await this.frames.frame(fileKey, 0);
      return first.length > 0 ? { bytes: first, atSeconds: 0 } : null;
    } catch {
      return null;
    }
  }
}
