import type { RouteObject } from 'react-router';
import { adminFeature } from '../features/admin';
import { authApi } from '../features/auth/authApi';
import { settingsApi } from '../features/settings/settingsApi';
import { features } from './features';
import type { FirstData } from '../lib/featureModule';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Every page's bar: who is signed in and the logo (useCurrentUser, SiteLogo). */
const everyPage: FirstData = (dispatch) => Promise.all([
  dispatch(authApi.endpoints.getCurrentUser.initiate()),
  dispatch(settingsApi.endpoints.getSiteLogo.initiate()),
  dispatch(settingsApi.endpoints.getSetting.initiate('logo_animation')),
]);

/** Every feature's pages under the one root layout; the router ranks them, so their order does not matter. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    handle: { firstData: everyPage },
    children: [...features, adminFeature(features)].flatMap((f) => f.routes ?? []),
  },
];
