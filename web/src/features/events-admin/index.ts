import { lazy } from 'react';
import type { FeatureModule } from '../../lib/featureModule';

const EventsPanel = lazy(() => import('./EventsPanel').then((m) => ({ default: m.EventsPanel })));

/** The admins' Events tab; the public event pages are features/events, the tags the catalogue's. */
export const eventsAdminFeature: FeatureModule = {
  name: 'events-admin',
  adminTabs: [{ id: 'events', label: 'Events', order: 60, Panel: EventsPanel }],
};
