import { YOUTUBE_VIDEOS, type YoutubeVideoView } from '../../application/youtube/read-model';
import { applyOnce, defineProjector } from '../projector';
import { videosAfter, youtubeVideosOf, YOUTUBE_BATTLER_EVENTS } from './youtube-videos';

/** The `youtube_videos` read model: each battler's matched videos with their reviews. */
export const youtubeVideosProjector = defineProjector({
  name: 'youtube_videos',
  handles: [...YOUTUBE_BATTLER_EVENTS, 'BattlerDeleted'],
  async apply(event, store) {
    const videos = store.collection<YoutubeVideoView>(YOUTUBE_VIDEOS);
    if (event.type === 'BattlerDeleted') {
      await videos.deleteMany({ battlerId: event.data.battlerId });
      return;
    }
    if (event.type === 'YoutubeReset') {
      // documents a replay finds already past the reset stay
      await videos.deleteMany({ battlerId: event.data.battlerId, _position: { $lt: event.position } });
      return;
    }
    const before = await youtubeVideosOf(store, event.data.battlerId);
    const unchanged = new Set<unknown>(before);
    for (const doc of videosAfter(event, before)) {
      if (unchanged.has(doc)) continue;
      const { _position: _p, ...fresh } = doc;
      await applyOnce(videos, doc.id, event.position, () => fresh);
    }
  },
});
