import type { LeagueEvent, Video } from '../catalogue';
import { makeEvent as makeBaseEvent, makeVideo as makeBaseVideo } from '../catalogue/fixtures.testing';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import EventsPage from './EventsPage';

// The events page's fixtures and render helpers, shared by its list and player suites.

/** An event on a night in Albuquerque, with its poster. */
export function makeEvent(over: Partial<LeagueEvent> = {}): LeagueEvent {
  return makeBaseEvent({
    description: 'Six battles in Albuquerque.',
    thumbnailUrl: '/uploads/e1.jpg',
    eventDate: '2025-03-07T20:00:00.000Z',
    ...over,
  });
}

/** Battles with counted views and votes, on the event's night. */
export function makeVideo(over: Partial<Video> = {}): Video {
  return makeBaseVideo({
    thumbnailUrl: '/uploads/v1.jpg',
    viewCount: 1234,
    eventDate: '2025-03-07T20:00:00.000Z',
    battlerAVotes: 3,
    battlerBVotes: 5,
    totalVotes: 8,
    ...over,
  });
}

export const event = makeEvent();
export const open = makeVideo({ id: 'v1', title: 'Opening Clash', isMainEvent: true });
export const locked = makeVideo({
  id: 'v2',
  title: 'Members Clash',
  videoUrl: '/media/videos/v2',
  battlerAId: 'b3',
  battlerBId: 'b4',
  battlerAName: 'Gamma',
  battlerBName: 'Delta',
  requiresAuth: true,
  duration: 65,
  battlerAVotes: 10,
  battlerBVotes: 2,
  viewCount: 1,
});

const routes = [
  { path: '/events/:eventId', element: <EventsPage /> },
  { path: '/battlers/:id', element: <p>battler page</p> },
  { path: '/auth', element: <p>auth page</p> },
];

export function renderEvents(route: string) {
  return renderApp(<EventsPage />, { route, path: '/events', routes });
}

/** Every requested URL, query included (stubFetch's `calls` keep only the path). */
export function urls(fn: jest.Mock): string[] {
  return fn.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    return url.pathname + url.search;
  });
}

export const withEvents = (list: LeagueEvent[], videos: Video[] = [], extra = {}) => ({
  ...visitor,
  'GET /api/events': () => json(200, list),
  'GET /api/events/e1/videos': () => json(200, videos),
  // the player's voting card and comments (tested in features/engagement)
  ...Object.fromEntries(
    videos.flatMap((v) => [
      [`GET /api/videos/${v.id}/votes`, () => json(200, { battlerAVotes: v.battlerAVotes, battlerBVotes: v.battlerBVotes, totalVotes: v.totalVotes })],
      [`GET /api/videos/${v.id}/comments`, () => json(200, [])],
    ]),
  ),
  ...extra,
});

beforeEach(() => sessionStorage.clear());

export function renderEventsWith(handlers: Parameters<typeof stubFetch>[0], route: string) {
  stubFetch(handlers);
  return renderEvents(route);
}
