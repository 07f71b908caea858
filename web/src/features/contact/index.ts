import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';

const ContactPage = lazy(() => import('./ContactPage'));

export const contactFeature: FeatureModule = {
  name: 'contact',
  routes: [{ path: 'contact', Component: ContactPage }],
};
