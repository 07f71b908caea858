import { formatDay } from '../../lib/date';

/** 'MMM d, yyyy', or 'TBA' for an undated event (public §2); calendar days read in UTC (lib/date). */
export function eventDateLabel(eventDate: string | null | undefined): string {
  return (eventDate && formatDay(eventDate)) || 'TBA';
}
