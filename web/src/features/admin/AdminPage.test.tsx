import { fireEvent, screen, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import AdminPage from './AdminPage';
import { adminModules } from './dashboard.testing';

const admin = makeUser({ id: 'a1', username: 'boss', role: 'admin' });

describe('admin page', () => {
  it('denies a signed-in non-admin and does not fetch users', async () => {
    const { calls } = stubFetch(signedIn(makeUser({ role: 'user' })));
    renderApp(<AdminPage modules={adminModules} />, { route: '/admin' });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/users')).toBe(false);
  });

  it('shows a 3-row skeleton while the user loads', () => {
    stubFetch({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) });
    renderApp(<AdminPage modules={adminModules} />, { route: '/admin' });
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(4); // label + 3 rows
  });

  it('given an admin, when /admin opens without a tab, then it lists the nine tabs in order and opens Applications', async () => {
    const { calls } = stubFetch({
      ...signedIn(admin),
      'GET /api/sponsorship-applications': () => json(200, []),
      'GET /api/battler-applications': () => json(200, []),
    });
    renderApp(<AdminPage modules={adminModules} />, { route: '/admin' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Applications',
      'Sponsors',
      'Claim Requests',
      'Users',
      'Battlers',
      'Events',
      'Videos',
      'Settings',
      'Insights',
    ]);
    expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Total Applications')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/users')).toBe(false);
  });

  it('opens Users with its list and audit log from ?tab=users', async () => {
    stubFetch({
      ...signedIn(admin),
      'GET /api/admin/users': () => json(200, [admin]),
      'GET /api/admin/audit': () =>
        json(200, [
          { id: 'e1', at: '2025-01-01T10:00:00Z', action: 'role_changed', actorId: 'a1', actorName: 'cli', targetId: 'x', targetName: 'old', details: 'user → admin' },
          { id: 'e2', at: '2025-03-01T10:00:00Z', action: 'password_reset_by_admin', actorId: 'a1', actorName: 'boss', targetId: 'y', targetName: 'new', details: 'reset' },
        ]),
    });
    renderApp(<AdminPage modules={adminModules} />, { route: '/admin?tab=users' });
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Showing 1 of 1 users')).toBeInTheDocument();
    const audit = await screen.findByRole('region', { name: 'Audit Log' });
    const rows = within(audit).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual(['boss', 'cli']);
  });

  it('switches tabs through the URL query', async () => {
    stubFetch({
      ...signedIn(admin),
      'GET /api/admin/users': () => json(200, [admin]),
      'GET /api/admin/audit': () => json(200, []),
      'GET /api/admin/claim-requests': () => json(200, []),
    });
    const { router } = renderApp(<AdminPage modules={adminModules} />, { route: '/admin?tab=claim-requests' });
    expect(await screen.findByText('No claim requests yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(router.state.location.search).toBe('?tab=settings');
    expect(await screen.findByText('Show YouTube Views (Admin)')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG or SVG')).toBeInTheDocument();
  });
});
