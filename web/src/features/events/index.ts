import type { FeatureModule, FirstData } from '../../lib/featureModule';
import { catalogueApi } from '../catalogue';
import EventsPage from './EventsPage';
import { searchTermOf } from './searchParam';

// What other features (the landing page, battler history) use from the Events screen.
export { eventDateLabel } from './eventDate';
export { eventPath, eventQueryPath, videoPath } from './links';
export { MEMBERS_ONLY_TOAST_MS, useMembersOnlyNotice } from './useMembersOnlyNotice';
export { errorText } from './errorText';

/** The list, searched as the address's ?q= asks (the box's first term), on /events and an event's page. */
const firstData: FirstData = (dispatch, search) => dispatch(catalogueApi.endpoints.getEvents.initiate(searchTermOf(search) || undefined));

export const eventsFeature: FeatureModule = {
  name: 'events',
  routes: [
    // ?event=X is that event's page (focus moves to it as to any page: app/RootLayout's PageHandle);
    // ?video= only opens the player
    { path: 'events', Component: EventsPage, handle: { firstData, pageParams: ['event'] } },
    { path: 'events/:eventId', Component: EventsPage, handle: { firstData } },
  ],
};
