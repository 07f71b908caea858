import { adminUsersRoutes } from './admin-users.router';
import type { ServerModule } from '../slice';

/** The admin's user list, role changes, password resets and the audit log (services of the users module). */
export const adminUsersSlice: ServerModule = {
  name: 'admin-users',
  bind: () => undefined,
  projectors: [],
  routes: adminUsersRoutes,
};

/** What the slice answers, as the web and the OpenAPI document read it (the web imports them from ./wire-types.ts, the answers script reads every slice's). */
export type * from './wire-types';
