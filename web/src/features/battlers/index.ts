import { lazy } from 'react';
import type { FeatureModule, FirstData } from '../../lib/featureModule';
import { catalogueApi } from '../catalogue';
import { settingsApi } from '../settings';
import { AS_OF_PARAM } from './asOf/asOf';

// Not on the landing page or the events list: each loads when its page is opened.
const BattlersPage = lazy(() => import('./BattlersPage'));
const BattlerDetailPage = lazy(() => import('./BattlerDetailPage'));

/** The standings (today's: an 'as of' date asks for its own) and the views switch, with the page's code. */
const battlersFirstData: FirstData = (dispatch, search) => Promise.all([
  import('./BattlersPage'),
  search.has(AS_OF_PARAM) ? undefined : dispatch(catalogueApi.endpoints.getBattlersWithStats.initiate(undefined)),
  dispatch(settingsApi.endpoints.getSetting.initiate('youtube_views_visible')),
]);

export const battlersFeature: FeatureModule = {
  name: 'battlers',
  routes: [
    { path: 'battlers', Component: BattlersPage, handle: { firstData: battlersFirstData } },
    { path: 'battlers/:id', Component: BattlerDetailPage },
  ],
};
