import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { profileTags } from './tags';

const ProfilePage = lazy(() => import('./ProfilePage'));

export const profileFeature: FeatureModule = {
  name: 'profile',
  // the profile page explains itself to visitors instead of redirecting
  routes: [{ path: 'profile', Component: ProfilePage }],
  tags: profileTags,
};
