import { z } from 'zod';
import { idParam } from './validate';

/** The params of a route with one `:id`. */
export const idParams = z.object({ id: idParam });
