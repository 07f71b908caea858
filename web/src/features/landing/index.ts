import type { FeatureModule } from '../../lib/featureModule';
import { landingFirstData } from './firstData';
import LandingPage from './LandingPage';

export const landingFeature: FeatureModule = {
  name: 'landing',
  routes: [{ index: true, Component: LandingPage, handle: { firstData: landingFirstData } }],
};
