import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../testing/render';
import LandingPage from './LandingPage';

const routes = [
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/auth', element: <p>auth page</p> },
];

describe('landing page', () => {
  it('shows the empty league state without asking for events', async () => {
    const { calls } = stubFetch(visitor);
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    expect(screen.getByText('No Events Available')).toBeInTheDocument();
    expect(screen.getAllByText('Coming Soon')).toHaveLength(3);
    expect(screen.getByText('13 YEARS & COUNTING')).toBeInTheDocument();
    expect(screen.getByText('13 Years of Excellence')).toBeInTheDocument();
    expect(screen.getByText('Southwest Region')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@ubrleague.com' })).toHaveAttribute('href', 'mailto:info@ubrleague.com');
    expect(document.getElementById('home')).toBeInTheDocument();
    for (const id of ['battles', 'sponsors', 'battlers', 'contact']) expect(document.getElementById(id)).toBeInTheDocument();
    const battles = document.getElementById('battles')!;
    expect(within(battles).getByRole('link', { name: /Subscribe on YouTube/i })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@UBRLeague',
    );
    await screen.findAllByRole('link', { name: 'LOGIN / SIGN UP' });
    expect(calls.some((c) => c.path.startsWith('/api/events'))).toBe(false);
  });

  it('offers LOGIN / SIGN UP to visitors only', async () => {
    stubFetch(visitor);
    const { unmount } = renderApp(<LandingPage />, { route: '/', path: '/', routes });
    const links = await screen.findAllByRole('link', { name: 'LOGIN / SIGN UP' });
    expect(links).toHaveLength(2);
    links.forEach((l) => expect(l).toHaveAttribute('href', '/auth'));
    unmount();

    stubFetch(signedIn(makeUser()));
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    expect(await screen.findByRole('link', { name: 'Apply for Sponsorship' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LOGIN / SIGN UP' })).not.toBeInTheDocument();
  });

  it('sends a signed-in member to the dashboard from BECOME A SPONSOR', async () => {
    stubFetch(signedIn(makeUser()));
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    await screen.findByRole('link', { name: 'Apply for Sponsorship' });
    fireEvent.click(screen.getByRole('button', { name: 'BECOME A SPONSOR' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('animates the logo as the setting says, and falls back to none', async () => {
    stubFetch({ ...visitor, 'GET /api/system-settings/logo_animation': () => json(200, { key: 'logo_animation', value: 'neon' }) });
    const { container, unmount } = renderApp(<LandingPage />, { route: '/', path: '/', routes });
    await screen.findAllByRole('link', { name: 'LOGIN / SIGN UP' });
    expect(await screen.findByRole('img', { name: 'UBR logo' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('#home [data-animation]')).toHaveAttribute('data-animation', 'neon'));
    unmount();

    stubFetch(visitor);
    const second = renderApp(<LandingPage />, { route: '/', path: '/', routes });
    expect(await screen.findByRole('img', { name: 'UBR logo' })).toBeInTheDocument();
    expect(second.container.querySelector('#home [data-animation]')).toHaveAttribute('data-animation', 'none');
  });

  it('shows an uploaded logo instead of the default', async () => {
    stubFetch({ ...visitor, 'GET /api/system-settings/site_logo': () => json(200, { key: 'site_logo', value: '/uploads/logo.png' }) });
    renderApp(<LandingPage />, { route: '/', path: '/', routes });
    const img = await screen.findByRole('img', { name: 'UBR logo' });
    expect(img).toHaveAttribute('src', '/uploads/logo.png');
  });
});
