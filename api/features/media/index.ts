import { mediaRouter } from './media.router';
import { storageRoutes } from './storage.router';
import type { ServerModule } from '../slice';

/**
 * Video bytes by video id at /media, refusing members-only videos to visitors
 * (catalogue's services); the admin's storage test at /api/admin/gcs/test.
 */
export const mediaSlice: ServerModule = {
  name: 'media',
  bind: () => undefined,
  projectors: [],
  routes: storageRoutes,
  mount: (app, deps, session) => {
    app.use('/media', mediaRouter(deps, session));
  },
};
