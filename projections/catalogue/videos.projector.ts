import { dateTime, EVENTS, type EventView, VIDEOS, type VideoView, videoUrlOf, votedAsNow } from '../../application/catalogue/read-model';
import { LADDER, qualityOf } from '../../domain/video/video';
import { samePair } from '../../domain/vote/ballot';
import { applyOnce, defineProjector } from '../projector';

/**
 * The video grid: one document per video with its event's title and date copied in
 * (so no list joins at read time), tallies and views. Runs before the events and
 * battlers projectors, which summarise these documents.
 */
export const videosProjector = defineProjector({
  name: 'videos',
  readsFrom: ['events'],
  handles: ['VideoUploaded', 'VideoUpdated', 'VideoDeleted', 'LeagueEventUpdated', 'LeagueEventDeleted', 'VoteCast', 'VoteChanged', 'ViewCounted',
    'RenditionsPlanned', 'RenditionCompleted', 'RenditionFailed', 'VideoBattlerReassigned', 'VideoThumbnailExtracted'],
  async apply(event, store) {
    const videos = store.collection<VideoView>(VIDEOS);
    const at = event.metadata.at;
    switch (event.type) {
      case 'VideoUploaded': {
        const d = event.data;
        const ev = await store.collection<EventView>(EVENTS).get(d.eventId);
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
        const ev = d.eventId === d.previousEventId ? null : await store.collection<EventView>(EVENTS).get(d.eventId);
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
          // a chain of merges (x → from → to) ends at the newest target, as the video's stream folds it
          const former = Object.fromEntries(Object.entries(current.formerBattlerIds ?? {}).map(([k, v]) => [k, v === d.fromBattlerId ? d.battlerId : v]));
          return { ...current, ...side, formerBattlerIds: { ...former, [d.fromBattlerId]: d.battlerId }, updatedAt: at };
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
      case 'LeagueEventUpdated': {
        const d = event.data;
        for (const v of await videos.find({ eventId: d.eventId })) {
          await applyOnce(videos, v.id, event.position, (current) => current && {
            ...current, eventTitle: d.title, eventDate: d.eventDate, eventTime: dateTime(d.eventDate),
          });
        }
        return;
      }
      case 'LeagueEventDeleted': {
        // its videos are deleted by their own events; until then they show as 'Unknown Event'
        const d = event.data;
        for (const v of await videos.find({ eventId: d.eventId })) {
          await applyOnce(videos, v.id, event.position, (current) => current && {
            ...current, eventTitle: null, eventDate: null, eventTime: null,
          });
        }
        return;
      }
    }
  },
});
