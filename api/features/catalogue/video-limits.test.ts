import { chunkedInitSchema, videoUpdateSchema, videoUploadSchema } from './schemas';
import { BATTLER_NAME_MAX } from '../../../domain/battler/limits';
import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '../../../domain/video/limits';

// The API's schemas take these limits from the domain, as the web's forms do: at the limit, and one past it.
describe("a video's limits are the API's", () => {
  const video = { title: 'Ace vs Blaze', eventId: 'e1', description: '', battlerAName: 'Ace', battlerBName: 'Blaze' };
  const atLimit = {
    title: 't'.repeat(VIDEO_TITLE_MAX), description: 'd'.repeat(VIDEO_DESCRIPTION_MAX),
    battlerAName: 'a'.repeat(BATTLER_NAME_MAX), battlerBName: 'b'.repeat(BATTLER_NAME_MAX),
  };
  const past = [
    { title: 't'.repeat(VIDEO_TITLE_MAX + 1) },
    { description: 'd'.repeat(VIDEO_DESCRIPTION_MAX + 1) },
    { battlerAName: 'a'.repeat(BATTLER_NAME_MAX + 1) },
    { battlerBName: 'b'.repeat(BATTLER_NAME_MAX + 1) },
  ];

  it.each([
    ['upload', (v: object) => videoUploadSchema.safeParse(v).success],
    ['edit', (v: object) => videoUpdateSchema.safeParse(v).success],
    ['large upload', (metadata: object) => chunkedInitSchema.safeParse({
      uploadId: 'upload-123', fileName: 'battle.mp4', fileSize: 1000, totalChunks: 1, metadata,
    }).success],
  ])('%s', (_, ok) => {
    expect(ok({ ...video, ...atLimit })).toBe(true);
    for (const over of past) expect(ok({ ...video, ...over })).toBe(false);
  });
});
