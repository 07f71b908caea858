import { dateTime, VIDEOS, type VideoView } from '../../application/catalogue/read-model';
import { applyOnce, defineProjector, type Projected } from '../projector';
import { type EventFields, projectVideo, type VideoEvent, VIDEO_EVENTS } from './video-doc';

/** Its private lookup of league events: what a video copies of its event, fed by the league event events. */
const VIDEOS_EVENTS = 'videos_events';
type EventDoc = EventFields & Projected;

/**
 * The video grid: one document per video with its event's title and date copied in
 * (so no list joins at read time), tallies and views. The event's fields come from its
 * own lookup (videos_events): it reads no other read model.
 */
export const videosProjector = defineProjector({
  name: 'videos',
  // 2: event fields from its own lookup (a stored model is rebuilt to fill it)
  version: 2,
  collections: [VIDEOS_EVENTS],
  handles: [...VIDEO_EVENTS, 'LeagueEventCreated', 'LeagueEventUpdated', 'LeagueEventDeleted'],
  async apply(event, store) {
    const videos = store.collection<VideoView>(VIDEOS);
    const lookup = store.collection<EventDoc>(VIDEOS_EVENTS);
    switch (event.type) {
      case 'LeagueEventCreated': {
        const d = event.data;
        await applyOnce(lookup, d.eventId, event.position, () => ({
          id: d.eventId, title: d.title, eventDate: d.eventDate, eventTime: dateTime(d.eventDate),
        }));
        return;
      }
      case 'LeagueEventUpdated': {
        const d = event.data;
        await applyOnce(lookup, d.eventId, event.position, (current) => current && {
          ...current, title: d.title, eventDate: d.eventDate, eventTime: dateTime(d.eventDate),
        });
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
        await applyOnce(lookup, d.eventId, event.position, () => null);
        for (const v of await videos.find({ eventId: d.eventId })) {
          await applyOnce(videos, v.id, event.position, (current) => current && {
            ...current, eventTitle: null, eventDate: null, eventTime: null,
          });
        }
        return;
      }
      default:
        await projectVideo(event as VideoEvent, videos, (eventId) => lookup.get(eventId));
    }
  },
});
