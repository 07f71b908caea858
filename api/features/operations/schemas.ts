import { z } from 'zod';

/** a projector's or reactor's name, as /api/admin/projections lists it */
export const processorParams = z.object({ name: z.string().regex(/^[a-z0-9_-]{1,100}$/i, 'Unknown projector or reactor') });

export const REBUILD_RUNNING = 'A rebuild is already running; wait for it to finish';
export const REACTORS_NOT_REBUILT = 'Reactors are not rebuilt: their effects (mails, renditions) happened once';
