import { fireEvent, screen } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import AdminPage from './AdminPage';
import { adminModules } from './dashboard.testing';

const admin = makeUser({ id: 'a1', username: 'boss', role: 'admin' });

describe('admin catalogue tabs', () => {
  it('opens Events, Videos and Battlers from the tab bar', async () => {
    stubFetch({
      ...signedIn(admin),
      'GET /api/events': () => json(200, []),
      'GET /api/admin/videos': () => json(200, []),
      'GET /api/admin/battlers': () => json(200, []),
      'GET /api/admin/claim-requests': () => json(200, []),
    });
    const { router } = renderApp(<AdminPage modules={adminModules} />, { route: '/admin?tab=events' });
    expect(await screen.findByText('No Events Yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(router.state.location.search).toBe('?tab=videos');
    expect(await screen.findByText('Create an Event First')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Battlers' }));
    expect(await screen.findByRole('heading', { name: 'Battler Management' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Claim Requests' }));
    expect(await screen.findByText('No claim requests yet')).toBeInTheDocument();
  });
});
