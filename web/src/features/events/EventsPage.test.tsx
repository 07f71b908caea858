import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, visitor } from '../../testing/render';
import { FIRST_PAINT_CARDS } from '../../components/AfterFirstPaint';
import { event, locked, makeEvent, open, renderEvents, urls, withEvents } from './eventsPage.testing';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('events list', () => {
  it('shows six skeleton cards, then the cards with dates, TBA and View Videos', async () => {
    let answer: (r: Response) => void = () => {};
    const { calls } = stubFetch({ ...visitor, 'GET /api/events': () => new Promise<Response>((r) => (answer = r)) });
    renderEvents('/events');
    expect(screen.getByRole('heading', { level: 1, name: 'Battle Events' })).toBeInTheDocument();
    expect(screen.getAllByTestId('event-skeleton')).toHaveLength(6);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/events')).toBe(true));

    await act(async () => answer(json(200, [event, makeEvent({ id: 'e2', title: 'Winter Wars', description: '', eventDate: null, thumbnailUrl: null })])));
    expect(await screen.findByRole('heading', { name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('event-skeleton')).toHaveLength(0);
    expect(screen.getByText('Mar 7, 2025')).toBeInTheDocument();
    expect(screen.getByText('TBA')).toBeInTheDocument();
    expect(screen.getByText('Six battles in Albuquerque.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'View Videos' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/events/e1', '/events/e2']);
    // a thumbnail where there is one, the placeholder where not
    const thumbs = screen.getAllByTestId('media-thumb');
    expect(thumbs[0].querySelector('img')).toHaveAttribute('src', '/uploads/e1.jpg');
    expect(thumbs[1].querySelector('img')).toBeNull();
  });

  it('renders the first three cards before the first paint and the rest after it', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      const list = [1, 2, 3, 4, 5].map((n) => makeEvent({ id: `e${n}`, title: `Night ${n}` }));
      stubFetch(withEvents(list));
      renderEvents('/events');
      expect(await screen.findByRole('heading', { name: 'Night 1' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'View Videos' })).toHaveLength(FIRST_PAINT_CARDS);
      act(() => frames.splice(0).forEach((cb) => cb(0)));
      expect(await screen.findByRole('heading', { name: 'Night 5' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'View Videos' })).toHaveLength(5);
    } finally {
      raf.mockRestore();
    }
  });

  it('says No Events Available when there are none', async () => {
    stubFetch(withEvents([]));
    renderEvents('/events');
    expect(await screen.findByText('No Events Available')).toBeInTheDocument();
  });

  it('debounces the search by 300 ms and reports the result', async () => {
    const { fn } = stubFetch({
      ...visitor,
      'GET /api/events': (req) => {
        const term = new URL(req.url).searchParams.get('search');
        return json(200, term === 'zzz' ? [] : [event]);
      },
    });
    renderEvents('/events');
    await screen.findByRole('heading', { name: 'Summer Smackdown' });
    const box = screen.getByPlaceholderText('Search events or battler names...');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'al' } });
    fireEvent.change(box, { target: { value: 'alpha' } });
    expect(urls(fn).filter((u) => u.includes('search='))).toEqual([]);
    expect(await screen.findByText('Found 1 event(s) for "alpha"')).toBeInTheDocument();
    expect(urls(fn).filter((u) => u.startsWith('/api/events?'))).toEqual(['/api/events?search=alpha']);

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No events found for "zzz"')).toBeInTheDocument();
    expect(screen.queryByText('No Events Available')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Summer Smackdown' })).not.toBeInTheDocument();

    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByRole('heading', { name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(screen.queryByText(/event\(s\) for|No events found/)).not.toBeInTheDocument();
  });

  it('shows the ApiError message when the list fails', async () => {
    stubFetch({ ...visitor, 'GET /api/events': () => json(500, { message: 'boom' }) });
    renderEvents('/events');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't Load Events")).toBeInTheDocument();
    expect(within(alert).getByText('boom')).toBeInTheDocument();
  });
});

describe('selected event', () => {
  it('shows the hero, the count and the video cards with lock, m:ss, votes and views', async () => {
    stubFetch(withEvents([event], [open, locked]));
    renderEvents('/events/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(screen.getByText('Mar 7, 2025')).toBeInTheDocument();
    expect(screen.getByText('Six battles in Albuquerque.')).toBeInTheDocument();
    expect(await screen.findByText('2 videos')).toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(within(first).getByText('3:05')).toBeInTheDocument();
    expect(within(first).getByText('Alpha vs Beta')).toBeInTheDocument();
    expect(within(first).getByText('Votes: Alpha 3, Beta 5')).toBeInTheDocument();
    expect(within(first).getByText('1.2K views')).toBeInTheDocument();
    expect(within(first).getByText('Main Event')).toBeInTheDocument();
    expect(within(first).queryByRole('img', { name: 'Members only' })).not.toBeInTheDocument();

    expect(within(second).getByRole('img', { name: 'Members only' })).toBeInTheDocument();
    expect(within(second).getByText('1:05')).toBeInTheDocument();
    expect(within(second).getByText('Gamma vs Delta')).toBeInTheDocument();
    expect(within(second).getByText('1 view')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Back to Events/ })).toHaveAttribute('href', '/events');
  });

  it('is selected by ?event= too, and goes back to the battler it came from', async () => {
    stubFetch(withEvents([event], []));
    renderEvents('/events?event=e1&from=battler&battlerid=b9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Smackdown' })).toBeInTheDocument();
    expect(await screen.findByText('No Videos Yet')).toBeInTheDocument();
    expect(screen.getByText('0 videos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: /Back to Battler/ }));
    expect(await screen.findByText('battler page')).toBeInTheDocument();
  });

  it('says so when the event does not exist', async () => {
    stubFetch(withEvents([event]));
    renderEvents('/events/nope');
    expect(await screen.findByText('Event Not Found')).toBeInTheDocument();
  });

  it('shows an undated event as TBA', async () => {
    stubFetch(withEvents([makeEvent({ eventDate: null })], []));
    renderEvents('/events/e1');
    expect(await screen.findByText('TBA')).toBeInTheDocument();
  });
});
