import type { FeatureModule } from '../../app/featureModule';
import ContactPage from './ContactPage';

export const contactFeature: FeatureModule = {
  name: 'contact',
  routes: [{ path: 'contact', Component: ContactPage }],
};
