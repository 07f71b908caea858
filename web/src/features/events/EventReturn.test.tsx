import { fireEvent, screen, waitFor } from '@testing-library/react';
import { makeEvent, makeVideo } from '../catalogue/fixtures.testing';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import EventsPage from './EventsPage';
import { backTarget, listState } from './links';

const event = makeEvent({ id: 'e1', title: 'Summer Smackdown', eventDate: '2025-03-07T20:00:00.000Z' });
const other = makeEvent({ id: 'e2', title: 'Winter Warfare', eventDate: '2025-01-07T20:00:00.000Z' });
const battle = makeVideo({ id: 'v1', title: 'Opening Clash', eventId: 'e1' });

const api = {
  ...visitor,
  'GET /api/events': () => json(200, [event, other]),
  'GET /api/events/e1/videos': () => json(200, [battle]),
  'GET /api/videos/v1/votes': () => json(200, { battlerAVotes: 0, battlerBVotes: 0, totalVotes: 0 }),
  'GET /api/videos/v1/comments': () => json(200, []),
};

const routes = [{ path: '/events/:eventId', element: <EventsPage /> }];

describe('an event opened from a searched list', () => {
  it('goes back to the list as it was left, search included', async () => {
    stubFetch(api);
    const { router } = renderApp(<EventsPage />, { route: '/events?q=summer', path: '/events', routes });
    const links = await screen.findAllByRole('link', { name: 'View Videos' });
    fireEvent.click(links.find((a) => a.getAttribute('href') === '/events/e1')!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/events?q=summer');
    fireEvent.click(screen.getByRole('link', { name: /Back to Events/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=summer'));
  });

  it('carries nothing from elsewhere, and takes only a search from history state', () => {
    expect(listState({ pathname: '/', search: '?q=x' })).toBeUndefined();
    expect(listState({ pathname: '/events', search: '' })).toBeUndefined();
    expect(backTarget({ from: null, battlerId: null }, { listSearch: '//evil.example' }).to).toBe('/events');
    expect(backTarget({ from: null, battlerId: null }, null).to).toBe('/events');
  });
});

describe('the document title', () => {
  it("names the battle on a battle link, as the server's page head does", async () => {
    stubFetch(api);
    renderApp(<EventsPage />, { route: '/events/e1?video=v1', path: '/events/:eventId' });
    await waitFor(() => expect(document.title).toMatch(/^Opening Clash \| /));
  });
});
