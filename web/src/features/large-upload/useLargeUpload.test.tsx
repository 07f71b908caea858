import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { json, renderApp, stubFetch } from '../../testing/render';
import { FakeXhr } from './fakeXhr.testing';
import { FORCE_CHUNKED_KEY, withFakeXhr } from './largeUpload.testing';
import type { LargeUploadOutcome } from './largeUploadController';
import { useLargeUpload } from './useLargeUpload';

const fields = { title: 'T', description: 'D', eventId: 'e1', battlerAName: 'A', battlerBName: 'B', isMainEvent: true, requiresAuth: false };
const video = new File(['x'.repeat(1000)], 'battle.mp4', { type: 'video/mp4' });
const thumbnail = new File(['jpg'], 'thumb.jpg', { type: 'image/jpeg' });

function Harness() {
  const upload = useLargeUpload();
  const [outcome, setOutcome] = useState<LargeUploadOutcome | null>(null);
  return (
    <>
      <button onClick={async () => setOutcome(await upload.start(fields, video, thumbnail))}>go</button>
      <output>{outcome ? JSON.stringify(outcome) : 'pending'}</output>
    </>
  );
}

withFakeXhr();

describe('useLargeUpload: the thumbnail', () => {
  beforeEach(() => window.localStorage.setItem(FORCE_CHUNKED_KEY, '1'));

  function run() {
    stubFetch({
      'POST /api/admin/videos/upload-chunked/init': () => json(201, { uploadId: 'x', receivedChunks: [], totalChunks: 1 }),
      'POST /api/admin/videos/upload-chunked/complete': () => json(200, { video: { id: 'v9' } }),
    });
    renderApp(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
  }

  it('follows a chunked upload as an edit of the new video', async () => {
    run();
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(200, { receivedChunks: [0] }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    const put = FakeXhr.requests[1];
    expect([put.method, put.url]).toEqual(['PUT', '/api/admin/videos/v9']);
    expect(['title', 'description', 'eventId', 'battlerAName', 'battlerBName', 'isMainEvent', 'requiresAuth'].map((k) => put.field(k))).toEqual([
      'T',
      'D',
      'e1',
      'A',
      'B',
      'true',
      'false',
    ]);
    expect((put.field('thumbnail') as File).name).toBe('thumb.jpg');
    act(() => put.respond(200, { id: 'v9' }));
    expect(await screen.findByText(JSON.stringify({ kind: 'success', thumbnailSaved: true }))).toBeInTheDocument();
  });

  it('still reports the upload a success when only the thumbnail failed', async () => {
    run();
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.requests[0].respond(200, { receivedChunks: [0] }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    act(() => FakeXhr.requests[1].respond(500, { message: 'x' }));
    expect(await screen.findByText(JSON.stringify({ kind: 'success', thumbnailSaved: false }))).toBeInTheDocument();
  });

  it('sends it with the optimized upload itself', async () => {
    window.localStorage.clear();
    stubFetch({});
    renderApp(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect((FakeXhr.requests[0].field('thumbnail') as File).name).toBe('thumb.jpg');
    act(() => FakeXhr.requests[0].respond(201, { id: 'v9' }));
    expect(await screen.findByText(JSON.stringify({ kind: 'success', thumbnailSaved: true }))).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(1);
  });
});
