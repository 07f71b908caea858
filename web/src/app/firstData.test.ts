// a test, never bundled: it checks the server's preload table against what the pages ask for
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { EVERY_PAGE, PAGE_HINTS } from '../../../api/http/page-hints';
import { json, makeUser, stubFetch } from '../testing/render';
import { matchRoutes } from 'react-router';
import { loadFirstData } from './firstData';
import { routes } from './router';
import { makeStore } from './store';

/** The first data for an address, from the routes it matches (web/src/main.tsx hands over the router's own matches). */
const firstData = (store: ReturnType<typeof makeStore>, pathname: string, search: string, waitMs: number) =>
  loadFirstData(store, matchRoutes(routes, pathname) ?? [], search, waitMs);
const queryKeys = (store: ReturnType<typeof makeStore>) => Object.keys(store.getState().api.queries).sort();

describe('the first data a page asks for, before its first render', () => {
  it('starts every matched route\'s reads: the bar\'s and the events list on /events', async () => {
    const { calls } = stubFetch({
      'GET /api/auth/user': () => json(200, makeUser()),
      'GET /api/events': () => json(200, []),
      'GET /api/system-settings/site_logo': () => json(404, { message: 'Not found' }),
      'GET /api/system-settings/logo_animation': () => json(404, { message: 'Not found' }),
    });
    const store = makeStore();
    await firstData(store, '/events', '', 5000);
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/api/auth/user', '/api/events', '/api/system-settings/logo_animation', '/api/system-settings/site_logo',
    ]);
    expect(store.getState().api.queries['getEvents(undefined)']?.data).toEqual([]);
  });

  it('asks the landing page\'s main videos once the events are in', async () => {
    const past = (id: string, day: number) => ({ id, name: id, eventDate: `2024-01-0${day}T00:00:00.000Z` });
    const { calls } = stubFetch({
      'GET /api/events': () => json(200, [past('e-1', 1), past('e-2', 2), { id: 'e-3', name: 'later', eventDate: null }]),
      'GET /api/events/e-1/main-video': () => json(200, null),
      'GET /api/events/e-2/main-video': () => json(200, null),
    });
    await firstData(makeStore(), '/', '', 5000);
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(['/api/events/e-2/main-video', '/api/events/e-1/main-video']));
    expect(calls.map((c) => c.path)).not.toContain('/api/events/e-3/main-video');
  });

  it('leaves an \'as of\' standings page to ask for its own date', async () => {
    const { calls } = stubFetch({});
    await firstData(makeStore(), '/battlers', '?asOf=2024-01-01', 5000);
    expect(calls.map((c) => c.path)).not.toContain('/api/battlers-with-stats');
  });

  it('does not hold the page for a slow answer', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
    const store = makeStore();
    await firstData(store, '/sponsors', '', 50);
    expect(queryKeys(store)).toEqual(expect.arrayContaining(['getApprovedSponsors(undefined)', 'getCurrentUser(undefined)']));
    expect(queryKeys(store)).not.toContain('getEvents(undefined)');
  });

  it('holds what it read until released (the signed-in user is kept no longer than it is used)', async () => {
    stubFetch({ 'GET /api/auth/user': () => json(200, makeUser()), 'GET /api/approved-sponsors': () => json(200, []) });
    const store = makeStore();
    const release = await firstData(store, '/sponsors', '', 5000);
    const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
    await tick();
    expect(queryKeys(store)).toContain('getCurrentUser(undefined)');
    release();
    await tick();
    expect(queryKeys(store)).not.toContain('getCurrentUser(undefined)');
    expect(queryKeys(store)).toContain('getApprovedSponsors(undefined)');
  });

  it.each(Object.keys(PAGE_HINTS))('asks on %s for every read the server preloads for it, with the same URL', async (page) => {
    const { calls } = stubFetch({ 'GET /api/events': () => json(200, []) });
    await firstData(makeStore(), page, '', 5000);
    const asked = calls.map((c) => c.path);
    for (const url of [...EVERY_PAGE, ...(PAGE_HINTS[page].api ?? [])]) expect(asked).toContain(url);
  });
});
