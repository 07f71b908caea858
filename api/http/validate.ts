import { z } from 'zod';

/** A required text field whose every failure reads the same spec message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${message.split(' ')[0]} is too long (max ${max})`);

export const email = (message = 'Invalid email address') =>
  z.string({ error: message }).trim().max(254, 'Email is too long').pipe(z.email(message));

/** Parse or throw a ZodError (mapped to 400 with the first issue's message). */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  return schema.parse(value ?? {});
}

export const idParam = z.string().trim().min(1, 'id is required').max(100, 'id is too long');
