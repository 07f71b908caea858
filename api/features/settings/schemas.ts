import { z } from 'zod';
import { LOGO_ANIMATIONS } from '../../../domain/settings/limits';

// Request bodies of the settings calls: zod and domain constants only, so the web can import the types.

export const animationSchema = z.object({
  value: z.enum(LOGO_ANIMATIONS, { error: `value must be one of: ${LOGO_ANIMATIONS.join(', ')}` }),
});

export const visibleSchema = z.object({
  value: z.union([z.string().max(20, 'value is too long'), z.boolean()], { error: "value must be 'true' or 'false'" })
    .transform((v) => String(v)),
});

export type AnimationBody = z.input<typeof animationSchema>;
export type VisibleBody = z.input<typeof visibleSchema>;
