import { fireEvent, screen, within } from '@testing-library/react';
import { json, renderApp, stubFetch } from '../../testing/render';
import { ReachPanel } from './ReachPanel';
import type { SponsorReachWire } from './reachApi';

const reach: SponsorReachWire = {
  applicationId: 'app-1',
  companyName: 'Acme Audio',
  period: { start: '2026-11-01', end: '2026-11-03' },
  events: [
    { eventId: 'e1', title: 'Desert Clash', eventDate: '2026-11-02', videos: 3, views: 1200, uniqueViewers: 800, watchSeconds: 3 * 3600 + 300, votes: 95, comments: 14 },
  ],
  totals: { views: 1200, uniqueViewers: 800, watchSeconds: 3 * 3600 + 300, votes: 95, comments: 14 },
  daily: [
    { day: '2026-11-01', views: 0, votes: 0 },
    { day: '2026-11-02', views: 1000, votes: 80 },
    { day: '2026-11-03', views: 200, votes: 15 },
  ],
};

describe('sponsor reach panel', () => {
  it('shows the totals, the daily figures as a table for screen readers, the events and the CSV link', async () => {
    stubFetch({ 'GET /api/sponsorship-applications/app-1/reach': () => json(200, reach) });
    renderApp(<ReachPanel applicationId="app-1" />);
    const panel = await screen.findByRole('region', { name: 'Reach: Acme Audio' });
    expect(within(panel).getByText('1,200', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).getByText('3 h 05 min', { selector: 'dd' })).toBeInTheDocument();
    const daily = within(panel).getByRole('table', { name: 'Views and votes per day' });
    expect(within(daily).getAllByRole('row')).toHaveLength(4);
    expect(within(daily).getByRole('row', { name: /2026-11-02 1,000 80/ })).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: /Desert Clash/ })).toHaveTextContent('800');
    expect(within(panel).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/sponsorship-applications/app-1/reach.csv');
  });

  it('shows the table to everyone on request', async () => {
    stubFetch({ 'GET /api/sponsorship-applications/app-1/reach': () => json(200, reach) });
    renderApp(<ReachPanel applicationId="app-1" />);
    const toggle = await screen.findByRole('button', { name: 'Show table' });
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows the server's message when the application is not approved", async () => {
    stubFetch({ 'GET /api/sponsorship-applications/app-1/reach': () => json(409, { message: 'Reach is shown for approved sponsorships only' }) });
    renderApp(<ReachPanel applicationId="app-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the reach');
    expect(alert).toHaveTextContent('Reach is shown for approved sponsorships only');
  });
});
