import type { RouteObject } from 'react-router';
import { adminFeature } from '../features/admin';
import { features } from './features';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Every feature's pages under the one root layout; the router ranks them, so their order does not matter. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [...features, adminFeature].flatMap((f) => f.routes ?? []),
  },
];
