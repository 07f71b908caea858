import { screen, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../testing/render';
import { monthYear, partnerSince } from './partnerSince';
import SponsorsPage from './SponsorsPage';
import type { SponsorWire } from './sponsorsApi';
import { tierBadge } from './tierBadge';

function sponsor(over: Partial<SponsorWire> = {}): SponsorWire {
  return {
    id: 's-1',
    companyName: 'Desert Kicks',
    contactPerson: 'Rosa Diaz',
    email: 'rosa@desertkicks.example',
    sponsorshipLevel: 'gold',
    description: null,
    message: 'We love the league',
    websiteUrl: null,
    logoUrl: null,
    videoUrl: null,
    createdAt: '2024-05-20T18:00:00.000Z',
    sponsorshipStartDate: null,
    ...over,
  };
}

describe('tier badge titles', () => {
  it('names the five metal tiers ignoring case, anything else "<level> Partner"', () => {
    expect(tierBadge('gold').title).toBe('Gold Partner');
    expect(tierBadge('SILVER').title).toBe('Silver Partner');
    expect(tierBadge('Bronze').title).toBe('Bronze Partner');
    expect(tierBadge('platinum').title).toBe('Platinum Partner');
    expect(tierBadge('Diamond ').title).toBe('Diamond Partner');
    expect(tierBadge('Community').title).toBe('Community Partner');
    expect(tierBadge('gold').tone).toBe('gold');
    expect(tierBadge('Community').tone).toBe('other');
  });
});

describe('partner since', () => {
  it('reads a start day as a calendar day and createdAt as an instant', () => {
    // the first of the month must not slip into the month before west of Greenwich
    expect(monthYear('2025-03-01', 'America/Denver')).toBe('March 2025');
    expect(partnerSince({ sponsorshipStartDate: '2025-03-01', createdAt: '2024-01-01T00:00:00Z' }, 'America/Denver')).toBe(
      'Partner since March 2025',
    );
    expect(partnerSince({ sponsorshipStartDate: null, createdAt: '2024-05-20T18:00:00.000Z' }, 'UTC')).toBe('Partner since May 2024');
    // an instant near a month's turn lands in the viewer's month, in a named zone or their own
    expect(monthYear('2025-04-01T03:00:00Z', 'America/Denver')).toBe('March 2025');
    const own = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date('2025-04-01T03:00:00Z'));
    expect(monthYear('2025-04-01T03:00:00Z')).toBe(own);
  });
});

describe('sponsors page', () => {
  it('shows 6 skeleton cards while loading', async () => {
    stubFetch({ ...visitor, 'GET /api/approved-sponsors': () => new Promise<Response>(() => {}) });
    renderApp(<SponsorsPage />, { route: '/sponsors' });
    expect(await screen.findByTestId('sponsor-skeletons')).toBeInTheDocument();
    expect(screen.getAllByTestId('sponsor-skeleton')).toHaveLength(6);
  });

  it('shows the empty state with the call to action', async () => {
    stubFetch({ ...visitor, 'GET /api/approved-sponsors': () => json(200, []) });
    renderApp(<SponsorsPage />, { route: '/sponsors' });
    expect(await screen.findByRole('heading', { name: 'No Approved Sponsors Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for Sponsorship' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Admin Controls')).not.toBeInTheDocument();
  });

  it('shows a card per sponsor: badge, contact, email, website, since, description or quoted message', async () => {
    stubFetch({
      ...visitor,
      'GET /api/approved-sponsors': () =>
        json(200, [
          sponsor({ sponsorshipStartDate: '2025-03-01' }),
          sponsor({
            id: 's-2',
            companyName: 'Mesa Audio',
            contactPerson: 'Kim Lee',
            email: 'kim@mesa.example',
            sponsorshipLevel: 'Community',
            description: 'Speakers for every battle',
            websiteUrl: 'https://mesa.example',
            logoUrl: '/uploads/mesa.png',
          }),
        ]),
    });
    renderApp(<SponsorsPage />, { route: '/sponsors' });
    const first = (await screen.findByRole('heading', { name: 'Desert Kicks' })).closest('article')!;
    const a = within(first as HTMLElement);
    expect(a.getByText('Gold Partner')).toBeInTheDocument();
    expect(a.getByText('Rosa Diaz')).toBeInTheDocument();
    expect(a.getByRole('link', { name: 'rosa@desertkicks.example' })).toHaveAttribute('href', 'mailto:rosa@desertkicks.example');
    expect(a.getByText('Partner since March 2025')).toBeInTheDocument();
    expect(a.getByText('“We love the league”')).toBeInTheDocument();
    expect(a.queryByRole('link', { name: 'Visit Website' })).not.toBeInTheDocument();
    expect(a.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', 'mailto:rosa@desertkicks.example');
    expect(a.getByTestId('logo-fallback')).toHaveTextContent('DK');

    const second = within(screen.getByRole('heading', { name: 'Mesa Audio' }).closest('article') as HTMLElement);
    expect(second.getByText('Community Partner')).toBeInTheDocument();
    expect(second.getByText('Speakers for every battle')).toBeInTheDocument();
    expect(second.queryByText('“We love the league”')).not.toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Mesa Audio logo' })).toHaveAttribute('src', '/uploads/mesa.png');
    expect(second.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', 'https://mesa.example');
    const touch = second.getByRole('link', { name: 'Get In Touch' });
    expect(touch).toHaveAttribute('href', 'https://mesa.example');
    expect(touch).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Apply for Sponsorship' })).toHaveAttribute('href', '/dashboard');
  });

  it('gives admins the Admin Controls bar', async () => {
    stubFetch({ ...signedIn(makeUser({ role: 'admin' })), 'GET /api/approved-sponsors': () => json(200, []) });
    renderApp(<SponsorsPage />, { route: '/sponsors' });
    expect(await screen.findByText('Admin Controls')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Sponsors' })).toHaveAttribute('href', '/admin');
  });

  it('shows a failed load with the server answer', async () => {
    stubFetch({ ...visitor, 'GET /api/approved-sponsors': () => json(500, { message: 'boom' }) });
    renderApp(<SponsorsPage />, { route: '/sponsors' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load sponsors');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
