import { formatEventDay } from '../../lib/date';

/** 'MMM d, yyyy', or 'TBA' for an undated event (public §2); the day on the league's clock, Arizona time (lib/date). */
export function eventDateLabel(eventDate: string | null | undefined): string {
  return (eventDate && formatEventDay(eventDate)) || 'TBA';
}
