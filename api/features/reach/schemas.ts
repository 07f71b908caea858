import { z } from 'zod';
import { calendarDay } from '../../http/text';

// The query of the admin's insights: zod only; the rules that need today are the route's.

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, league days; absent or blank takes the default. */
export const insightsQuerySchema = z.object({
  from: calendarDay('from'),
  to: calendarDay('to'),
});

export type InsightsQuery = z.input<typeof insightsQuerySchema>;

/** The longest range the insights answer: ten years of days. */
export const INSIGHTS_MAX_DAYS = 3660;
/** The default range: the 30 days ending today. */
export const INSIGHTS_DEFAULT_DAYS = 30;

export const REACH_NOT_FOUND = 'Sponsorship application not found';
export const REACH_NOT_YOURS = 'Only the applicant and admins can see this sponsorship\'s reach';
export const REACH_NOT_APPROVED = 'Reach is shown once the sponsorship is approved';
export const INSIGHTS_FROM_AFTER_TO = 'from must be on or before to';
export const INSIGHTS_RANGE_TOO_LONG = `The range is too long (at most ${INSIGHTS_MAX_DAYS} days)`;
