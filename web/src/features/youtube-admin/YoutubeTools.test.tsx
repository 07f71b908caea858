import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clickWhenFree, json, renderApp, stubFetch } from '../../testing/render';
import { makeQuota } from './fixtures.testing';
import { batchSize, YoutubeTools } from './YoutubeTools';

const notConnected = { connected: false, error: 'YouTube is not configured: set YOUTUBE_API_KEY', configured: false, quota: makeQuota() };
const localDisk = {
  gcsConnected: false,
  bucketName: null,
  gcsError: 'Files are stored on local disk (data/uploads), not in Google Cloud Storage: GCS_BUCKET is not set. Missing or invalid settings: project id, credentials, bucket.',
  environment: { projectId: false, credentials: false, bucket: false, credentialsValid: false },
};

function setup(extra = {}) {
  const stub = stubFetch({ 'GET /api/admin/youtube/quota': () => json(200, makeQuota()), ...extra });
  renderApp(<YoutubeTools />);
  return stub;
}

const toast = () => screen.getByTestId('toast');

describe('YouTube tools of the Battlers tab', () => {
  it("shows what is left of the day's quota", async () => {
    setup();
    expect(await screen.findByText('97 of 100 searches, 9,950 of 10,000 units')).toBeInTheDocument();
    expect(screen.queryByText(/Daily quota exhausted/)).not.toBeInTheDocument();
  });

  it("adds 'Daily quota exhausted.' when the quota is spent", async () => {
    setup({ 'GET /api/admin/youtube/quota': () => json(200, makeQuota({ searchCallsUsed: 100, exhausted: true })) });
    expect(await screen.findByText('Daily quota exhausted.')).toBeInTheDocument();
    expect(screen.getByText('0 of 100 searches, 9,950 of 10,000 units')).toBeInTheDocument();
  });

  it('says so when the quota cannot be read', async () => {
    setup({ 'GET /api/admin/youtube/quota': () => json(500, { message: 'boom' }) });
    expect(await screen.findByText('The YouTube quota could not be read.')).toBeInTheDocument();
  });

  it("tests the connection: connected, 'YouTube API Failed' with the reason, 'YouTube API Test Failed' when the test cannot run", async () => {
    let answer = json(200, { connected: true, error: null, configured: true, quota: makeQuota() });
    const { calls } = setup({ 'GET /api/admin/youtube/test': () => answer });
    const button = await screen.findByRole('button', { name: 'Test YouTube API' });
    fireEvent.click(button);
    expect(await screen.findByText('YouTube API Connected')).toBeInTheDocument();
    // the test spends a unit: the quota line is read again
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/youtube/quota')).toHaveLength(2));

    answer = json(200, notConnected);
    await clickWhenFree(button);
    expect(await screen.findByText('YouTube API Failed')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('YouTube is not configured: set YOUTUBE_API_KEY');

    answer = json(500, {});
    await clickWhenFree(button);
    expect(await screen.findByText('YouTube API Test Failed')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('The connection test could not run.');
  });

  it('batch syncs 99 battlers by default, reporting the counts', async () => {
    const { calls } = setup({
      'POST /api/admin/youtube/batch-sync': () => json(200, { successful: 4, failed: 1, quotaExhausted: false, attempted: 5, quota: makeQuota() }),
    });
    expect(await screen.findByLabelText('Battlers per batch')).toHaveValue(99);
    fireEvent.click(screen.getByRole('button', { name: 'Batch Sync YouTube' }));
    expect(await screen.findByText('Batch Sync Complete')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('4 synced, 1 failed.');
    expect(toast()).not.toHaveTextContent('Daily quota exhausted.');
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toEqual({ maxBattlers: 99 });
  });

  it("adds 'Daily quota exhausted.' when the batch stopped on the quota, and 'Batch Sync Failed' on failure", async () => {
    let answer = json(200, { successful: 2, failed: 0, quotaExhausted: true, attempted: 3, quota: makeQuota({ exhausted: true }) });
    const { calls } = setup({ 'POST /api/admin/youtube/batch-sync': () => answer });
    fireEvent.change(await screen.findByLabelText('Battlers per batch'), { target: { value: '10' } });
    const button = screen.getByRole('button', { name: 'Batch Sync YouTube' });
    fireEvent.click(button);
    expect(await screen.findByText('Batch Sync Complete')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('2 synced, 0 failed. Daily quota exhausted.');
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toEqual({ maxBattlers: 10 });

    answer = json(503, { message: 'YouTube is not configured: set YOUTUBE_API_KEY' });
    await clickWhenFree(button);
    expect(await screen.findByText('Batch Sync Failed')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('YouTube is not configured: set YOUTUBE_API_KEY');
    answer = new Response('', { status: 502 });
    await clickWhenFree(button);
    await waitFor(() => expect(toast()).toHaveTextContent('Failed to sync YouTube data'));
    expect(toast()).toHaveTextContent('Batch Sync Failed');
  });

  it('refuses a batch size outside 1–99 without calling the server', async () => {
    const { calls } = setup();
    const field = await screen.findByLabelText('Battlers per batch');
    fireEvent.change(field, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Batch Sync YouTube' }));
    expect(await screen.findByText('Enter a whole number from 1 to 99.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect([batchSize('0'), batchSize('1.5'), batchSize(''), batchSize('1'), batchSize(' 99 ')]).toEqual([null, null, null, 1, 99]);
  });

  it('tests storage: local disk said plainly with the missing settings, a failing bucket in red, a connected one', async () => {
    let answer = json(200, localDisk);
    setup({ 'GET /api/admin/gcs/test': () => answer });
    const button = await screen.findByRole('button', { name: 'Test Storage' });
    fireEvent.click(button);
    expect(await screen.findByText('Local Disk Storage')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Missing or invalid settings: project id, credentials, bucket.');
    expect(toast()).toHaveTextContent('Project id: missing · Credentials: missing · Bucket: missing.');

    answer = json(200, {
      gcsConnected: false, bucketName: 'ubr', gcsError: 'Missing or invalid settings: project id, invalid credentials JSON.',
      environment: { projectId: false, credentials: true, bucket: true, credentialsValid: false },
    });
    await clickWhenFree(button);
    expect(await screen.findByText('Storage Test Failed')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('invalid credentials JSON');
    expect(toast()).toHaveTextContent('Credentials JSON: invalid');

    answer = json(200, {
      gcsConnected: true, bucketName: 'ubr', gcsError: null,
      environment: { projectId: true, credentials: true, bucket: true, credentialsValid: true },
    });
    await clickWhenFree(button);
    expect(await screen.findByText('Storage Connected')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Bucket "ubr" answered.');

    answer = json(403, { message: 'Admin access required' });
    await clickWhenFree(button);
    expect(await screen.findByText('Storage Test Failed')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Admin access required');
  });
});
