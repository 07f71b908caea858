import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderApp, stubFetch } from '../../testing/render';
import { FakeXhr, installFakeXhr } from '../large-upload/fakeXhr.testing';
import { seriousFindings } from '../large-upload/largeUpload.testing';
import { makeEvent, makeVideo } from '../catalogue/adminFixtures.testing';
import { CANCELLED_NOTE } from './VideoUploadDialog';
import { VideosPanel } from './VideosPanel';

const MB = 1024 * 1024;
const summer = makeEvent({ id: 'e1', title: 'Summer Smackdown' });
const videoFile = new File(['x'.repeat(1000)], 'battle.mp4', { type: 'video/mp4' });

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = installFakeXhr();
});
afterEach(() => {
  restoreXhr();
  jest.restoreAllMocks();
});

function setup() {
  const stub = stubFetch({
    'GET /api/events': () => json(200, [summer]),
    'GET /api/admin/videos': () => json(200, []),
    'GET /api/battlers/search': () => json(200, []),
  });
  const rendered = renderApp(<VideosPanel />);
  return { ...stub, ...rendered };
}

async function openUpload() {
  fireEvent.click(await screen.findByRole('button', { name: 'Video Upload' }));
  return screen.getByRole('dialog', { name: 'Upload Video' });
}

function fill(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Video title'), { target: { value: 'Ace vs Blaze' } });
  fireEvent.change(within(dialog).getByLabelText('Event'), { target: { value: 'e1' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler A name' }), { target: { value: 'Ace' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: 'Blaze' } });
  fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Round one' } });
  fireEvent.click(within(dialog).getByLabelText('Main event'));
  fireEvent.change(within(dialog).getByLabelText('Video file'), { target: { files: [videoFile] } });
}

/** Fills the form and sends it: the request the dialog made. */
async function startUpload() {
  const dialog = await openUpload();
  fill(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
  await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  return { dialog, xhr: FakeXhr.requests[0] };
}

/** What the form holds, as the admin typed and picked it. */
const formState = (dialog: HTMLElement) => ({
  title: (within(dialog).getByLabelText('Video title') as HTMLInputElement).value,
  event: (within(dialog).getByLabelText('Event') as HTMLSelectElement).value,
  battlerA: (within(dialog).getByRole('combobox', { name: 'Battler A name' }) as HTMLInputElement).value,
  battlerB: (within(dialog).getByRole('combobox', { name: 'Battler B name' }) as HTMLInputElement).value,
  description: (within(dialog).getByLabelText('Description') as HTMLTextAreaElement).value,
  mainEvent: (within(dialog).getByLabelText('Main event') as HTMLInputElement).checked,
  file: within(dialog).getByText(/^battle\.mp4/).textContent,
});

describe('Upload Video while sending', () => {
  it('says bytes, speed and time left from the progress reports', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    setup();
    const { dialog, xhr } = await startUpload();
    act(() => xhr.progress(0, 18 * MB));
    expect(within(dialog).getByText('0.0 MB of 18.0 MB')).toBeInTheDocument();
    now += 4000;
    act(() => xhr.progress(5.2 * MB, 18 * MB));
    expect(within(dialog).getByText('5.2 MB of 18.0 MB · 1.3 MB/s · about 10s left')).toBeInTheDocument();
    expect(within(dialog).getByText('28.9%')).toBeInTheDocument();
    const bar = within(dialog).getByRole('progressbar', { name: 'Video upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '28.9');
    expect(bar).toHaveAttribute('aria-valuetext', '28.9%');
    act(() => xhr.progress(18 * MB, 18 * MB));
    expect(within(dialog).getByText('Processing video...')).toBeInTheDocument();
    expect(within(dialog).queryByText(/MB of/)).not.toBeInTheDocument();
  });

  it('holds every field, shows the upload on its button and passes axe', async () => {
    setup();
    const { dialog, xhr } = await startUpload();
    act(() => xhr.progress(300, 1000));
    const form = within(dialog).getByRole('form', { name: 'Upload video' });
    const controls = form.querySelectorAll('input, select, textarea');
    expect(controls.length).toBeGreaterThanOrEqual(8);
    for (const control of Array.from(controls)) expect(control).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Change Video' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /thumbnail/i })).toBeDisabled();
    const submit = within(dialog).getByRole('button', { name: /Uploading\.\.\./ });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel Upload' })).toBeEnabled();
    expect(await seriousFindings()).toEqual([]);

    act(() => xhr.respond(201, makeVideo({ id: 'v9' })));
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument();
  });

  it('Cancel Upload stops the request and gives the form back as it was, with a note', async () => {
    setup();
    const { dialog, xhr } = await startUpload();
    const before = formState(dialog);
    act(() => xhr.progress(400, 1000));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Upload' }));
    expect(xhr.aborted).toBe(true);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(CANCELLED_NOTE);
    expect(formState(dialog)).toEqual(before);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Video title')).toBeEnabled();
    expect(screen.queryByText('Upload Failed')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Video' })).toBeInTheDocument();

    // sent again as it stands; the note goes
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Video' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    expect(FakeXhr.requests[1].field('title')).toBe('Ace vs Blaze');
    expect(within(dialog).queryByText(CANCELLED_NOTE)).not.toBeInTheDocument();
  });

  it('asks before closing: Keep Uploading goes on, Stop Upload stops the request and closes', async () => {
    setup();
    const { dialog, xhr } = await startUpload();
    act(() => xhr.progress(400, 1000));

    fireEvent.keyDown(document, { key: 'Escape' });
    let ask = screen.getByRole('alertdialog', { name: 'Stop the upload?' });
    expect(await seriousFindings()).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep Uploading' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(xhr.aborted).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Upload Video' })).toBeInTheDocument();

    // Escape on the question is 'keep uploading' too
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    ask = screen.getByRole('alertdialog', { name: 'Stop the upload?' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(xhr.aborted).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stop Upload' }));
    expect(xhr.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Upload Failed')).not.toBeInTheDocument();

    // opened again: a fresh form, no note
    const again = await openUpload();
    expect((within(again).getByLabelText('Video title') as HTMLInputElement).value).toBe('');
    expect(within(again).queryByText(CANCELLED_NOTE)).not.toBeInTheDocument();
  });

  it('waits for the answer once every byte is sent: nothing closes or cancels it then', async () => {
    setup();
    const { dialog, xhr } = await startUpload();
    act(() => xhr.progress(1000, 1000));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeDisabled();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel Upload' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(cancel);
    expect(xhr.aborted).toBe(false);
    act(() => xhr.respond(201, makeVideo({ id: 'v9' })));
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the request when the page leaves the dialog mid-upload', async () => {
    const { unmount } = setup();
    const { xhr } = await startUpload();
    act(() => xhr.progress(400, 1000));
    unmount();
    expect(xhr.aborted).toBe(true);
  });
});
