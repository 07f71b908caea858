import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderApp, stubFetch } from '../../testing/render';
import { FakeXhr, installFakeXhr } from '../large-upload/fakeXhr.testing';
import { makeEvent, makeVideo } from '../catalogue/adminFixtures.testing';
import { VideosPanel } from './VideosPanel';

const summer = makeEvent({ id: 'e1', title: 'Summer Smackdown', eventDate: '2025-06-14T12:00:00.000Z' });
const winter = makeEvent({ id: 'e2', title: 'Winter War', eventDate: '2024-12-07T12:00:00.000Z' });
const at = (e: typeof summer) => ({ eventId: e.id, eventTitle: e.title, eventDate: e.eventDate });
const videos = [
  makeVideo({ id: 'v1', title: 'Undercard', ...at(winter) }),
  makeVideo({ id: 'v2', title: 'Opener', ...at(summer), duration: 754, viewCount: 1530 }),
  makeVideo({ id: 'v3', title: 'Headliner', ...at(summer), isMainEvent: true, requiresAuth: true, battlerAName: 'Ace', battlerBName: 'Blaze' }),
  makeVideo({ id: 'v4', title: 'Lost Tape', eventId: 'gone', eventTitle: null, eventDate: null, thumbnailUrl: '/uploads/t.jpg' }),
];

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = installFakeXhr();
});
afterEach(() => restoreXhr());

function setup({ events = [summer, winter], list = videos, extra = {} } = {}) {
  const stub = stubFetch({
    'GET /api/events': () => json(200, events),
    'GET /api/admin/videos': () => json(200, list),
    'GET /api/battlers/search': () => json(200, [{ id: 'b1', name: 'Ace' }]),
    ...extra,
  });
  renderApp(<VideosPanel />);
  return stub;
}

const groupTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const videoFile = new File(['x'.repeat(1000)], 'battle.mp4', { type: 'video/mp4' });

async function openUpload() {
  fireEvent.click(await screen.findByRole('button', { name: 'Video Upload' }));
  return screen.getByRole('dialog', { name: 'Upload Video' });
}

describe('admin videos tab', () => {
  it("says the events failed to load, not 'Create an Event First', and loads them again on Try Again", async () => {
    let down = true;
    stubFetch({
      'GET /api/admin/videos': () => json(200, []),
      'GET /api/events': () => (down ? json(503, { message: 'Read store unavailable' }) : json(200, [summer])),
    });
    renderApp(<VideosPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load events: Read store unavailable');
    expect(screen.queryByText('Create an Event First')).not.toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Video Upload' })).toBeEnabled();
  });

  it("disables 'Video Upload' with 'Create an Event First' when there are no events", async () => {
    setup({ events: [], list: [] });
    const button = await screen.findByRole('button', { name: 'Video Upload' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Create an Event First')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Create an Event First');
  });

  it('groups videos by event, newest event first and Unknown Event last, main event first', async () => {
    setup();
    await screen.findByText('Summer Smackdown');
    expect(groupTitles()).toEqual(['Summer Smackdown', 'Winter War', 'Unknown Event']);
    const summerGroup = screen.getByRole('region', { name: 'Summer Smackdown' });
    expect(within(summerGroup).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Headliner', 'Opener']);
    const headliner = within(summerGroup).getAllByRole('listitem')[0];
    expect(headliner).toHaveTextContent('Ace vs Blaze');
    expect(within(headliner).getByText('MAIN EVENT')).toBeInTheDocument();
    expect(within(headliner).getByText('Members only')).toBeInTheDocument();
    const opener = within(summerGroup).getAllByRole('listitem')[1];
    expect(within(opener).getByText('13 min')).toBeInTheDocument();
    expect(within(opener).getByText('1.5K views')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Video Upload' })).toBeEnabled();
  });

  it("dates each event's group by its day in Arizona, whatever the admin's zone", async () => {
    // 5 PM on 17 January in Arizona (00:00Z on the 18th), and an event stored from a bare day (midnight there)
    const night = makeEvent({ id: 'e5', title: 'Desert Night', eventDate: '2027-01-18T00:00:00.000Z' });
    const day = makeEvent({ id: 'e6', title: 'Day Show', eventDate: '2027-01-10T07:00:00.000Z' });
    setup({ events: [night, day], list: [makeVideo({ id: 'v8', title: 'Late One', ...at(night) }), makeVideo({ id: 'v9', title: 'Early One', ...at(day) })] });
    const group = await screen.findByRole('region', { name: 'Desert Night' });
    expect(within(group).getByText('Jan 17, 2027')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Day Show' })).getByText('Jan 10, 2027')).toBeInTheDocument();
  });

  it('searches by video title or event title', async () => {
    setup();
    const search = await screen.findByLabelText('Search videos');
    fireEvent.change(search, { target: { value: 'winter' } });
    expect(groupTitles()).toEqual(['Winter War']);
    fireEvent.change(search, { target: { value: 'tape' } });
    expect(groupTitles()).toEqual(['Unknown Event']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No Videos Found')).toBeInTheDocument();
  });

  it('keeps Upload Video disabled until both battler names and a file are present, then validates title and event', async () => {
    setup();
    const dialog = await openUpload();
    const upload = within(dialog).getByRole('button', { name: 'Upload Video' });
    expect(upload).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler A name' }), { target: { value: 'Ace' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: 'Blaze' } });
    expect(upload).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Video file'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Please select a video file')).toBeInTheDocument();
    expect(upload).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Video file'), { target: { files: [videoFile] } });
    expect(upload).toBeEnabled();
    // one battler on both sides (any case): said under the names, and nothing is sent
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: ' ace ' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Battler A and battler B must be different');
    expect(upload).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: 'Blaze' } });
    expect(upload).toBeEnabled();
    fireEvent.click(upload);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Video title and event are required');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('uploads with a progress percentage, then Processing video..., then the success toast', async () => {
    const { calls } = setup();
    const dialog = await openUpload();
    fireEvent.change(within(dialog).getByLabelText('Video title'), { target: { value: 'Ace vs Blaze' } });
    fireEvent.change(within(dialog).getByLabelText('Event'), { target: { value: 'e2' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler A name' }), { target: { value: ' Ace ' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: 'Blaze' } });
    fireEvent.click(within(dialog).getByLabelText('Main event'));
    fireEvent.click(within(dialog).getByLabelText('Require login to watch (members only)'));
    fireEvent.change(within(dialog).getByLabelText('Video file'), { target: { files: [videoFile] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.requests[0];
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/admin/videos']);
    expect(Object.fromEntries(['title', 'eventId', 'battlerAName', 'battlerBName', 'isMainEvent', 'requiresAuth', 'description'].map((k) => [k, xhr.field(k)]))).toEqual({
      title: 'Ace vs Blaze',
      eventId: 'e2',
      battlerAName: 'Ace',
      battlerBName: 'Blaze',
      isMainEvent: 'true',
      requiresAuth: 'true',
      description: '',
    });
    expect((xhr.field('video') as File).name).toBe('battle.mp4');

    act(() => xhr.progress(455, 1000));
    expect(within(dialog).getByText('45.5%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45.5');
    act(() => xhr.progress(1000, 1000));
    expect(within(dialog).getByText('Processing video...')).toBeInTheDocument();

    const before = calls.filter((c) => c.path === '/api/admin/videos').length;
    act(() => xhr.respond(201, makeVideo({ id: 'v9' })));
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument();
    expect(screen.getByText('Your video has been uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/videos').length).toBeGreaterThan(before));
  });

  it("reports 'Upload Failed' with the server message or the default", async () => {
    setup();
    const dialog = await openUpload();
    fireEvent.change(within(dialog).getByLabelText('Video title'), { target: { value: 'T' } });
    fireEvent.change(within(dialog).getByLabelText('Event'), { target: { value: 'e1' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler A name' }), { target: { value: 'A' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: 'B' } });
    fireEvent.change(within(dialog).getByLabelText('Video file'), { target: { files: [videoFile] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(400, { message: 'Invalid file: please upload a video file' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid file: please upload a video file')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    act(() => FakeXhr.requests[1].onerror?.());
    expect(await screen.findByText('There was an error uploading your video.')).toBeInTheDocument();
  });

  it('closes the autocomplete, not the dialog, on Escape', async () => {
    setup();
    const dialog = await openUpload();
    const a = within(dialog).getByRole('combobox', { name: 'Battler A name' });
    fireEvent.change(a, { target: { value: 'A' } });
    await within(dialog).findByRole('option', { name: 'Ace' });
    fireEvent.keyDown(a, { key: 'Escape' });
    expect(within(dialog).queryByRole('option', { name: 'Ace' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Video' })).toBeInTheDocument();
    fireEvent.keyDown(a, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("edits a video: 'Title is required', and removing the thumbnail sends thumbnailUrl null", async () => {
    const { calls } = setup({ extra: { 'PUT /api/admin/videos/v4': () => json(200, videos[3]) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lost Tape' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    const title = within(dialog).getByLabelText('Video title');
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'Found Tape' } });
    expect(within(dialog).getByAltText('Thumbnail preview')).toHaveAttribute('src', '/uploads/t.jpg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByText('No thumbnail')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Video Updated')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body)).toEqual({
      title: 'Found Tape',
      description: '',
      eventId: 'gone',
      battlerAName: 'Ace',
      battlerBName: 'Blaze',
      isMainEvent: false,
      requiresAuth: false,
      thumbnailUrl: null,
    });
  });

  it('deletes a video after confirmation', async () => {
    const { calls } = setup({ extra: { 'DELETE /api/admin/videos/v1': () => json(200, { message: 'Video deleted' }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Undercard' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Video' })).getByRole('button', { name: 'Delete Video' }));
    expect(await screen.findByText('Video Deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/admin/videos/v1');
  });
});
