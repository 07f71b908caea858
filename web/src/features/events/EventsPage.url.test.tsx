import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeEvent } from '../catalogue/fixtures.testing';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import EventsPage from './EventsPage';
import { SEARCH_MAX_LENGTH } from './searchParam';

const summer = makeEvent({ id: 'e1', title: 'Summer Smackdown' });
const winter = makeEvent({ id: 'e2', title: 'Winter Wars' });

/** The list answers the search as the server would: 'winter' finds Winter Wars only. */
function setup(route: string) {
  const stub = stubFetch({
    ...visitor,
    'GET /api/events': (req) => {
      const term = new URL(req.url).searchParams.get('search');
      return json(200, term === 'winter' ? [winter] : [summer, winter]);
    },
  });
  const view = renderApp(<EventsPage />, { route, path: '/events', routes: [{ path: '/', element: <p>home page</p> }] });
  return { ...stub, ...view };
}

/** The list requests, query included (stubFetch's `calls` keep only the path). */
function listRequests(fn: jest.Mock): string[] {
  return fn.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/events')
    .map((u) => u.pathname + u.search);
}

const box = () => screen.getByPlaceholderText('Search events or battler names...');

describe('the events search in the address (?q=)', () => {
  it('given a link with ?q=, when the page opens, then the box holds the term and only the searched list is asked for', async () => {
    const { fn } = setup('/events?q=winter');
    expect(await screen.findByText('Found 1 event(s) for "winter"')).toBeInTheDocument();
    expect(box()).toHaveValue('winter');
    expect(screen.queryByRole('heading', { name: 'Summer Smackdown' })).not.toBeInTheDocument();
    expect(listRequests(fn)).toEqual(['/api/events?search=winter']);
  });

  it('given typing in the box, when the term settles, then it replaces the address entry instead of adding one per keystroke', async () => {
    const { router } = setup('/');
    await act(() => router.navigate('/events'));
    await screen.findByRole('heading', { name: 'Summer Smackdown' });
    fireEvent.change(box(), { target: { value: 'w' } });
    fireEvent.change(box(), { target: { value: 'win' } });
    fireEvent.change(box(), { target: { value: 'winter ' } });
    expect(await screen.findByText('Found 1 event(s) for "winter"')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=winter'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });

  it('given a searched list, when the box is cleared, then the address carries no q at all', async () => {
    const { router } = setup('/events?q=winter');
    await screen.findByText('Found 1 event(s) for "winter"');
    fireEvent.change(box(), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Summer Smackdown' })).toBeInTheDocument();
  });

  it('given a term longer than the server takes, when the page opens, then it shows the whole list unsearched', async () => {
    const { fn } = setup(`/events?q=${'x'.repeat(SEARCH_MAX_LENGTH + 1)}`);
    expect(await screen.findByRole('heading', { name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(listRequests(fn)).toEqual(['/api/events']);
  });

  it('given a search left for the plain list, when the visitor goes Back, then the box and the list show the search again', async () => {
    const { router } = setup('/events?q=winter');
    await screen.findByText('Found 1 event(s) for "winter"');
    // the header's Events link: a new entry for the plain list
    await act(() => router.navigate('/events'));
    expect(box()).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'Summer Smackdown' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(box()).toHaveValue('winter');
    expect(await screen.findByText('Found 1 event(s) for "winter"')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=winter');
  });
});
