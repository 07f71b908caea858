import { formatDate } from '../../lib/date';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const UTC_MIDNIGHT = /^\d{4}-\d{2}-\d{2}T00:00(:00(\.0+)?)?(Z|\+00:00)$/;

/**
 * 'MMM d, yyyy', or 'TBA' for an undated event (public §2). Dates are stored as entered: a bare
 * day (or a UTC midnight) is a calendar day, and read in a zone west of Greenwich it would
 * otherwise show as the day before; a real instant is shown in the visitor's zone.
 */
export function eventDateLabel(eventDate: string | null | undefined): string {
  if (!eventDate) return 'TBA';
  const isDay = DATE_ONLY.test(eventDate) || UTC_MIDNIGHT.test(eventDate);
  return formatDate(eventDate, isDay ? 'UTC' : undefined) || 'TBA';
}
