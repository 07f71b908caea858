import { adminUsersRoutes } from '../features/admin-users/admin-users.router';
import type { ServerModule } from './module';

/** The admin's user list, role changes, password resets and the audit log (services of the users module). */
export const adminUsersModule: ServerModule = {
  name: 'admin-users',
  bind: () => undefined,
  projectors: [],
  routes: adminUsersRoutes,
};
