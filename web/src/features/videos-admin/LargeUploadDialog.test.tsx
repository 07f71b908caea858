import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../testing/render';
import { FakeXhr } from '../large-upload/fakeXhr.testing';
import { INTERRUPTED, MISSING_INFORMATION } from './LargeUploadDialog';
import {
  fillLargeUpload,
  FORCE_CHUNKED_KEY,
  openLargeUpload,
  RESUME_KEY,
  seriousFindings,
  startLargeUpload,
} from '../large-upload/largeUpload.testing';
import { type Handler, MB, setup, withFakeXhr } from './largeUploadDialog.testing';
import { makeVideo } from '../catalogue/adminFixtures.testing';

withFakeXhr();

const openDialog = openLargeUpload;
const fill = fillLargeUpload;
const start = startLargeUpload;
const small = new File(['x'.repeat(1000)], 'battle.mp4', { type: 'video/mp4' });
const sizedFile = (bytes: number) => new File([new Uint8Array(bytes)], 'big.mp4', { type: 'video/mp4' });

describe('Large Video Upload: optimized', () => {
  it("says 'Missing Information' and sends nothing while a field or the file is missing", async () => {
    setup();
    const dialog = await openDialog();
    start(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MISSING_INFORMATION);
    expect(screen.getByText('Missing Information')).toBeInTheDocument();
    expect(await seriousFindings()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Video title'), { target: { value: 'T' } });
    fireEvent.change(within(dialog).getByLabelText('Event'), { target: { value: 'e1' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler A name' }), { target: { value: 'A' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler B name' }), { target: { value: 'B' } });
    start(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MISSING_INFORMATION);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('streams the form, shows percentage to one decimal, polls by X-Upload-ID and counts a 404 as completed', async () => {
    const { calls } = setup({ 'GET /api/admin/videos/upload-progress/opt-1': () => json(404, { message: 'Not found' }) });
    const dialog = await openDialog();
    fill(dialog, small);
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.requests[0];
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/admin/videos/upload-optimized']);
    expect(['title', 'eventId', 'battlerAName', 'battlerBName', 'isMainEvent', 'requiresAuth'].map((k) => xhr.field(k))).toEqual([
      'Ace vs Blaze',
      'e1',
      'Ace',
      'Blaze',
      'false',
      'true',
    ]);
    expect((xhr.field('video') as File).name).toBe('battle.mp4');
    act(() => xhr.progress(455, 1000));
    expect(within(dialog).getByText('45.5%')).toBeInTheDocument();
    expect(within(dialog).queryByText('Processing video...')).not.toBeInTheDocument();
    act(() => xhr.progress(1000, 1000));
    expect(within(dialog).getByText('Processing video...')).toBeInTheDocument();
    act(() => xhr.respond(200, { message: 'Upload started' }, { 'X-Upload-ID': 'opt-1' }));
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument();
    expect(screen.getByText('Your video has been uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/videos/upload-progress/opt-1')).toBe(true);
  });

  it("reports 'Upload Failed' with the server message, else the default", async () => {
    setup();
    const dialog = await openDialog();
    fill(dialog, small);
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(413, { message: 'File too large' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('File too large')).toBeInTheDocument();
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    act(() => FakeXhr.requests[1].onerror?.());
    expect(await screen.findByText('There was an error uploading your video.')).toBeInTheDocument();
  });

  it('stops with the failure toast when the progress says error', async () => {
    setup({ 'GET /api/admin/videos/upload-progress/opt-2': () => json(200, { status: 'error', percentage: 40, uploadedBytes: 0, totalBytes: 0, uploadSpeed: 0, eta: 0, error: 'Storage refused the file' }) });
    const dialog = await openDialog();
    fill(dialog, small);
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(200, {}, { 'x-upload-id': 'opt-2' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Storage refused the file')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Large Video Upload' })).toBeInTheDocument();
  });
});

describe('Large Video Upload: chunked (forced on this local host)', () => {
  beforeEach(() => window.localStorage.setItem(FORCE_CHUNKED_KEY, '1'));

  it('declares the upload, caps progress at 99 with the banner, completes, and reports success', async () => {
    const { calls } = setup({
      'POST /api/admin/videos/upload-chunked/init': () => json(201, { uploadId: 'x', receivedChunks: [], totalChunks: 1 }),
      'POST /api/admin/videos/upload-chunked/complete': () => json(200, { video: makeVideo({ id: 'v9' }) }),
    });
    const dialog = await openDialog();
    fill(dialog, small);
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const init = JSON.parse(calls.find((c) => c.path.endsWith('/init'))!.body);
    expect(init).toMatchObject({ fileName: 'battle.mp4', fileSize: 1000, totalChunks: 1, mimeType: 'video/mp4' });
    expect(init.metadata).toEqual({ title: 'Ace vs Blaze', description: '', eventId: 'e1', battlerAName: 'Ace', battlerBName: 'Blaze', isMainEvent: false, requiresAuth: true });
    const xhr = FakeXhr.requests[0];
    expect(xhr.url).toBe('/api/admin/videos/upload-chunked/chunk');
    expect([xhr.field('uploadId'), xhr.field('chunkIndex'), xhr.field('totalChunks')]).toEqual([init.uploadId, '0', '1']);
    act(() => xhr.progress(500, 1000));
    expect(within(dialog).getByText('50.0%')).toBeInTheDocument();
    act(() => xhr.progress(1000, 1000));
    expect(within(dialog).getByText('99.0%')).toBeInTheDocument();
    expect(within(dialog).getByText('Processing video...')).toBeInTheDocument();
    act(() => xhr.respond(200, { receivedChunks: [0] }));
    expect(await screen.findByText('Your video has been uploaded successfully!')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.path.endsWith('/complete'))!.body)).toEqual({ uploadId: init.uploadId });
  });

  it('resumes: sends only the chunks the server does not hold, 10 MB each', async () => {
    setup({
      'POST /api/admin/videos/upload-chunked/init': () => json(200, { uploadId: 'x', receivedChunks: [0, 2], totalChunks: 3 }),
      'POST /api/admin/videos/upload-chunked/complete': () => json(200, { video: { id: 'v9' } }),
    });
    const dialog = await openDialog();
    fill(dialog, sizedFile(25 * MB));
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(FakeXhr.requests[0].field('chunkIndex')).toBe('1');
    expect((FakeXhr.requests[0].field('chunk') as Blob).size).toBe(10 * MB);
    // the two stored chunks (10 + 5 MB of 25) count from the start
    expect(within(dialog).getByText('60.0%')).toBeInTheDocument();
    act(() => FakeXhr.requests[0].respond(200, { receivedChunks: [0, 1, 2] }));
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(1);
  });

  it("says 'Upload Completion Issue' when complete fails, and retries it", async () => {
    let completes = 0;
    setup({
      'POST /api/admin/videos/upload-chunked/init': () => json(201, { uploadId: 'x', receivedChunks: [], totalChunks: 1 }),
      'POST /api/admin/videos/upload-chunked/complete': () => (++completes === 1 ? json(500, { message: 'Probe failed' }) : json(200, { video: { id: 'v9' } })),
    });
    const dialog = await openDialog();
    fill(dialog, small);
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(200, { receivedChunks: [0] }));
    expect(await screen.findByText('Upload Completion Issue')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry Completion' }));
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument();
    expect(completes).toBe(2);
  });

  it("refuses at once on a 4xx chunk answer with 'Upload Failed' and the server's message", async () => {
    setup({ 'POST /api/admin/videos/upload-chunked/init': () => json(201, { uploadId: 'x', receivedChunks: [], totalChunks: 1 }) });
    const dialog = await openDialog();
    fill(dialog, small);
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(400, { message: 'Chunk 0 has the wrong size' }));
    expect(await screen.findByText('Chunk 0 has the wrong size')).toBeInTheDocument();
    expect(screen.getByText('Upload Failed')).toBeInTheDocument();
    expect(screen.queryByText(INTERRUPTED)).not.toBeInTheDocument();
    // refused for good: nothing to resume
    expect(window.localStorage.getItem(RESUME_KEY)).toBeNull();
  });
});

describe('Large Video Upload: waiting and retrying (chunked)', () => {
  beforeEach(() => window.localStorage.setItem(FORCE_CHUNKED_KEY, '1'));

  it('retries a chunk lost to the network after a backoff, asking the server what it holds', async () => {
    const handlers: Record<string, Handler> = {
      'POST /api/admin/videos/upload-chunked/init': () => json(201, { uploadId: 'x', receivedChunks: [], totalChunks: 1 }),
      'POST /api/admin/videos/upload-chunked/complete': () => json(200, { video: { id: 'v9' } }),
    };
    const { calls } = setup(handlers);
    const dialog = await openDialog();
    fill(dialog, small);
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const uploadId = JSON.parse(calls.find((c) => c.path.endsWith('/init'))!.body).uploadId as string;
    const statusPath = `/api/admin/videos/upload-chunked/${uploadId}`;
    handlers[`GET ${statusPath}`] = () => json(200, { uploadId, receivedChunks: [], missingChunks: [0], totalChunks: 1, status: 'uploading' });
    act(() => FakeXhr.requests[0].onerror?.());
    // one second of backoff, then the status call, then only the missing chunk again
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2), { timeout: 4000 });
    expect(calls.filter((c) => c.path === statusPath)).toHaveLength(1);
    expect(calls.filter((c) => c.path.endsWith('/init'))).toHaveLength(1);
    expect(FakeXhr.requests[1].field('chunkIndex')).toBe('0');
    act(() => FakeXhr.requests[1].respond(200, { receivedChunks: [0] }));
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument();
  });

  it("offers 'Complete Upload' 45 s after every byte is sent, which resets the form and reports success", async () => {
    jest.useFakeTimers();
    try {
      setup({
        'POST /api/admin/videos/upload-chunked/init': () => json(201, { uploadId: 'x', receivedChunks: [], totalChunks: 1 }),
        // the server never answers complete
        'POST /api/admin/videos/upload-chunked/complete': () => new Promise<Response>(() => undefined),
      });
      const dialog = await openDialog();
      fill(dialog, small);
      start(dialog);
      await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
      act(() => FakeXhr.requests[0].progress(1000, 1000));
      act(() => FakeXhr.requests[0].respond(200, { receivedChunks: [0] }));
      expect(within(dialog).getByText('Processing video...')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(44_000);
      });
      expect(within(dialog).queryByRole('button', { name: 'Complete Upload' })).not.toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      // axe schedules with real timers
      jest.useRealTimers();
      expect(await seriousFindings()).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Upload' }));
      expect(screen.getByText('Your video has been uploaded successfully!')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("'Cancel Upload' aborts the chunk in flight and closes quietly", async () => {
    const { calls } = setup({ 'POST /api/admin/videos/upload-chunked/init': () => json(201, { uploadId: 'x', receivedChunks: [], totalChunks: 1 }) });
    const dialog = await openDialog();
    fill(dialog, small);
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Upload' }));
    expect(FakeXhr.requests[0].aborted).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('Upload Failed')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/complete'))).toBe(false);
  });

  it("gives up with 'Upload was interrupted. ...' when the network stays down through every retry", async () => {
    jest.useFakeTimers();
    try {
      setup({ 'POST /api/admin/videos/upload-chunked/init': () => json(201, { uploadId: 'x', receivedChunks: [], totalChunks: 1 }) });
      const dialog = await openDialog();
      fill(dialog, small);
      start(dialog);
      // the first try and eight retries, each lost
      for (let n = 1; n <= 9; n++) {
        await waitFor(() => expect(FakeXhr.requests).toHaveLength(n));
        act(() => FakeXhr.requests[n - 1].onerror?.());
        await act(async () => {
          await jest.advanceTimersByTimeAsync(30_000);
        });
      }
      expect(screen.getByText(INTERRUPTED)).toBeInTheDocument();
      expect(screen.getByText('Upload Failed')).toBeInTheDocument();
      expect(FakeXhr.requests).toHaveLength(9);
      // the server keeps the chunks: the upload stays on offer for a resume
      expect(window.localStorage.getItem(RESUME_KEY)).not.toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Resume upload' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Large Video Upload: polling stops on 401', () => {
  it('stops following the upload when the session ended', async () => {
    const { calls } = setup({ 'GET /api/admin/videos/upload-progress/opt-3': () => json(401, { message: 'Authentication required' }) });
    const dialog = await openDialog();
    fill(dialog, small);
    start(dialog);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(200, {}, { 'X-Upload-ID': 'opt-3' }));
    expect(await screen.findByText('Upload Progress Stopped')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/opt-3'))).toHaveLength(1);
    expect(screen.queryByText('Upload Complete')).not.toBeInTheDocument();
  });
});
