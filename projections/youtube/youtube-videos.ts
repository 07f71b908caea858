import type { RecordedOf } from '../../application/ports/processing';
import type { BattlerView } from '../../application/catalogue/read-model';
import { type YoutubeVideoView, youtubeWatchUrl } from '../../application/youtube/read-model';
import type { Collection } from '../../application/ports/read-store';
import { applyOnce } from '../projector';
import type { EventOfType } from '../../domain/events';
import { mergedVideo, syncedVideo } from '../../domain/youtube/battler-youtube';
import { countsInTotals, type ReviewedYoutubeVideo, youtubeRecordId } from '../../domain/youtube/youtube';

/** The YouTube events that change a battler's videos or its directory fields. */
export const YOUTUBE_BATTLER_EVENTS = ['YoutubeSynced', 'YoutubeSyncFailed', 'YoutubeVideoReviewed', 'YoutubeReset', 'YoutubeVideosMerged'] as const;
export type YoutubeBattlerEvent = RecordedOf<EventOfType<(typeof YOUTUBE_BATTLER_EVENTS)[number]>>;

export type VideoDoc = Omit<YoutubeVideoView, '_position'> & { _position?: number };

const docOf = (battlerId: string, v: ReviewedYoutubeVideo): VideoDoc => ({
  id: youtubeRecordId(battlerId, v.youtubeVideoId), battlerId, youtubeVideoId: v.youtubeVideoId, title: v.title,
  channelName: v.channelName, viewCount: v.viewCount, publishedAt: v.publishedAt, isRelevant: v.isRelevant,
  reviewNotes: v.reviewNotes, reviewedAt: v.reviewedAt, url: youtubeWatchUrl(v.youtubeVideoId),
});

/**
 * A battler's video documents after this event, by the decider's own rules
 * (syncedVideo, mergedVideo). A document already at or past the event (a replay, or
 * the other projector got there first) is taken as it is; unchanged ones are
 * returned as the same objects, so a caller can tell what changed.
 */
export function videosAfter(event: YoutubeBattlerEvent, docs: readonly YoutubeVideoView[]): VideoDoc[] {
  const battlerId = event.data.battlerId;
  const fresh = (d: VideoDoc | undefined) => !!d && (d._position ?? 0) >= event.position;
  const byId = new Map<string, VideoDoc>(docs.map((d) => [d.youtubeVideoId, d]));
  switch (event.type) {
    case 'YoutubeSynced':
      for (const v of event.data.videos) {
        const current = byId.get(v.youtubeVideoId);
        if (!fresh(current)) byId.set(v.youtubeVideoId, docOf(battlerId, syncedVideo(v, current)));
      }
      break;
    case 'YoutubeVideoReviewed': {
      const d = event.data;
      const current = byId.get(d.youtubeVideoId);
      if (current && !fresh(current)) {
        byId.set(d.youtubeVideoId, { ...current, isRelevant: d.isRelevant, reviewNotes: d.reviewNotes, reviewedAt: d.reviewedAt });
      }
      break;
    }
    case 'YoutubeReset':
      return docs.filter(fresh);
    case 'YoutubeVideosMerged':
      for (const v of event.data.videos) {
        const current = byId.get(v.youtubeVideoId);
        if (!fresh(current)) byId.set(v.youtubeVideoId, docOf(battlerId, mergedVideo(v, current)));
      }
      break;
    case 'YoutubeSyncFailed':
      break;
  }
  return [...byId.values()];
}

/**
 * The video documents after a YouTube event or a battler's deletion: the
 * `youtube_videos` read model's, and the private copy the battlers projector keeps.
 */
export async function projectYoutubeVideos(
  event: YoutubeBattlerEvent | RecordedOf<EventOfType<'BattlerDeleted'>>, videos: Collection<YoutubeVideoView>,
): Promise<void> {
  if (event.type === 'BattlerDeleted') {
    await videos.deleteMany({ battlerId: event.data.battlerId });
    return;
  }
  if (event.type === 'YoutubeReset') {
    // documents a replay finds already past the reset stay
    await videos.deleteMany({ battlerId: event.data.battlerId, _position: { $lt: event.position } });
    return;
  }
  const before = await videos.find({ battlerId: event.data.battlerId });
  const unchanged = new Set<unknown>(before);
  for (const doc of videosAfter(event, before)) {
    if (unchanged.has(doc)) continue;
    const { _position: _p, ...fresh } = doc;
    await applyOnce(videos, doc.id, event.position, () => fresh);
  }
}

/** The public totals: relevant and unreviewed videos count, irrelevant ones never (countsInTotals). */
export function youtubeTotals(videos: readonly { viewCount: number; isRelevant: boolean | null }[]) {
  const counted = videos.filter(countsInTotals);
  return { totalYoutubeViews: counted.reduce((sum, v) => sum + v.viewCount, 0), youtubeVideoCount: counted.length };
}

/**
 * What a YouTube event changes in the battler directory (the battlers projector
 * writes it): the totals over the battler's videos after the event, and the sync
 * fields that follow every attempt. A reset keeps the search name.
 */
export async function youtubeDirectoryChange(event: YoutubeBattlerEvent, videos: Collection<YoutubeVideoView>): Promise<Partial<BattlerView>> {
  const totals = youtubeTotals(videosAfter(event, await videos.find({ battlerId: event.data.battlerId })));
  switch (event.type) {
    case 'YoutubeSynced':
      return { ...totals, lastYoutubeSync: event.data.syncedAt, youtubeErrorMessage: null, youtubeSearchName: event.data.searchName };
    case 'YoutubeSyncFailed':
      return { ...totals, lastYoutubeSync: event.data.syncedAt, youtubeErrorMessage: event.data.error, youtubeSearchName: event.data.searchName };
    case 'YoutubeReset':
      return { ...totals, lastYoutubeSync: null, youtubeErrorMessage: null };
    default:
      return totals;
  }
}
