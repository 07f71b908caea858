import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LeagueEvent, MainVideo } from '../catalogue';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import { FeaturedBattle } from './FeaturedBattle';

const event: LeagueEvent = {
  id: 'p1',
  title: 'Event p1',
  description: 'About p1',
  thumbnailUrl: '/uploads/p1.jpg',
  eventDate: '2025-01-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  videoCount: 1,
  mainVideo: null,
};

const mainVideo: MainVideo = {
  id: 'm1',
  title: 'Main m1',
  description: '',
  videoUrl: '/media/videos/m1',
  thumbnailUrl: '/uploads/m1-poster.jpg',
  battlerAName: 'Alpha',
  battlerBName: 'Beta',
  requiresAuth: true,
  duration: 300,
};

describe('featured battle', () => {
  it('says the video cannot be played when the access check fails, and asks again on Try Again', async () => {
    let fail = true;
    const { calls } = stubFetch({
      ...visitor,
      'GET /api/videos/m1/access': () => (fail ? json(503, { message: 'down' }) : json(200, { requiresAuth: true, hasAccess: true })),
    });
    const { container } = renderApp(<FeaturedBattle featured={{ event, mainVideo }} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This video could not be played.');
    // neither a player the server would refuse, nor a lock that may be wrong
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In to Watch' })).not.toBeInTheDocument();
    expect(container.querySelector('img[src="/uploads/m1-poster.jpg"]')).toBeInTheDocument();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(container.querySelector('video')).toHaveAttribute('src', '/media/videos/m1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/videos/m1/access')).toHaveLength(2);
  });

  it('also says so when no answer comes back at all', async () => {
    stubFetch({
      ...visitor,
      'GET /api/videos/m1/access': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp(<FeaturedBattle featured={{ event, mainVideo }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This video could not be played.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('keeps the lock for a visitor the server answers with no access', async () => {
    stubFetch({ ...visitor, 'GET /api/videos/m1/access': () => json(200, { requiresAuth: true, hasAccess: false }) });
    renderApp(<FeaturedBattle featured={{ event, mainVideo }} />);
    expect(await screen.findByRole('link', { name: 'Sign In to Watch' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
