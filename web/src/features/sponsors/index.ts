import { lazy } from 'react';
import type { FeatureModule, FirstData } from '../../lib/featureModule';
import { sponsorsApi } from './sponsorsApi';
import { sponsorsTags } from './tags';

const SponsorsPage = lazy(() => import('./SponsorsPage'));
const SponsorsTab = lazy(() => import('./admin/SponsorsTab').then((m) => ({ default: m.SponsorsTab })));

/** The showcase, with the page's code. */
const firstData: FirstData = (dispatch) => Promise.all([import('./SponsorsPage'), dispatch(sponsorsApi.endpoints.getApprovedSponsors.initiate())]);

export const sponsorsFeature: FeatureModule = {
  name: 'sponsors',
  routes: [{ path: 'sponsors', Component: SponsorsPage, handle: { firstData } }],
  adminTabs: [{ id: 'sponsors', label: 'Sponsors', order: 20, Panel: SponsorsTab }],
  tags: sponsorsTags,
};
export { useGetSponsorshipTiersQuery, useGetFutureEventsQuery, useGetApprovedSponsorsQuery } from './sponsorsApi';
export type { FutureEventWire, SponsorshipTierWire } from './sponsorsApi';
