import { screen, within } from '@testing-library/react';
import EventsPage from '../features/events/EventsPage';
import { renderApp, stubFetch, visitor } from '../testing/render';

const PROXY_PAGE = '<!DOCTYPE html><html><head><title>500</title></head><body><h1>Internal Server Error</h1><pre>at handler (/srv/app.js:1:1)</pre></body></html>';

const showEvents = () => renderApp(<EventsPage />, { route: '/events', path: '/events' });

describe('a failed list, as the visitor sees it', () => {
  it('given an HTML 500 for the events, then the page says the server had a problem, with no markup and no bare status', async () => {
    stubFetch({
      ...visitor,
      'GET /api/events': () => new Response(PROXY_PAGE, { status: 500, statusText: 'Internal Server Error', headers: { 'content-type': 'text/html' } }),
    });
    showEvents();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The server had a problem. Please try again.')).toBeInTheDocument();
    expect(alert.textContent).not.toMatch(/<|html|500/i);
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('given the network is down, then the page says the server could not be reached', async () => {
    stubFetch({ ...visitor, 'GET /api/events': () => Promise.reject(new TypeError('Failed to fetch')) });
    showEvents();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not reach the server. Check your connection.')).toBeInTheDocument();
    expect(alert.textContent).not.toMatch(/TypeError|Failed to fetch/);
  });
});
