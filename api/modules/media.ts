import { mediaRouter } from '../features/media/media.router';
import type { ServerModule } from './module';

/** Video bytes by video id at /media, refusing members-only videos to visitors (catalogue's services). */
export const mediaModule: ServerModule = {
  name: 'media',
  bind: () => undefined,
  projectors: [],
  mount: (app, deps, session) => {
    app.use('/media', mediaRouter(deps, session));
  },
};
