import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../../testing/render';
import { adminFeature } from '../../admin';
import { adminModules } from '../../admin/dashboard.testing';
import { makeClaim } from './fixtures.testing';
import { onAPhone } from '../../../testing/phone';

const admin = makeUser({ id: 'a1', username: 'boss', role: 'admin' });
const claims = [makeClaim(), makeClaim({ id: 'c2', userId: 'u2', battler: { name: 'Mesa Menace' } }), makeClaim({ id: 'c3', status: 'rejected' })];

function setup(route: string, list = claims) {
  stubFetch({
    ...signedIn(admin),
    'GET /api/sponsorship-applications': () => json(200, []),
    'GET /api/battler-applications': () => json(200, []),
    'GET /api/admin/claim-requests': () => json(200, list),
    'GET /api/admin/users': () => json(200, [admin]),
    'GET /api/admin/audit': () => json(200, []),
  });
  return renderApp(<p>elsewhere</p>, { route, routes: [...(adminFeature(adminModules).routes ?? [])] });
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

describe('the Claim Requests tab on the admin page', () => {
  it('replaces the placeholder on the tab bar', async () => {
    setup('/admin?tab=claim-requests');
    expect(await screen.findByRole('heading', { name: 'Claim Requests' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Claim Requests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('is linked from the Applications tab while claims are pending', async () => {
    const { router } = setup('/admin?tab=applications');
    expect(await screen.findByText(/2 claim requests pending review/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Review claim requests' }));
    expect(router.state.location.search).toBe('?tab=claim-requests');
    expect(await screen.findByRole('heading', { name: 'Claim Requests' })).toBeInTheDocument();
  });

  it('says nothing in the Applications tab when no claim is pending', async () => {
    setup('/admin?tab=applications', [makeClaim({ status: 'approved' })]);
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.queryByText(/pending review$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review claim requests' })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('leaves the tab out of the dropdown, yet the Applications link opens it', async () => {
      setup('/admin?tab=applications');
      const select = await screen.findByLabelText('Admin section');
      expect(optionsOf(select)).not.toContain('Claim Requests');
      fireEvent.click(await screen.findByRole('link', { name: 'Review claim requests' }));
      const list = await screen.findByRole('list', { name: 'Claim requests' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      // the dropdown names the open tab rather than pretending another one is shown
      expect(screen.getByLabelText('Admin section')).toHaveValue('claim-requests');
    });

    it('renders the tab when opened by URL, and the dropdown leads away from it', async () => {
      const { router } = setup('/admin?tab=claim-requests');
      expect(await screen.findByRole('list', { name: 'Claim requests' })).toBeInTheDocument();
      const select = screen.getByLabelText('Admin section');
      expect(select).toHaveValue('claim-requests');
      fireEvent.change(select, { target: { value: 'users' } });
      expect(router.state.location.search).toBe('?tab=users');
      await waitFor(() => expect(optionsOf(screen.getByLabelText('Admin section'))).not.toContain('Claim Requests'));
      expect(await screen.findByText('Showing 1 of 1 users')).toBeInTheDocument();
    });
  });
});
