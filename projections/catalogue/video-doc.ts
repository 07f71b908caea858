import type { RecordedOf } from '../../application/ports/processing';
import type { Collection } from '../../application/ports/read-store';
import { type EventView, videoUrlOf, type VideoView, votedAsNow } from '../../application/catalogue/read-model';
import type { EventOfType } from '../../domain/events';
import { LADDER, qualityOf } from '../../domain/video/video';
import { samePair } from '../../domain/vote/ballot';
import { applyOnce } from '../projector';

/** The events that change a video document itself (league event edits reach it from outside). */
export const VIDEO_EVENTS = ['VideoUploaded', 'VideoUpdated', 'VideoDeleted', 'VoteCast', 'VoteChanged', 'ViewCounted',
  'RenditionsPlanned', 'RenditionCompleted', 'RenditionFailed', 'VideoBattlerReassigned', 'VideoThumbnailExtracted'] as const;
export type VideoEvent = RecordedOf<EventOfType<(typeof VIDEO_EVENTS)[number]>>;

/** What a video copies of its league event. */
export type EventFields = Pick<EventView, 'title' | 'eventDate' | 'eventTime'>;

/** A chain of merges (x → from → to) ends at the newest target, as the video's stream folds it. */
export function formerAfter(
  former: VideoView['formerBattlerIds'], d: { fromBattlerId: string; battlerId: string },
): NonNullable<VideoView['formerBattlerIds']> {
  const moved = Object.fromEntries(Object.entries(former ?? {}).map(([k, v]) => [k, v === d.fromBattlerId ? d.battlerId : v]));
  return { ...moved, [d.fromBattlerId]: d.battlerId };
}

/**
 * A video document after one of its own events: the video grid's, and the private
 * copies the events and battlers projectors keep of it (each over the events it
 * handles: a copy fed no votes has tallies that mean nothing, and its reader does not
 * look at them). `eventOf` gives the league event's fields a video copies in.
 */
export async function projectVideo(
  event: VideoEvent, videos: Collection<VideoView>, eventOf: (eventId: string) => Promise<EventFields | null>,
): Promise<void> {
  const at = event.metadata.at;
  switch (event.type) {
    case 'VideoUploaded': {
      const d = event.data;
      const ev = await eventOf(d.eventId);
      await applyOnce(videos, d.videoId, event.position, () => ({
        id: d.videoId, eventId: d.eventId, title: d.title, description: d.description,
        videoUrl: videoUrlOf(d.videoId), thumbnailUrl: d.thumbnailUrl,
        battlerAId: d.battlerAId, battlerBId: d.battlerBId, battlerAName: d.battlerAName, battlerBName: d.battlerBName,
        duration: d.duration, fileSize: d.fileSize, mimeType: d.mimeType, width: d.width, height: d.height, bitrate: d.bitrate,
        availableQualities: [], plannedQualities: [], failedQualities: [], renditionKeys: {}, viewCount: 0, isMainEvent: d.isMainEvent, requiresAuth: d.requiresAuth, fileKey: d.fileKey,
        eventTitle: ev?.title ?? null, eventDate: ev?.eventDate ?? null, eventTime: ev?.eventTime ?? null,
        battlerAVotes: 0, battlerBVotes: 0, totalVotes: 0, createdAt: at, updatedAt: at,
      }));
      return;
    }
    case 'VideoUpdated': {
      const d = event.data;
      const ev = d.eventId === d.previousEventId ? null : await eventOf(d.eventId);
      await applyOnce(videos, d.videoId, event.position, (current) => {
        if (!current) return undefined;
        const moved = d.eventId !== current.eventId;
        const sameFight = d.battlerAId === current.battlerAId && d.battlerBId === current.battlerBId;
        // the same two battlers with sides swapped: the ballots still count, so the counts swap too
        const swapped = d.battlerAId === current.battlerBId && d.battlerBId === current.battlerAId;
        return {
          ...current, title: d.title, description: d.description, eventId: d.eventId, thumbnailUrl: d.thumbnailUrl,
          battlerAId: d.battlerAId, battlerBId: d.battlerBId, battlerAName: d.battlerAName, battlerBName: d.battlerBName,
          isMainEvent: d.isMainEvent, requiresAuth: d.requiresAuth, updatedAt: at,
          ...(moved ? { eventTitle: ev?.title ?? null, eventDate: ev?.eventDate ?? null, eventTime: ev?.eventTime ?? null } : {}),
          // a tally counted for another pair no longer says who won: votes start again
          ...(sameFight ? {} : swapped
            ? { battlerAVotes: current.battlerBVotes, battlerBVotes: current.battlerAVotes }
            : { battlerAVotes: 0, battlerBVotes: 0, totalVotes: 0 }),
        };
      });
      return;
    }
    case 'VideoDeleted': {
      const d = event.data;
      await applyOnce(videos, d.videoId, event.position, () => null);
      return;
    }
    case 'VoteCast':
    case 'VoteChanged': {
      await applyOnce(videos, event.data.videoId, event.position, (current) => {
        if (!current) return undefined;
        const d = votedAsNow(current, event.data);
        // a vote for a pair the video no longer has does not count (its tally started again)
        if (!samePair(current, d)) {
          return undefined;
        }
        const side = (battlerId: string) => (battlerId === current.battlerAId ? 'battlerAVotes' : 'battlerBVotes');
        const next = { ...current };
        next[side(d.battlerId)] += 1;
        if (event.type === 'VoteChanged') {
          const previous = side((d as typeof d & { previousBattlerId: string }).previousBattlerId);
          next[previous] = Math.max(0, next[previous] - 1);
        }
        next.totalVotes = next.battlerAVotes + next.battlerBVotes;
        return next;
      });
      return;
    }
    case 'VideoBattlerReassigned': {
      // a merge: the side names the target and keeps its tally; later votes carry the new pair
      const d = event.data;
      const side = d.side === 'A' ? { battlerAId: d.battlerId, battlerAName: d.battlerName } : { battlerBId: d.battlerId, battlerBName: d.battlerName };
      await applyOnce(videos, d.videoId, event.position, (current) => {
        if (!current) return undefined;
        return { ...current, ...side, formerBattlerIds: formerAfter(current.formerBattlerIds, d), updatedAt: at };
      });
      return;
    }
    case 'VideoThumbnailExtracted': {
      const d = event.data;
      await applyOnce(videos, d.videoId, event.position, (current) => current && { ...current, thumbnailUrl: d.thumbnailUrl });
      return;
    }
    case 'RenditionsPlanned': {
      const d = event.data;
      await applyOnce(videos, d.videoId, event.position, (current) => current && { ...current, plannedQualities: d.qualities });
      return;
    }
    case 'RenditionFailed': {
      const d = event.data;
      await applyOnce(videos, d.videoId, event.position, (current) => current && {
        ...current, failedQualities: [...new Set([...(current.failedQualities ?? []), d.quality])],
      });
      return;
    }
    case 'RenditionCompleted': {
      const d = event.data;
      await applyOnce(videos, d.videoId, event.position, (current) => {
        if (!current) return undefined;
        const available = LADDER.map(qualityOf).filter((q) => q === d.quality || (current.availableQualities ?? []).includes(q));
        return { ...current, availableQualities: available, renditionKeys: { ...(current.renditionKeys ?? {}), [d.quality]: d.key } };
      });
      return;
    }
    case 'ViewCounted': {
      const d = event.data;
      await applyOnce(videos, d.videoId, event.position, (current) => current && { ...current, viewCount: current.viewCount + 1 });
      return;
    }
  }
}
