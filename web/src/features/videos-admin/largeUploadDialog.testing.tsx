import { json, renderApp, stubFetch } from '../../testing/render';
export { withFakeXhr } from '../large-upload/largeUpload.testing';
import { makeEvent, makeVideo } from '../catalogue/adminFixtures.testing';
import { VideosPanel } from './VideosPanel';

// The Large Video Upload dialog's suites share these: the videos panel it opens from, a fake XHR.

export const MB = 1024 * 1024;
const summer = makeEvent({ id: 'e1', title: 'Summer Smackdown' });
export type Handler = Parameters<typeof stubFetch>[0][string];

/** `extra` itself becomes the handler table, so a test can add a route once it knows the id. */
export function setup(extra: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'GET /api/events': () => json(200, [summer]),
    'GET /api/admin/videos': () => json(200, [makeVideo({ id: 'v1', eventId: 'e1' })]),
    'GET /api/battlers/search': () => json(200, []),
  };
  const stub = stubFetch(Object.assign(extra, { ...defaults, ...extra }));
  renderApp(<VideosPanel />);
  return stub;
}
