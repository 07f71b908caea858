import { videoDecider, videoStream } from '../../domain/video/video';
import { handleCommand, loadStream } from '../command-handling';
import type { FrameGrabber } from '../ports/services';
import { reactor } from '../reactors/reactor';
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
export const videoThumbnails = reactor({
  name: 'video_thumbnails',
  handles: ['VideoUploaded'],
  async react(event, { events, blobs, get, context }) {
    const videoId = event.data.videoId;
    const { state } = await loadStream(events, videoStream(videoId), videoDecider);
    if (!state.exists || state.deleted || state.thumbnailChosen) return;
    const frame = await grab(get<FrameGrabber>(TOKENS.FrameGrabber), state.fileKey, frameTimeOf(state.duration));
    if (!frame) return;
    const key = frameKeyOf(event.id);
    const url = `${UPLOADS_PREFIX}${key}`;
    await blobs.put(key, frame.bytes, 'image/jpeg');
    // every image job taken: thrown and retried, so the frame never goes without its copies
    await storeImageVariants(blobs, key, frame.bytes, 'throw');
    const recorded = await handleCommand(events, videoStream(videoId), videoDecider,
      { type: 'RecordExtractedThumbnail', thumbnailUrl: url, atSeconds: frame.atSeconds }, context('thumbnails'));
    if (recorded.events.length > 0) return;
    // chosen or deleted meanwhile: the frame is nobody's
    const now = (await loadStream(events, videoStream(videoId), videoDecider)).state;
    if (now.thumbnailUrl !== url) await deleteByUrl(blobs, url);
  },
});

/**
 * The frame at `at`, else the first (a video shorter than its reported length); null when
 * ffmpeg cannot read the file: it keeps the placeholder, a fact of the file and no fault
 * to retry, and the renditions are not held up by it.
 */
async function grab(frames: FrameGrabber, fileKey: string, at: number): Promise<{ bytes: Buffer; atSeconds: number } | null> {
  try {
    const bytes = await frames.frame(fileKey, at);
    if (bytes.length > 0) return { bytes, atSeconds: at };
    if (at === 0) return null;
    const first = await frames.frame(fileKey, 0);
    return first.length > 0 ? { bytes: first, atSeconds: 0 } : null;
  } catch {
    return null;
  }
}
