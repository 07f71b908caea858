import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { serverError } from '../../../testing/busy';
import { json, renderApp, stubFetch } from '../../../testing/render';
import { LogoUploadCard } from './LogoUploadCard';

const BADGE = 'The built-in UBR badge is in use.';

describe('site logo card', () => {
  it('says the logo could not be read (not that the badge is in use), and reads again on Try Again', async () => {
    let fail = true;
    const { calls } = stubFetch({
      'GET /api/system-settings/site_logo': () => (fail ? serverError() : json(200, { key: 'site_logo', value: '/uploads/logo.png' })),
    });
    renderApp(<LogoUploadCard />);
    const message = await screen.findByText('Could not load the site logo setting: boom');
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Site Logo' })).toBeInTheDocument();
    expect(screen.queryByText(BADGE)).not.toBeInTheDocument();
    // nothing offered over a logo that is not known
    expect(screen.queryByRole('button', { name: 'Choose Image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Logo' })).not.toBeInTheDocument();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('A custom logo is live across the site.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Logo' })).toBeInTheDocument();
    expect(screen.queryByText(/Could not load/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/system-settings/site_logo')).toHaveLength(2);
  });

  it('takes a 404 as "not set": the built-in badge, with no error', async () => {
    stubFetch({});
    renderApp(<LogoUploadCard />);
    expect(await screen.findByText(BADGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose Image' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Delete Logo' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Could not load/)).not.toBeInTheDocument();
  });
});
