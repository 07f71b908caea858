/** The YouTube videos matched to battlers, one document per battler and video (admin §3). */
export const YOUTUBE_VIDEOS = 'youtube_videos';

export interface YoutubeVideoView {
  /** youtubeRecordId(battlerId, youtubeVideoId) */
  id: string;
  battlerId: string;
  youtubeVideoId: string;
  title: string;
  channelName: string;
  viewCount: number;
  publishedAt: string | null;
  /** null: unreviewed */
  isRelevant: boolean | null;
  reviewNotes: string | null;
  reviewedAt: string | null;
  url: string;
  _position: number;
}

export const youtubeWatchUrl = (youtubeVideoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeVideoId)}`;
