import { screen } from '@testing-library/react';
import { makeEvent, makeVideo } from '../catalogue/fixtures.testing';
import { json, renderApp, stubFetch, visitor } from '../../testing/render';
import { SelectedEvent } from './SelectedEvent';

const event = makeEvent({ id: 'e1', title: 'Summer Smackdown' });

function renderSelected(videos: () => Response) {
  stubFetch({ ...visitor, 'GET /api/events': () => json(200, [event]), 'GET /api/events/e1/videos': videos });
  return renderApp(<SelectedEvent eventId="e1" origin={{ from: null, battlerId: null }} />, { route: '/events/e1', path: '/events/:eventId' });
}

describe('SelectedEvent', () => {
  it('says Event Not Found when the event, still in the cached list, has been deleted (its videos answer 404)', async () => {
    renderSelected(() => json(404, { message: 'Event not found' }));
    expect(await screen.findByText('Event Not Found')).toBeInTheDocument();
    expect(screen.queryByText("Couldn't Load Videos")).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
  });

  it('keeps the retry for any other failure of the videos', async () => {
    renderSelected(() => json(500, { message: 'boom' }));
    expect(await screen.findByText("Couldn't Load Videos")).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    expect(screen.queryByText('Event Not Found')).not.toBeInTheDocument();
  });

  it('shows the videos of an event that exists', async () => {
    renderSelected(() => json(200, [makeVideo({ id: 'v1', eventId: 'e1', title: 'Opening Clash' })]));
    expect(await screen.findByRole('button', { name: 'Opening Clash' })).toBeInTheDocument();
  });
});
