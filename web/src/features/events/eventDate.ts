import { formatEventDay, leagueDay } from '../../lib/date';

/** 'MMM d, yyyy', or 'TBA' for an undated event (public §2); the day on the league's clock, Arizona time (lib/date). */
export function eventDateLabel(eventDate: string | null | undefined): string {
  return (eventDate && formatEventDay(eventDate)) || 'TBA';
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The league's calendar day (Arizona) an event falls on, 'YYYY-MM-DD', as formatEventDay reads it; null when undated or unreadable. */
export function eventLeagueDay(eventDate: string | null | undefined): string | null {
  if (!eventDate) return null;
  if (DATE_ONLY.test(eventDate)) return eventDate;
  const at = new Date(eventDate);
  return Number.isNaN(at.getTime()) ? null : leagueDay(at);
}

/**
 * 'Upcoming' for an event on a later league day than `today`, 'Today' on the day itself, else
 * null. By the day, not the hour: the stored time of a night is often a placeholder (a bare
 * day is stored as midnight), and the badge must not change in the middle of the evening.
 */
export function eventTiming(eventDate: string | null | undefined, today: string): 'Upcoming' | 'Today' | null {
  const day = eventLeagueDay(eventDate);
  if (!day || day < today) return null;
  return day === today ? 'Today' : 'Upcoming';
}

/** '1 video', '3 videos', or 'No videos yet' (the battles go up after the night). */
export function videoCountLabel(count: number): string {
  if (count <= 0) return 'No videos yet';
  return count === 1 ? '1 video' : `${count} videos`;
}
