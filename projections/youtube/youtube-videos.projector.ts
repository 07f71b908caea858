import { YOUTUBE_VIDEOS, type YoutubeVideoView } from '../../application/youtube/read-model';
import { defineProjector } from '../projector';
import { projectYoutubeVideos, YOUTUBE_BATTLER_EVENTS } from './youtube-videos';

/** The `youtube_videos` read model: each battler's matched videos with their reviews. */
export const youtubeVideosProjector = defineProjector({
  name: 'youtube_videos',
  handles: [...YOUTUBE_BATTLER_EVENTS, 'BattlerDeleted'],
  async apply(event, store) {
    await projectYoutubeVideos(event, store.collection<YoutubeVideoView>(YOUTUBE_VIDEOS));
  },
});
