import type { FeatureModule } from '../../app/featureModule';
import SponsorsPage from './SponsorsPage';

export const sponsorsFeature: FeatureModule = {
  name: 'sponsors',
  routes: [{ path: 'sponsors', Component: SponsorsPage }],
};
