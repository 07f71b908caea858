import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../testing/render';
import { FakeXhr, installFakeXhr } from '../large-upload/fakeXhr.testing';
import {
  fillLargeUpload,
  FORCE_CHUNKED_KEY,
  openLargeUpload,
  reloadLargeUploads,
  seriousFindings,
  startLargeUpload,
} from '../large-upload/largeUpload.testing';
import { makeEvent } from '../catalogue/adminFixtures.testing';
import AdminPage from './AdminPage';
import { adminModules } from './dashboard.testing';

const admin = makeUser({ id: 'a1', username: 'boss', role: 'admin' });
const film = new File(['x'.repeat(1000)], 'battle.mp4', { type: 'video/mp4' });

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = installFakeXhr();
  window.localStorage.setItem(FORCE_CHUNKED_KEY, '1');
});
afterEach(() => {
  reloadLargeUploads();
  restoreXhr();
  window.localStorage.clear();
});

function leavingIsConfirmed(): boolean {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
}

/** The admin on the Videos tab with a one-chunk upload started, its chunk in flight. */
async function uploading() {
  stubFetch({
    ...signedIn(admin),
    'GET /api/events': () => json(200, [makeEvent({ id: 'e1', title: 'Summer Smackdown' })]),
    'GET /api/admin/videos': () => json(200, []),
    'GET /api/battlers/search': () => json(200, []),
    'POST /api/admin/videos/upload-chunked/init': () => json(201, { receivedChunks: [], totalChunks: 1 }),
    'POST /api/admin/videos/upload-chunked/complete': () => json(200, { video: { id: 'v9' } }),
  });
  const { router } = renderApp(<AdminPage modules={adminModules} />, { route: '/admin?tab=videos' });
  const dialog = await openLargeUpload();
  fillLargeUpload(dialog, film);
  startLargeUpload(dialog);
  await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  return { router, dialog, chunk: FakeXhr.requests[0] };
}

describe('a large upload in the admin area', () => {
  it('keeps sending while the dialog is hidden and the admin switches tabs, shows a status line, and reports at the end', async () => {
    const { router, dialog, chunk } = await uploading();
    act(() => chunk.progress(423, 1000));
    expect(leavingIsConfirmed()).toBe(true);

    // hidden, not cancelled
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const status = screen.getByRole('status', { name: 'Large upload' });
    expect(status).toHaveTextContent('Uploading battle.mp4 — 42.3%');
    expect(await seriousFindings()).toEqual([]);

    // another tab unmounts the Videos panel; the chunk keeps going
    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
    act(() => chunk.progress(800, 1000));
    expect(chunk.aborted).toBe(false);
    expect(screen.getByRole('status', { name: 'Large upload' })).toHaveTextContent('Uploading battle.mp4 — 80.0%');

    // the status line's button brings the dialog back with the live progress and the upload's fields
    fireEvent.click(within(screen.getByRole('status', { name: 'Large upload' })).getByRole('button', { name: 'Show upload' }));
    expect(router.state.location.search).toBe('?tab=videos');
    const again = await screen.findByRole('dialog', { name: 'Large Video Upload' });
    expect(within(again).getByRole('progressbar', { name: 'Large video upload' })).toHaveAttribute('aria-valuetext', '80.0%');
    expect(within(again).getByLabelText('Video title')).toHaveValue('Ace vs Blaze');
    expect(within(again).getByText('battle.mp4 (0.0 MB)')).toBeInTheDocument();
    expect(screen.queryByText(/Uploading battle\.mp4/)).not.toBeInTheDocument();

    // Escape hides it too; the end is reported on whichever tab the admin is on
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Battlers' }));
    act(() => chunk.respond(200, { receivedChunks: [0] }));
    expect(await screen.findByText('Your video has been uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByText('Upload Complete')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Large upload' })).toBeEmptyDOMElement();
    expect(leavingIsConfirmed()).toBe(false);
    // three lazy panels and an axe run: slow on a busy machine
  }, 20_000);

  it('ends in a dialog reopened on a remounted Videos tab: it closes with the toast, and the next opening is empty', async () => {
    const { dialog, chunk } = await uploading();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('status', { name: 'Large upload' })).getByRole('button', { name: 'Show upload' }));
    const again = await screen.findByRole('dialog', { name: 'Large Video Upload' });
    act(() => chunk.respond(200, { receivedChunks: [0] }));
    expect(await screen.findByText('Your video has been uploaded successfully!')).toBeInTheDocument();
    expect(again).not.toBeInTheDocument();
    const fresh = await openLargeUpload();
    expect(within(fresh).getByLabelText('Video title')).toHaveValue('');
    expect(within(fresh).getByText('No file selected')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Start Optimized Upload' })).toBeEnabled();
  }, 20_000);
});
