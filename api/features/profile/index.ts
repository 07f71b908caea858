import { profileRoutes } from './profile.router';
import type { ServerModule } from '../slice';

/** A signed-in user's own profile, password and avatar (services of the users module). */
export const profileSlice: ServerModule = {
  name: 'profile',
  bind: () => undefined,
  projectors: [],
  routes: profileRoutes,
};
