import { inject, injectable } from 'inversify';
import { BATTLERS, type BattlerView } from '../catalogue/read-model';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';
import { YOUTUBE_VIDEOS, type YoutubeVideoView } from './read-model';

export interface YoutubeStats {
  totalViews: number;
  videoCount: number;
  lastSync: string | null;
  searchName: string | null;
  errorMessage: string | null;
}

const NO_STATS: YoutubeStats = { totalViews: 0, videoCount: 0, lastSync: null, searchName: null, errorMessage: null };

/** A battler's YouTube videos and totals, as the read models hold them. */
@injectable()
export class YoutubeQueries {
  constructor(@inject(TOKENS.ReadStore) private readonly reads: ReadStore) {}

  /** most viewed first */
  async videosOf(battlerId: string): Promise<YoutubeVideoView[]> {
    return this.reads.collection<YoutubeVideoView>(YOUTUBE_VIDEOS).find({ battlerId }, { sort: { viewCount: -1, title: 1 } });
  }

  video(recordId: string): Promise<YoutubeVideoView | null> {
    return this.reads.collection<YoutubeVideoView>(YOUTUBE_VIDEOS).get(recordId);
  }

  battler(battlerId: string): Promise<BattlerView | null> {
    return this.reads.collection<BattlerView>(BATTLERS).get(battlerId);
  }

  /** the directory's YouTube fields of the battler (the battlers projector keeps them) */
  async stats(battlerId: string): Promise<YoutubeStats> {
    const b = await this.battler(battlerId);
    if (!b) return NO_STATS;
    return {
      totalViews: b.totalYoutubeViews, videoCount: b.youtubeVideoCount, lastSync: b.lastYoutubeSync,
      searchName: b.youtubeSearchName, errorMessage: b.youtubeErrorMessage,
    };
  }
}
