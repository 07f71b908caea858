import type { FeatureModule } from '../../app/featureModule';
import NotFoundPage from './NotFoundPage';

export const notFoundFeature: FeatureModule = {
  name: 'not-found',
  routes: [{ path: '*', Component: NotFoundPage }],
};
