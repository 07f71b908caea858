import { z } from 'zod';
import { AS_OF_INVALID } from '../../../domain/history/limits';

/**
 * `?asOf=<ISO time>` (issue 14): a date and time with its zone (Z or an offset); a time
 * without one would mean a different instant on every server. Absent: the live model.
 */
const asOfInstant = z.iso.datetime({ offset: true, error: AS_OF_INVALID })
  .transform((text, ctx) => {
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) {
      ctx.addIssue({ code: 'custom', message: AS_OF_INVALID });
      return z.NEVER;
    }
    return instant;
  });

export const asOfQuerySchema = z.object({ asOf: asOfInstant.optional() });

/** A read that is only ever about the past (the standings over time): `asOf` is its last instant. */
export const asOfRequiredSchema = z.object({ asOf: asOfInstant });

export type AsOfQuery = z.input<typeof asOfQuerySchema>;
