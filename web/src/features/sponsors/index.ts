import type { FeatureModule } from '../../app/featureModule';
import SponsorsPage from './SponsorsPage';
import { sponsorsTags } from './tags';

export const sponsorsFeature: FeatureModule = {
  name: 'sponsors',
  routes: [{ path: 'sponsors', Component: SponsorsPage }],
  tags: sponsorsTags,
};
export { useGetSponsorshipTiersQuery, useGetFutureEventsQuery, useGetApprovedSponsorsQuery } from './sponsorsApi';
export type { FutureEventWire, SponsorshipTierWire } from './sponsorsApi';
