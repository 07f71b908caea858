import type { DomainEvent } from '../shared/decider';

/**
 * The view-tracking facts (issue 4). A view is one player session on one video
 * (stream `view-<viewId>`); counting is per viewer and video (stream
 * `view-count-<videoId>-<viewerKey>`), so "at most once per hour" is that stream's rule.
 * viewerKey is `user:<userId>` for members, `anon:<sha256(ip + user agent)>` for visitors:
 * no address is stored in clear.
 */
export type ViewEvent =
  | DomainEvent<'ViewStarted', {
      viewId: string; videoId: string; sessionId: string; userId: string | null; viewerKey: string;
      userAgent: string; startedAt: string; videoDuration: number | null;
    }>
  | DomainEvent<'ViewProgressRecorded', {
      viewId: string; videoId: string; viewerKey: string; watchedDuration: number; completionPercentage: number;
    }>
  /** the view passed 30 s watched or 30 % completion (once per view) */
  | DomainEvent<'ViewQualified', {
      viewId: string; videoId: string; viewerKey: string; watchedDuration: number; completionPercentage: number;
    }>;

export type ViewCountEvent =
  /** viewCount + 1 for the video: a qualified view of a viewer not counted on it within the hour */
  DomainEvent<'ViewCounted', { videoId: string; viewerKey: string; viewId: string; countedAt: string }>;
