import type { QuotaView } from '../../../application/youtube/quota-view';
import type { YoutubeVideoView } from '../../../application/youtube/read-model';
import type { YoutubeStats } from '../../../application/youtube/youtube-queries';
import type { YoutubeQuotaWire, YoutubeStatsWire, YoutubeVideoWire } from './wire-types';

export const youtubeVideoWire = (v: YoutubeVideoView) => ({
  id: v.id, battlerId: v.battlerId, youtubeVideoId: v.youtubeVideoId, title: v.title, channelName: v.channelName,
  viewCount: v.viewCount, publishedAt: v.publishedAt, isRelevant: v.isRelevant, reviewNotes: v.reviewNotes,
  reviewedAt: v.reviewedAt, url: v.url,
}) satisfies YoutubeVideoWire;

export const youtubeStatsWire = (s: YoutubeStats) => ({
  totalViews: s.totalViews, videoCount: s.videoCount, lastSync: s.lastSync, searchName: s.searchName, errorMessage: s.errorMessage,
}) satisfies YoutubeStatsWire;

export const youtubeQuotaWire = (q: QuotaView) => ({
  day: q.day, searchCallsUsed: q.searchCallsUsed, searchCallsLimit: q.searchCallsLimit,
  unitsUsed: q.unitsUsed, unitsLimit: q.unitsLimit, exhausted: q.exhausted,
}) satisfies YoutubeQuotaWire;
