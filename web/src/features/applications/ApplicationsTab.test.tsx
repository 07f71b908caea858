import { screen } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import { adminFeature } from '../admin';
import { adminModules } from '../admin/dashboard.testing';

const admin = makeUser({ id: 'a1', username: 'boss', role: 'admin' });

describe('the Applications tab on the admin page', () => {
  it('replaces the placeholder: the first tab opens the applications panel', async () => {
    stubFetch({
      ...signedIn(admin),
      'GET /api/sponsorship-applications': () => json(200, []),
      'GET /api/battler-applications': () => json(200, []),
    });
    renderApp(<p>elsewhere</p>, { route: '/admin?tab=applications', routes: [...(adminFeature(adminModules).routes ?? [])] });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('This section arrives with a later release.')).not.toBeInTheDocument();
  });
});
