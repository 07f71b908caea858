import { z } from 'zod';

/** a projector's or reactor's name, as /api/admin/projections lists it */
export const processorParams = z.object({ name: z.string().regex(/^[a-z0-9_-]{1,100}$/i, 'Unknown projector or reactor') });
