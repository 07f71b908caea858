import { z } from 'zod';
import { isoDate, multiLineText } from '../../http/text';
import { BATTLER_NAME_MAX, MEMORIAL_NOTES_MAX } from '../../../domain/battler/limits';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, LEAGUE_UTC_OFFSET_MINUTES } from '../../../domain/league-event/limits';
import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '../../../domain/video/limits';

// Request bodies and queries of the events, videos and battlers calls: zod and domain limits only, so the web can import the types.

const optionalText = (max: number, message: string) =>
  z.string({ error: message }).max(max + 200, message).nullish()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || v.length <= max, message);
const bool = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

export const battlerPatchSchema = z.object({
  tagline: optionalText(100, 'Tagline must be 100 characters or less'),
  quote: multiLineText(optionalText(250, 'Quote must be 250 characters or less')),
  isRetired: bool('isRetired'),
  isHallOfFame: bool('isHallOfFame'),
  isDeceased: bool('isDeceased'),
  // ISO 8601 only, stored as toISOString(); blank clears it, absent leaves it
  deceasedDate: isoDate('deceasedDate'),
  memorialNotes: multiLineText(optionalText(MEMORIAL_NOTES_MAX, `Memorial notes must be ${MEMORIAL_NOTES_MAX} characters or less`)),
});

export const battlerSearchSchema = z.object({
  q: z.string({ error: 'q must be at least 1 character' }).trim().min(1, 'q must be at least 1 character').max(100, 'q is too long'),
});

const TITLE = 'Please enter an event title';
export const eventSchema = z.object({
  title: z.string({ error: TITLE }).trim().min(1, TITLE).max(EVENT_TITLE_MAX, `Title must be at most ${EVENT_TITLE_MAX} characters`),
  description: multiLineText(z.string({ error: 'description must be text' }).max(EVENT_DESCRIPTION_MAX, `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`).nullish()
    .transform((v) => v ?? '')),
  // ISO 8601 only, stored as toISOString(); blank is no date (TBA). A bare YYYY-MM-DD is that day's
  // midnight on the league's calendar (Arizona, 07:00Z), not UTC midnight (5 PM the day before there)
  eventDate: isoDate('eventDate', { bareDayOffsetMinutes: LEAGUE_UTC_OFFSET_MINUTES }).transform((v) => v ?? null),
  thumbnailUrl: z.null().optional(),
});

export const eventSearchSchema = z.object({ search: z.string().max(200, 'search is too long').optional() });

const flag = z.union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''], { error: 'must be true or false' })])
  .optional().transform((v) => v === true || v === 'true' || v === 'on' || v === '1');
const text = (max: number, name: string) => z.string({ error: `${name} must be text` }).max(max, `${name} is too long (max ${max})`);
/** Title and event share the spec's one message on upload; the edit form says 'Title is required'. */
const videoSchema = (missing: { title: string; event: string }) => z.object({
  title: z.string({ error: missing.title }).trim().min(1, missing.title).max(VIDEO_TITLE_MAX, `Title must be at most ${VIDEO_TITLE_MAX} characters`),
  eventId: z.string({ error: missing.event }).min(1, missing.event).max(100, 'eventId is too long'),
  description: multiLineText(text(VIDEO_DESCRIPTION_MAX, 'Description')).nullish().transform((v) => v ?? ''),
  battlerAName: text(BATTLER_NAME_MAX, 'Battler A name').nullish().transform((v) => v ?? ''),
  battlerBName: text(BATTLER_NAME_MAX, 'Battler B name').nullish().transform((v) => v ?? ''),
  isMainEvent: flag,
  requiresAuth: flag,
  thumbnailUrl: z.null({ error: 'thumbnailUrl can only be null (to remove the thumbnail)' }).optional(),
});
export const videoUploadSchema = videoSchema({ title: 'Video title and event are required', event: 'Video title and event are required' });
export const videoUpdateSchema = videoSchema({ title: 'Title is required', event: 'Event is required' });

// Large uploads (admin §7): the client makes the upload id, and it names a folder on the server
const UPLOAD_ID = 'uploadId must be 8 to 100 letters, digits, "-" or "_"';
export const uploadIdSchema = z.string({ error: UPLOAD_ID }).regex(/^[A-Za-z0-9_-]{8,100}$/, UPLOAD_ID);
const count = (name: string) => z.coerce.number({ error: `${name} must be a whole number` })
  .int(`${name} must be a whole number`).min(0, `${name} must be 0 or more`);
export const chunkedInitSchema = z.object({
  uploadId: uploadIdSchema,
  fileName: z.string({ error: 'fileName is required' }).trim().min(1, 'fileName is required').max(255, 'fileName is too long (max 255)'),
  fileSize: z.number({ error: 'fileSize must be the file\'s size in bytes' }).int('fileSize must be a whole number')
    .positive('The file is empty: choose a video file'),
  totalChunks: z.number({ error: 'totalChunks must be a whole number' }).int('totalChunks must be a whole number')
    .positive('totalChunks must be 1 or more'),
  mimeType: z.string({ error: 'mimeType must be text' }).max(100, 'mimeType is too long').optional().default(''),
  sha256: z.string({ error: 'sha256 must be 64 hexadecimal digits' }).regex(/^[0-9a-fA-F]{64}$/, 'sha256 must be 64 hexadecimal digits')
    .nullish().transform((v) => v?.toLowerCase() ?? null),
  // absent metadata reads as empty, so the answer names the first missing field
  metadata: z.preprocess((v) => v ?? {}, videoUploadSchema.omit({ thumbnailUrl: true })),
});
export const chunkFieldsSchema = z.object({
  uploadId: uploadIdSchema,
  chunkIndex: count('chunkIndex'),
  totalChunks: count('totalChunks'),
});
export const chunkedCompleteSchema = z.object({ uploadId: uploadIdSchema });
export const uploadIdParams = z.object({ uploadId: uploadIdSchema });

export type ChunkedInitBody = z.input<typeof chunkedInitSchema>;
export type BattlerPatchBody = z.input<typeof battlerPatchSchema>;
export type EventBody = z.input<typeof eventSchema>;
/** As JSON; the upload sends the same fields as multipart form text. */
export type VideoBody = z.input<typeof videoUpdateSchema>;
/** A video's fields as the routes hand them on (after the schema's transforms): what the admin form edits. */
export type VideoFields = Omit<z.output<typeof videoUpdateSchema>, 'thumbnailUrl'>;
