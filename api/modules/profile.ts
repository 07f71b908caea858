import { profileRoutes } from '../features/profile/profile.router';
import type { ServerModule } from './module';

/** A signed-in user's own profile, password and avatar (services of the users module). */
export const profileModule: ServerModule = {
  name: 'profile',
  bind: () => undefined,
  projectors: [],
  routes: profileRoutes,
};
