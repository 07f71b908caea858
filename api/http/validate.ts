import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from '../../domain/shared/limits';
import { textIssues } from './text';

/** A required text field whose every failure reads the same spec message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${message.split(' ')[0]} is too long (max ${max})`);

export const email = (message = 'Invalid email address') =>
  z.string({ error: message }).trim().max(EMAIL_MAX, 'Email is too long').pipe(z.email({ pattern: EMAIL_PATTERN, error: message }));

/**
 * Parse or throw a ZodError (mapped to 400 with the first issue's message). Every
 * string the schema lets through is then checked as text (api/http/text.ts): no
 * control characters (line breaks only in multi-line fields), no lone surrogates.
 */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.parse(value ?? {});
  const issues = textIssues(parsed, schema);
  if (issues.length) throw new z.ZodError(issues as z.core.$ZodIssue[]);
  return parsed;
}

/** An id as sent, matched exactly: ' abc' is not 'abc' (no trimming), so it finds nothing. */
export const idParam = z.string({ error: 'id is required' }).min(1, 'id is required').max(100, 'id is too long');
