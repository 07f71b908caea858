import { mediaRouter } from '../features/media/media.router';
import { storageRoutes } from '../features/media/storage.router';
import type { ServerModule } from './module';

/**
 * Video bytes by video id at /media, refusing members-only videos to visitors
 * (catalogue's services); the admin's storage test at /api/admin/gcs/test.
 */
export const mediaModule: ServerModule = {
  name: 'media',
  bind: () => undefined,
  projectors: [],
  routes: storageRoutes,
  mount: (app, deps, session) => {
    app.use('/media', mediaRouter(deps, session));
  },
};
