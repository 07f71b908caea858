import type { YoutubeQuotaWire, YoutubeStatsWire, YoutubeVideoWire } from '../../../../api/features/youtube/wire-types';

export function makeQuota(over: Partial<YoutubeQuotaWire> = {}): YoutubeQuotaWire {
  return { day: '2026-11-23', searchCallsUsed: 3, searchCallsLimit: 100, unitsUsed: 50, unitsLimit: 10_000, exhausted: false, ...over };
}

export function makeYoutubeVideo(over: Partial<YoutubeVideoWire> = {}): YoutubeVideoWire {
  const youtubeVideoId = over.youtubeVideoId ?? 'abcdefghijk';
  const battlerId = over.battlerId ?? 'b1';
  return {
    id: `${battlerId}~${youtubeVideoId}`,
    battlerId,
    youtubeVideoId,
    title: 'Ace vs Blaze | UBR',
    channelName: 'UBR League',
    viewCount: 1_250_000,
    publishedAt: '2025-03-07T18:00:00.000Z',
    isRelevant: null,
    reviewNotes: null,
    reviewedAt: null,
    url: `https://www.youtube.com/watch?v=${youtubeVideoId}`,
    ...over,
  };
}

export function makeStats(over: Partial<YoutubeStatsWire> = {}): YoutubeStatsWire {
  return { totalViews: 0, videoCount: 0, lastSync: null, searchName: null, errorMessage: null, ...over };
}
