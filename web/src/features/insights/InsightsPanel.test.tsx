import { fireEvent, screen, within } from '@testing-library/react';
import { json, renderApp, stubFetch } from '../../testing/render';
import { InsightsPanel } from './InsightsPanel';
import type { InsightsWire } from './insightsApi';

const insights: InsightsWire = {
  period: { start: '2026-11-01', end: '2026-11-02' },
  daily: [
    { day: '2026-11-01', views: 40, votes: 5, comments: 2, newMembers: 1 },
    { day: '2026-11-02', views: 1960, votes: 45, comments: 8, newMembers: 3 },
  ],
  totals: { views: 2000, votes: 50, comments: 10, newMembers: 4 },
  events: [{ eventId: 'e1', title: 'Desert Clash', eventDate: '2026-11-02', videos: 2, views: 2000, uniqueViewers: 900, watchSeconds: 7200, votes: 50, comments: 10 }],
  topBattlers: [{ battlerId: 'b1', name: 'Haboob', votes: 30 }, { battlerId: 'b2', name: 'Dust Devil', votes: 20 }],
};

describe('insights tab', () => {
  it('asks for the range in the address and shows totals, the daily table, events and top battlers', async () => {
    const { fn } = stubFetch({ 'GET /api/admin/insights': () => json(200, insights) });
    renderApp(<InsightsPanel />, { route: '/admin?tab=insights&from=2026-11-01&to=2026-11-02' });
    const daily = await screen.findByRole('table', { name: 'Views, votes, comments and new members per day' });
    const url = String((fn.mock.calls[0][0] as Request).url ?? fn.mock.calls[0][0]);
    expect(url).toContain('from=2026-11-01');
    expect(url).toContain('to=2026-11-02');
    expect(within(daily).getByRole('row', { name: /2026-11-02 1,960 45 8 3/ })).toBeInTheDocument();
    expect(screen.getByText('2,000', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Desert Clash/ })).toHaveTextContent('2 h 00 min');
    expect(screen.getByRole('row', { name: /1 Haboob 30/ })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });

  it('keeps a new range in the address and asks again', async () => {
    const { fn } = stubFetch({ 'GET /api/admin/insights': () => json(200, insights) });
    const { router } = renderApp(<InsightsPanel />, { route: '/admin?tab=insights' });
    await screen.findByRole('table', { name: 'Views, votes, comments and new members per day' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?tab=insights&from=2026-10-01');
    await screen.findByRole('table', { name: 'Views, votes, comments and new members per day' });
    const last = fn.mock.calls.at(-1)?.[0] as Request;
    expect(String(last.url)).toContain('from=2026-10-01');
  });

  it("shows the server's message for a bad range", async () => {
    stubFetch({ 'GET /api/admin/insights': () => json(400, { message: 'From must be on or before To' }) });
    renderApp(<InsightsPanel />, { route: '/admin?tab=insights&from=2026-11-05&to=2026-11-01' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('From must be on or before To');
  });
});
