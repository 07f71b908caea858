import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectClosesOnAnswer, expectStaysOpenWhileBusy, heldResponse, sendWithEnter } from '../../testing/busy';
import { json, renderApp, stubFetch } from '../../testing/render';
import { EventsPanel } from './EventsPanel';
import { FakeXhr, installFakeXhr } from '../large-upload/fakeXhr.testing';
import { makeEvent } from '../catalogue/adminFixtures.testing';

const summer = makeEvent({ id: 'e1', title: 'Summer Smackdown', eventDate: '2025-06-14T12:00:00.000Z', videoCount: 3 });
const winter = makeEvent({ id: 'e2', title: 'Winter War', eventDate: '2024-12-07T12:00:00.000Z', videoCount: 1 });
const tba = makeEvent({ id: 'e3', title: 'Mystery Card', eventDate: null, videoCount: 0 });

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = installFakeXhr();
});
afterEach(() => restoreXhr());

function setup(events = [tba, winter, summer], extra = {}) {
  const stub = stubFetch({ 'GET /api/events': () => json(200, events), ...extra });
  renderApp(<EventsPanel />);
  return stub;
}

const cards = () => within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');

describe('admin events tab', () => {
  it('shows cards newest first, undated last, with date or TBA and the video count', async () => {
    setup();
    await screen.findByRole('list', { name: 'Events' });
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Summer Smackdown', 'Winter War', 'Mystery Card']);
    expect(within(cards()[0]).getByText('Jun 14, 2025')).toBeInTheDocument();
    expect(within(cards()[0]).getByText('3 videos')).toBeInTheDocument();
    expect(within(cards()[2]).getByText('TBA')).toBeInTheDocument();
    expect(within(cards()[2]).getByText('0 videos')).toBeInTheDocument();
  });

  it("searches by title and says 'No Events Found'", async () => {
    setup();
    const search = await screen.findByLabelText('Search events');
    fireEvent.change(search, { target: { value: 'WINTER' } });
    expect(cards()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No Events Found')).toBeInTheDocument();
  });

  it("says 'No Events Yet' when there are none", async () => {
    setup([]);
    expect(await screen.findByText('No Events Yet')).toBeInTheDocument();
  });

  it('shows a 3-row skeleton while loading', () => {
    stubFetch({ 'GET /api/events': () => new Promise<Response>(() => {}) });
    renderApp(<EventsPanel />);
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(4); // label + 3 rows
  });

  it('requires a title, then creates the event as multipart and refreshes the list', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Event' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Please enter an event title')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Event title'), { target: { value: '  Fall Brawl ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Six battles' } });
    fireEvent.change(within(dialog).getByLabelText('Event date (optional)'), { target: { value: '2025-09-20T19:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.requests[0];
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/admin/events', true]);
    expect(xhr.field('title')).toBe('Fall Brawl');
    expect(xhr.field('description')).toBe('Six battles');
    // typed as Arizona time (7:30 PM, UTC−7), whatever the test's own zone
    expect(xhr.field('eventDate')).toBe('2025-09-21T02:30:00.000Z');
    expect(xhr.field('thumbnail')).toBeNull();
    // while it sends, Escape does not close the dialog (a reopened one could create it twice)
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Create New Event' })).toBeInTheDocument();

    const before = calls.filter((c) => c.path === '/api/events').length;
    act(() => xhr.respond(201, makeEvent({ id: 'e9', title: 'Fall Brawl' })));
    expect(await screen.findByText('Event Created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/events').length).toBeGreaterThan(before));
  });

  it("shows 'Failed to create event', or the server's message", async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Event' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Event title'), { target: { value: 'X' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(500, undefined));
    expect(await screen.findByText('Failed to create event')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    act(() => FakeXhr.requests[1].respond(409, { message: 'An event with that title exists' }));
    expect(await screen.findByText('An event with that title exists')).toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('disables Update Event while the title is empty and sends a JSON update', async () => {
    const { calls } = setup([summer], {
      'PUT /api/admin/events/e1': () => json(200, { ...summer, title: 'Summer Slam' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Summer Smackdown' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    const title = within(dialog).getByLabelText('Event title');
    const update = within(dialog).getByRole('button', { name: 'Update Event' });
    expect(title).toHaveValue('Summer Smackdown');
    expect(update).toBeEnabled();
    fireEvent.change(title, { target: { value: '   ' } });
    expect(update).toBeDisabled();
    fireEvent.change(title, { target: { value: 'Summer Slam' } });
    fireEvent.change(within(dialog).getByLabelText('Event date (optional)'), { target: { value: '' } });
    fireEvent.click(update);
    expect(await screen.findByText('Event Updated')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({ title: 'Summer Slam', description: '', eventDate: null });
  });

  it("shows and edits the date as Arizona time, whatever the admin's zone; a title-only edit resends the same instant", async () => {
    // 7:00:45 PM on 17 January in Arizona: 02:00:45Z on the 18th
    const night = makeEvent({ id: 'e7', title: 'Desert Night', eventDate: '2027-01-18T02:00:45.000Z', videoCount: 0 });
    // 5 PM on 17 January in Arizona is 00:00Z on the 18th: still the 17th there
    const early = makeEvent({ id: 'e8', title: 'Early Show', eventDate: '2027-01-18T00:00:00.000Z', videoCount: 0 });
    const { calls } = setup([night, early], { 'PUT /api/admin/events/e7': () => json(200, { ...night, title: 'Desert Nights' }) });
    await screen.findByRole('list', { name: 'Events' });
    expect(cards().map((c) => within(c).getByText(/, 2027$/).textContent)).toEqual(['Jan 17, 2027', 'Jan 17, 2027']);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Desert Night' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    const date = within(dialog).getByLabelText('Event date (optional)');
    // jsdom writes the seconds' normalised form with milliseconds; a browser leaves them off
    expect((date as HTMLInputElement).value).toMatch(/^2027-01-17T19:00:45(\.000)?$/);
    expect(date).toHaveAccessibleDescription(/Arizona time/);
    fireEvent.change(within(dialog).getByLabelText('Event title'), { target: { value: 'Desert Nights' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText('Event Updated')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body)).toEqual({ title: 'Desert Nights', description: '', eventDate: '2027-01-18T02:00:45.000Z' });
  });

  it("reports 'Update failed: {status}' without a server message", async () => {
    setup([summer], { 'PUT /api/admin/events/e1': () => new Response('', { status: 502 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Summer Smackdown' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText('Update failed: 502')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('confirms a delete, saying the videos go too', async () => {
    const { calls } = setup([summer], {
      'DELETE /api/admin/events/e1': () => json(200, { message: 'Event deleted', deletedVideos: 3 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Summer Smackdown' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Event' });
    expect(dialog).toHaveTextContent('Deleting an event also deletes all of its videos (3 videos)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Summer Smackdown' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByText('Event Deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/admin/events/e1');
  });

  it('keeps the delete dialog open while the delete runs: Escape, × and Cancel wait, a second Enter sends nothing', async () => {
    const deleted = heldResponse(() => json(200, { message: 'Event deleted', deletedVideos: 3 }));
    const { calls } = setup([summer, winter], { 'DELETE /api/admin/events/e1': deleted.handler });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Summer Smackdown' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Event' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Event' });
    const deletes = () => calls.filter((c) => c.method === 'DELETE');
    await sendWithEnter(confirm, deletes);
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAttribute('aria-busy', 'true');

    expectStaysOpenWhileBusy(dialog, confirm);
    expect(deletes()).toHaveLength(1);

    await expectClosesOnAnswer(deleted, dialog, 'Event Deleted');
  });
});
