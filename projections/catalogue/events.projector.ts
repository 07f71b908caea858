import {
  dateTime, EVENTS, type EventView, type MainVideoView, type VideoView,
} from '../../application/catalogue/read-model';
import { applyOnce, defineProjector } from '../projector';
import { projectVideo } from './video-doc';

/**
 * Its private copy of the videos, fed by the video events it handles: what a summary
 * needs (event, main flag, titles, names, thumbnail). It is fed no votes, views or
 * renditions, and reads none of those fields.
 */
const EVENTS_VIDEOS = 'events_videos';
const noEvent = () => Promise.resolve(null);

/** The newest main-event video stands for the event (an admin replacing it uploads a newer one). */
function mainVideoOf(videos: VideoView[]): MainVideoView | null {
  const main = videos.filter((v) => v.isMainEvent).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!main) return null;
  return {
    id: main.id, title: main.title, description: main.description, videoUrl: main.videoUrl,
    thumbnailUrl: main.thumbnailUrl, battlerAName: main.battlerAName, battlerBName: main.battlerBName,
    requiresAuth: main.requiresAuth, duration: main.duration,
  };
}

const searchTextOf = (title: string, videos: VideoView[]) =>
  [title, ...videos.flatMap((v) => [v.battlerAName, v.battlerBName])].join('\n').toLowerCase();

/**
 * The events list: one document per league event with its video count, main
 * video and search text, summarised from its own copy of the videos (events_videos)
 * whenever one of its videos changes.
 */
export const eventsProjector = defineProjector({
  name: 'events',
  // 2: videos from its own copy (a stored model is rebuilt to fill it)
  version: 2,
  collections: [EVENTS_VIDEOS],
  handles: ['LeagueEventCreated', 'LeagueEventUpdated', 'LeagueEventDeleted', 'VideoUploaded', 'VideoUpdated', 'VideoDeleted', 'VideoBattlerReassigned', 'VideoThumbnailExtracted'],
  async apply(event, store) {
    const events = store.collection<EventView>(EVENTS);
    const copies = store.collection<VideoView>(EVENTS_VIDEOS);
    const videosOf = (eventId: string) => copies.find({ eventId });
    const at = event.metadata.at;
    const summarise = async (eventId: string) => {
      const videos = await videosOf(eventId);
      await applyOnce(events, eventId, event.position, (current) => current && {
        ...current, videoCount: videos.length, mainVideo: mainVideoOf(videos), searchText: searchTextOf(current.title, videos),
      });
    };
    switch (event.type) {
      case 'LeagueEventCreated': {
        const d = event.data;
        await applyOnce(events, d.eventId, event.position, () => ({
          id: d.eventId, title: d.title, description: d.description, thumbnailUrl: d.thumbnailUrl,
          eventDate: d.eventDate, eventTime: dateTime(d.eventDate), createdAt: at, updatedAt: at,
          videoCount: 0, mainVideo: null, searchText: d.title.toLowerCase(),
        }));
        return;
      }
      case 'LeagueEventUpdated': {
        const d = event.data;
        const videos = await videosOf(d.eventId);
        await applyOnce(events, d.eventId, event.position, (current) => current && {
          ...current, title: d.title, description: d.description, thumbnailUrl: d.thumbnailUrl,
          eventDate: d.eventDate, eventTime: dateTime(d.eventDate), updatedAt: at, searchText: searchTextOf(d.title, videos),
        });
        return;
      }
      case 'LeagueEventDeleted':
        await applyOnce(events, event.data.eventId, event.position, () => null);
        return;
      case 'VideoUploaded':
      case 'VideoDeleted':
        await projectVideo(event, copies, noEvent);
        await summarise(event.data.eventId);
        return;
      case 'VideoBattlerReassigned':
      case 'VideoThumbnailExtracted': {
        // the main video's battler names and thumbnail as the video has them now
        await projectVideo(event, copies, noEvent);
        const video = await copies.get(event.data.videoId);
        if (video) await summarise(video.eventId);
        return;
      }
      case 'VideoUpdated': {
        const d = event.data;
        await projectVideo(event, copies, noEvent);
        await summarise(d.eventId);
        if (d.previousEventId !== d.eventId) await summarise(d.previousEventId);
        return;
      }
    }
  },
});
