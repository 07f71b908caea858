import { lazy } from 'react';
import type { FeatureModule } from '../../app/featureModule';
import { sponsorsTags } from './tags';

const SponsorsPage = lazy(() => import('./SponsorsPage'));
const SponsorsTab = lazy(() => import('./admin/SponsorsTab').then((m) => ({ default: m.SponsorsTab })));

export const sponsorsFeature: FeatureModule = {
  name: 'sponsors',
  routes: [{ path: 'sponsors', Component: SponsorsPage }],
  adminTabs: [{ id: 'sponsors', label: 'Sponsors', order: 20, Panel: SponsorsTab }],
  tags: sponsorsTags,
};
export { useGetSponsorshipTiersQuery, useGetFutureEventsQuery, useGetApprovedSponsorsQuery } from './sponsorsApi';
export type { FutureEventWire, SponsorshipTierWire } from './sponsorsApi';
