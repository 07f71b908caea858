import type { z } from 'zod';
import { chunkFieldsSchema, videoUpdateSchema, videoUploadSchema } from '../features/catalogue/schemas';

/**
 * The multipart routes' forms: their parsers run as `pre` steps, so the route
 * declarations hold no body schema to describe them from. `fields` are the text
 * parts (the route's own body schema when it has one).
 */
export const multipartForms: Record<string, { files: readonly string[]; fields?: z.ZodType }> = {
  'POST /admin/system-settings/logo': { files: ['logo'] },
  'POST /battlers/:id/profile-image': { files: ['profileImage'] },
  'POST /battlers/:id/cover-image': { files: ['coverImage'] },
  'POST /admin/battlers/:id/profile-image': { files: ['profileImage'] },
  'POST /profile/avatar': { files: ['profilePicture'] },
  'POST /admin/sponsors/:id/logo': { files: ['logo'] },
  'POST /admin/events': { files: ['thumbnail'] },
  'PUT /admin/events/:id': { files: ['thumbnail'] },
  'POST /admin/videos': { files: ['video', 'thumbnail'], fields: videoUploadSchema },
  'PUT /admin/videos/:id': { files: ['thumbnail'], fields: videoUpdateSchema },
  'POST /admin/videos/upload-optimized': { files: ['video', 'thumbnail'], fields: videoUploadSchema },
  'POST /admin/videos/upload-chunked/chunk': { files: ['chunk'], fields: chunkFieldsSchema },
};

/** What a route that writes its own answer sends (a redirect, a stream). */
export const ownAnswers: Record<string, Record<string, { description: string; content?: string }>> = {
  'GET /favicon': { 200: { description: 'the site logo, or the default mark', content: 'image/*' } },
  'GET /login': { 302: { description: 'to the sign-in page of the site (/auth)' } },
  'GET /docs': { 200: { description: 'this description as a page', content: 'text/html' } },
  'GET /sponsorship-applications/:id/reach.csv': {
    200: { description: 'the reach as CSV: day,views,votes per day, a blank line, then one row per event', content: 'text/csv' },
  },
};
