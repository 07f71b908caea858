import type { FeatureModule } from '../../lib/featureModule';
import NotFoundPage from './NotFoundPage';

export const notFoundFeature: FeatureModule = {
  name: 'not-found',
  routes: [{ path: '*', Component: NotFoundPage }],
};
