import type { AuditDescribers } from '../audit/audit-line';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** YouTube: syncs (and failed ones), reviews, resets, and videos a merge moved in. */
export const youtubeAuditEntries: AuditDescribers = {
  YoutubeSynced: (e) => ({
    action: 'youtube_synced', targetId: e.data.battlerId, targetName: e.data.battlerName,
    details: `YouTube synced (search "${e.data.searchName}"): ${plural(e.data.videos.length, 'video')} matched`,
  }),
  YoutubeSyncFailed: (e) => ({
    action: 'youtube_sync_failed', targetId: e.data.battlerId, targetName: e.data.battlerName,
    details: `YouTube sync failed (search "${e.data.searchName}"): ${e.data.error}`,
  }),
  YoutubeVideoReviewed: (e) => ({
    action: 'youtube_video_reviewed', targetId: e.data.battlerId, targetName: e.data.battlerName,
    details: `"${e.data.title}" (${e.data.youtubeVideoId}) marked ${e.data.isRelevant ? 'relevant' : 'irrelevant'}`
      + (e.data.reviewNotes ? `: ${e.data.reviewNotes}` : ''),
  }),
  YoutubeReset: (e) => ({
    action: 'youtube_reset', targetId: e.data.battlerId, targetName: e.data.battlerName,
    details: 'YouTube videos, totals, error and sync time cleared',
  }),
  YoutubeVideosMerged: (e) => ({
    action: 'youtube_videos_merged', targetId: e.data.battlerId, targetName: e.data.battlerName,
    details: `${plural(e.data.videos.length, 'YouTube video')} and their reviews moved in from ${e.data.fromBattlerName}`,
  }),
};
