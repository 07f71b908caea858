import { z } from 'zod';

// Request bodies and queries of the duplicate and merge calls (issue 13): zod only, so the web can import the types.

const battlerId = (name: string) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(100, `${name} is too long`);

export const similarBattlersSchema = z.object({
  name: z.string({ error: 'name must be 1 to 255 characters' }).trim().min(1, 'name must be 1 to 255 characters').max(255, 'name must be 1 to 255 characters'),
});

export const mergePreviewSchema = z.object({ sourceId: battlerId('sourceId'), targetId: battlerId('targetId') });

export const mergeBattlersSchema = z.object({ sourceId: battlerId('sourceId'), targetId: battlerId('targetId') });
export type MergeBattlersBody = z.input<typeof mergeBattlersSchema>;
