import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { usersTags } from './tags';

// The audit log records role changes and password resets: it sits under the users it is about.
const UsersTab = lazy(() => import('./admin/UsersTab'));

/** User accounts as the admins manage them; signing in and the profile are the auth and profile features. */
export const usersFeature: FeatureModule = {
  name: 'users',
  adminTabs: [{ id: 'users', label: 'Users', order: 40, Panel: UsersTab }],
  tags: usersTags,
};
