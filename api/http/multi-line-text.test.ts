import { z } from 'zod';
import { battlerApplicationSchema } from '../features/battler-applications/schemas';
import { battlerPatchSchema, eventSchema, videoUpdateSchema, videoUploadSchema } from '../features/catalogue/schemas';
import { claimRequestSchema, claimReviewSchema, ownerProfileSchema } from '../features/claims/schemas';
import { editCommentSchema, postCommentSchema, removeCommentSchema } from '../features/engagement/schemas';
import { reviewSchema, sponsorPatchSchema, sponsorshipApplicationSchema, sponsorshipReviewSchema, tierSchema, tierUpdateSchema } from '../features/sponsorship/schemas';
import { youtubeReviewSchema } from '../features/youtube/schemas';
import { multiLineText, textIssues } from './text';

const TWO_LINES = 'Line one\r\n\tline two';
const refused = (schema: z.ZodType, value: unknown) => textIssues(schema.parse(value), schema).map((i) => i.path?.join('.'));

describe('multiLineText', () => {
  it('lets line breaks through the marked field only, however the schema wraps it', () => {
    const schema = z.object({
      title: z.string(),
      notes: multiLineText(z.string().trim()).nullish().transform((v) => v ?? null),
      list: z.array(z.object({ body: multiLineText(z.string()), name: z.string() })),
      either: z.union([z.number(), multiLineText(z.string())]),
    });
    const value = { title: TWO_LINES, notes: TWO_LINES, list: [{ body: TWO_LINES, name: TWO_LINES }], either: TWO_LINES };
    expect(refused(schema, value)).toEqual(['title', 'list.0.name']);
  });

  it('keeps the other rules in a multi-line field: no other control character, no invisible formatting', () => {
    const schema = z.object({ notes: multiLineText(z.string()) });
    expect(refused(schema, { notes: 'a\u0000b' })).toEqual(['notes']);
    expect(refused(schema, { notes: 'a\u202Eb' })).toEqual(['notes']);
  });

  it('marks the fields the forms give a text area', () => {
    const marked: [z.ZodType, Record<string, unknown>][] = [
      [tierSchema, { name: 'Gold', cost: '$5', benefits: TWO_LINES }],
      [tierUpdateSchema, { benefits: TWO_LINES }],
      [sponsorshipApplicationSchema, { companyName: 'Co', contactName: 'Al', email: 'a@b.co', sponsorshipLevel: 'Gold', message: TWO_LINES }],
      [sponsorshipReviewSchema, { status: 'approved', reviewNotes: TWO_LINES }],
      [reviewSchema, { status: 'rejected', reviewNotes: TWO_LINES }],
      [sponsorPatchSchema, { description: TWO_LINES }],
      [battlerApplicationSchema, { battlerName: 'Ace', email: 'a@b.co', experience: `${TWO_LINES} and more`, socialMedia: TWO_LINES }],
      [battlerPatchSchema, { quote: TWO_LINES, memorialNotes: TWO_LINES }],
      [eventSchema, { title: 'Clash', description: TWO_LINES }],
      [videoUploadSchema, { title: 'Round', eventId: 'e1', description: TWO_LINES }],
      [videoUpdateSchema, { title: 'Round', eventId: 'e1', description: TWO_LINES }],
      [claimRequestSchema, {
        contactEmail: 'a@b.co', battleHistory: `${TWO_LINES} `.repeat(5), additionalInfo: TWO_LINES, battleVideos: ['https://example.com/v'],
      }],
      [claimReviewSchema, { status: 'approved', reviewNotes: TWO_LINES }],
      [ownerProfileSchema, { quote: TWO_LINES }],
      [postCommentSchema, { content: TWO_LINES }],
      [editCommentSchema, { content: TWO_LINES }],
      [removeCommentSchema, { reason: TWO_LINES }],
      [youtubeReviewSchema, { isRelevant: true, reviewNotes: TWO_LINES }],
    ];
    for (const [schema, value] of marked) expect(refused(schema, value)).toEqual([]);
    // a name stays one line beside them
    expect(refused(tierSchema, { name: TWO_LINES, cost: '$5', benefits: TWO_LINES })).toEqual(['name']);
  });
});
