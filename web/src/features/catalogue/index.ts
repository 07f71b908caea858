import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';
import { catalogueTags } from './tags';

export * from './types';
export * from './catalogueApi';
export * from './format';

// The catalogue owns events, videos and battlers, so it owns their admin tabs;
// the public pages for them live in the events and battlers features.
const BattlersPanel = lazy(() => import('./admin/BattlersPanel').then((m) => ({ default: m.BattlersPanel })));
const EventsPanel = lazy(() => import('./admin/EventsPanel').then((m) => ({ default: m.EventsPanel })));
const VideosPanel = lazy(() => import('./admin/VideosPanel').then((m) => ({ default: m.VideosPanel })));
const LargeUploadIndicator = lazy(() => import('./admin/LargeUploadIndicator').then((m) => ({ default: m.LargeUploadIndicator })));

export const catalogueFeature: FeatureModule = {
  name: 'catalogue',
  adminTabs: [
    { id: 'battlers', label: 'Battlers', order: 50, Panel: BattlersPanel },
    { id: 'events', label: 'Events', order: 60, Panel: EventsPanel },
    { id: 'videos', label: 'Videos', order: 70, Panel: VideosPanel },
  ],
  AdminStatus: LargeUploadIndicator,
  tags: catalogueTags,
};
