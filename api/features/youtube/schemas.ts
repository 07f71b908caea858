import { z } from 'zod';
import { multiLineText } from '../../http/text';
import { BATCH_SYNC_MAX, REVIEW_NOTES_MAX, SEARCH_NAME_MAX } from '../../../domain/youtube/limits';

// Request bodies of the admin YouTube calls: zod and domain constants only, so the web can import the types.

/** blank or absent: the search name kept from the last sync, else the battler's name */
export const youtubeSyncSchema = z.object({
  searchName: z.string({ error: 'searchName must be text' }).max(SEARCH_NAME_MAX, `searchName must be at most ${SEARCH_NAME_MAX} characters`)
    .nullish().transform((v) => (v == null || v.trim() === '' ? undefined : v.trim())),
}).default({ searchName: undefined });

export const youtubeReviewSchema = z.object({
  isRelevant: z.boolean({ error: 'isRelevant must be true or false' }),
  reviewNotes: multiLineText(z.string({ error: 'reviewNotes must be text' }).max(REVIEW_NOTES_MAX, `reviewNotes must be at most ${REVIEW_NOTES_MAX} characters`)
    .nullish().transform((v) => (v == null || v.trim() === '' ? null : v.trim()))),
});

export const youtubeBatchSchema = z.object({
  maxBattlers: z.number({ error: `maxBattlers must be a whole number from 1 to ${BATCH_SYNC_MAX}` })
    .int(`maxBattlers must be a whole number from 1 to ${BATCH_SYNC_MAX}`)
    .min(1, `maxBattlers must be a whole number from 1 to ${BATCH_SYNC_MAX}`)
    .max(BATCH_SYNC_MAX, `maxBattlers must be at most ${BATCH_SYNC_MAX}`)
    .default(BATCH_SYNC_MAX),
}).default({ maxBattlers: BATCH_SYNC_MAX });

export type YoutubeSyncBody = z.input<typeof youtubeSyncSchema>;
export type YoutubeReviewBody = z.input<typeof youtubeReviewSchema>;
export type YoutubeBatchBody = z.input<typeof youtubeBatchSchema>;
