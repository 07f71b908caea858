import { compareEventDates, type Video } from '../catalogue';

const byTitle = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

export const UNKNOWN_EVENT = 'Unknown Event';

export interface VideoGroup {
  /** the event id, or 'unknown' for videos whose event is missing */
  key: string;
  title: string;
  eventDate: string | null;
  videos: Video[];
}

/** Main-event videos first, then alphabetical by title. */
export function compareVideos(a: Video, b: Video): number {
  if (a.isMainEvent !== b.isMainEvent) return a.isMainEvent ? -1 : 1;
  return byTitle(a.title, b.title);
}

/**
 * Videos grouped by event: groups by event date newest first, undated after them (by title),
 * then 'Unknown Event' for videos whose event is missing (eventTitle null).
 */
export function groupVideos(videos: Video[]): VideoGroup[] {
  const groups = new Map<string, VideoGroup>();
  for (const v of videos) {
    const key = v.eventTitle === null ? 'unknown' : `event:${v.eventId}`;
    let g = groups.get(key);
    if (!g) {
      g = v.eventTitle === null
        ? { key: 'unknown', title: UNKNOWN_EVENT, eventDate: null, videos: [] }
        : { key: v.eventId, title: v.eventTitle, eventDate: v.eventDate, videos: [] };
      groups.set(key, g);
    }
    g.videos.push(v);
  }
  const list = [...groups.values()];
  for (const g of list) g.videos.sort(compareVideos);
  return list.sort((a, b) => {
    const ua = a.key === 'unknown';
    const ub = b.key === 'unknown';
    if (ua !== ub) return ua ? 1 : -1;
    return compareEventDates(a.eventDate, b.eventDate) || byTitle(a.title, b.title);
  });
}

/** Case-insensitive match on the video title or the event title. */
export function filterVideos(videos: Video[], search: string): Video[] {
  const q = search.trim().toLowerCase();
  if (!q) return videos;
  return videos.filter((v) => v.title.toLowerCase().includes(q) || (v.eventTitle ?? UNKNOWN_EVENT).toLowerCase().includes(q));
}
