import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIDEO_DESCRIPTION_MAX } from '../../../../domain/video/limits';
import { json } from '../../testing/render';
import { FakeXhr } from '../large-upload/fakeXhr.testing';
import { RESUME_GONE, RESUME_OFFER } from './LargeUploadDialog';
import {
  fillLargeUpload,
  FORCE_CHUNKED_KEY,
  openLargeUpload,
  pickLargeUploadFile,
  reloadLargeUploads,
  RESUME_KEY,
  startLargeUpload,
} from '../large-upload/largeUpload.testing';
import { type Handler, MB, setup, withFakeXhr } from './largeUploadDialog.testing';

withFakeXhr();

const openDialog = openLargeUpload;
const fill = fillLargeUpload;
const start = startLargeUpload;

describe('Large Video Upload: resume after a reload (chunked)', () => {
  beforeEach(() => window.localStorage.setItem(FORCE_CHUNKED_KEY, '1'));
  const film = () => new File([new Uint8Array(25 * MB)], 'big.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });

  /** Starts a chunked upload of `film()`, lets the server store chunks 0 and 2, then reloads the page. */
  async function interruptedByReload(handlers: Record<string, Handler>) {
    handlers['POST /api/admin/videos/upload-chunked/init'] = () => json(201, { receivedChunks: [], totalChunks: 3 });
    const { calls } = setup(handlers);
    const dialog = await openDialog();
    fill(dialog, film());
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(3));
    act(() => FakeXhr.requests[0].respond(200, { receivedChunks: [0] }));
    act(() => FakeXhr.requests[2].respond(200, { receivedChunks: [0, 2] }));
    const uploadId = JSON.parse(calls.find((c) => c.path.endsWith('/init'))!.body).uploadId as string;
    expect(JSON.parse(window.localStorage.getItem(RESUME_KEY)!)).toMatchObject({ uploadId, fileName: 'big.mp4', fileSize: 25 * MB, lastModified: 1_700_000_000_000 });
    // the reload: the running upload and the whole tree go, localStorage stays
    reloadLargeUploads();
    cleanup();
    FakeXhr.requests = [];
    return uploadId;
  }

  it("offers 'Resume upload' for the same file, asks the server's state and sends only the missing chunk", async () => {
    const handlers: Record<string, Handler> = {};
    const uploadId = await interruptedByReload(handlers);
    handlers[`GET /api/admin/videos/upload-chunked/${uploadId}`] = () => json(200, { uploadId, receivedChunks: [0, 2], missingChunks: [1], totalChunks: 3, status: 'uploading' });
    handlers['POST /api/admin/videos/upload-chunked/init'] = () => json(200, { uploadId, receivedChunks: [0, 2], totalChunks: 3 });
    handlers['POST /api/admin/videos/upload-chunked/complete'] = () => json(200, { video: { id: 'v9' } });
    const { calls } = setup(handlers);
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('button', { name: 'Resume upload' })).not.toBeInTheDocument();
    pickLargeUploadFile(dialog, film());
    // the remembered details come back with the file
    expect(within(dialog).getByLabelText('Video title')).toHaveValue('Ace vs Blaze');
    expect(within(dialog).getByText(RESUME_OFFER)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume upload' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(calls.filter((c) => c.path === `/api/admin/videos/upload-chunked/${uploadId}`)).toHaveLength(1);
    expect(JSON.parse(calls.find((c) => c.path.endsWith('/init'))!.body)).toMatchObject({ uploadId, metadata: { title: 'Ace vs Blaze', requiresAuth: true } });
    expect([FakeXhr.requests[0].field('uploadId'), FakeXhr.requests[0].field('chunkIndex')]).toEqual([uploadId, '1']);
    expect(within(dialog).getByText('60.0%')).toBeInTheDocument();
    act(() => FakeXhr.requests[0].respond(200, { receivedChunks: [0, 1, 2] }));
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(1);
    expect(window.localStorage.getItem(RESUME_KEY)).toBeNull();
  });

  it("'Resume upload' checks the limits first: a too long description is said and nothing is sent", async () => {
    const handlers: Record<string, Handler> = {};
    const uploadId = await interruptedByReload(handlers);
    handlers[`GET /api/admin/videos/upload-chunked/${uploadId}`] = () => json(200, { uploadId, receivedChunks: [0, 2], missingChunks: [1], totalChunks: 3, status: 'uploading' });
    handlers['POST /api/admin/videos/upload-chunked/init'] = () => json(200, { uploadId, receivedChunks: [0, 2], totalChunks: 3 });
    const { calls } = setup(handlers);
    const dialog = await openDialog();
    pickLargeUploadFile(dialog, film());
    const description = within(dialog).getByLabelText('Description');
    fireEvent.change(description, { target: { value: 'd'.repeat(VIDEO_DESCRIPTION_MAX + 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume upload' }));
    expect(await within(dialog).findByText('Description must be at most 5000 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/admin/videos/upload-chunked'))).toBe(false);
    expect(FakeXhr.requests).toHaveLength(0);

    fireEvent.change(description, { target: { value: 'd'.repeat(VIDEO_DESCRIPTION_MAX) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume upload' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.path.endsWith('/init'))!.body)).toMatchObject({ uploadId });
  });

  it('forgets the upload when the server no longer has it, and offers nothing for another file', async () => {
    const handlers: Record<string, Handler> = {};
    const uploadId = await interruptedByReload(handlers);
    handlers[`GET /api/admin/videos/upload-chunked/${uploadId}`] = () => json(404, { message: 'Upload not found' });
    setup(handlers);
    const dialog = await openDialog();
    const touched = new File([new Uint8Array(25 * MB)], 'big.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_001 });
    pickLargeUploadFile(dialog, touched);
    expect(within(dialog).queryByRole('button', { name: 'Resume upload' })).not.toBeInTheDocument();
    pickLargeUploadFile(dialog, film());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume upload' }));
    expect(await screen.findByText(RESUME_GONE)).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);
    expect(window.localStorage.getItem(RESUME_KEY)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Resume upload' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start Optimized Upload' })).toBeEnabled();
  });
});
