import type { FeatureModule } from '../../app/featureModule';
import EventsPage from './EventsPage';

// What other features (the landing page, battler history) use from the Events screen.
export { eventDateLabel } from './eventDate';
export { eventPath, eventQueryPath, videoPath } from './links';
export { MEMBERS_ONLY_TOAST_MS, useMembersOnlyNotice } from './useMembersOnlyNotice';
export { errorText } from './errorText';

export const eventsFeature: FeatureModule = {
  name: 'events',
  routes: [
    { path: 'events', Component: EventsPage },
    { path: 'events/:eventId', Component: EventsPage },
  ],
};
