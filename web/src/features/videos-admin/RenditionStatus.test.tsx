import { act, screen, within } from '@testing-library/react';
import { api } from './api';
import { json, renderApp, stubFetch } from '../../testing/render';
import type { RenditionJob } from './videosAdminApi';
import { renditionsOf } from './RenditionStatus';
import { makeEvent, makeVideo } from '../catalogue/adminFixtures.testing';
import { RENDITION_POLL_MS } from './useRenditionJobs';
import { VideosPanel } from './VideosPanel';

const event = makeEvent({ id: 'e1', title: 'Summer Smackdown' });
const job = (quality: string, status: RenditionJob['status'], percent = 0, videoId = 'v1'): RenditionJob => ({ videoId, quality, status, percent });

/** A server whose jobs and videos the test changes between polls. */
function setup(state: { jobs: RenditionJob[]; qualities: string[] }) {
  const stub = stubFetch({
    'GET /api/events': () => json(200, [event]),
    'GET /api/admin/videos': () =>
      json(200, [
        makeVideo({ id: 'v1', title: 'Headliner', availableQualities: state.qualities }),
        makeVideo({ id: 'v2', title: 'Tiny Clip', width: 160, height: 90 }),
      ]),
    'GET /api/admin/renditions': () => json(200, state.jobs),
  });
  const view = renderApp(<VideosPanel />);
  const count = (path: string) => stub.calls.filter((c) => c.path === path).length;
  return { ...view, ...stub, polls: () => count('/api/admin/renditions'), videoLists: () => count('/api/admin/videos') };
}

const rowOf = async (title: string) => (await screen.findByRole('heading', { level: 4, name: title })).closest('li') as HTMLElement;
const chips = (row: HTMLElement) =>
  within(within(row).getByRole('list', { name: 'Renditions' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const tick = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms); });

afterEach(() => jest.useRealTimers());

describe('renditionsOf', () => {
  it('merges finished qualities and jobs, tallest first; a done job reads as finished', () => {
    expect(renditionsOf(['720p'], [job('1080p', 'running', 3), job('720p', 'done', 100), job('360p', 'done', 100), job('480p', 'failed')])).toEqual([
      { quality: '1080p', state: 'running', percent: 3 },
      { quality: '720p', state: 'ready', percent: 100 },
      { quality: '480p', state: 'failed', percent: 0 },
      { quality: '360p', state: 'ready', percent: 100 },
    ]);
    expect(renditionsOf([], [])).toEqual([]);
  });
});

describe('renditions in the admin videos tab', () => {
  it("shows '720p ✓' chips, the running job's bar to one decimal, 'Queued' and 'Failed'; nothing for a video without any", async () => {
    setup({ qualities: ['1080p'], jobs: [job('360p', 'failed'), job('720p', 'running', 45.5), job('480p', 'pending')] });
    const bar = await screen.findByRole('progressbar', { name: '720p rendition 45.5%' });
    expect(bar).toHaveAttribute('aria-valuenow', '45.5');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    const row = await rowOf('Headliner');
    expect(chips(row)).toEqual(['1080p ✓', '720p45.5%', '480pQueued', '360pFailed']);
    expect(within(row).getByText('1080p ✓')).toBeInTheDocument();
    expect(within(row).getByText('45.5%')).toBeInTheDocument();
    expect(within(row).getByText('Queued')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    const tiny = await rowOf('Tiny Clip');
    expect(within(tiny).queryByRole('list', { name: 'Renditions' })).not.toBeInTheDocument();
  });

  it('shows a finished ladder as chips alone', async () => {
    setup({ qualities: ['1080p', '720p', '480p', '360p'], jobs: [] });
    const row = await rowOf('Headliner');
    expect(await within(row).findByText('720p ✓')).toBeInTheDocument();
    expect(chips(row)).toEqual(['1080p ✓', '720p ✓', '480p ✓', '360p ✓']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('polls every 2 s while a job is pending or running, refetches the videos when one finishes, and stops when all are done', async () => {
    jest.useFakeTimers();
    const state = { qualities: [] as string[], jobs: [job('720p', 'running', 45.5), job('480p', 'pending')] };
    const { polls, videoLists } = setup(state);
    await screen.findByRole('progressbar', { name: '720p rendition 45.5%' });
    const row = await rowOf('Headliner');
    expect(within(row).getByText('Queued')).toBeInTheDocument();
    expect(polls()).toBe(1);

    state.jobs = [job('720p', 'running', 80.25), job('480p', 'pending')];
    await tick(RENDITION_POLL_MS);
    expect(polls()).toBe(2);
    expect(await screen.findByRole('progressbar', { name: '720p rendition 80.3%' })).toHaveAttribute('aria-valuenow', '80.3');

    // 720p finishes: the 'Videos' tag is invalidated, so the list brings availableQualities
    const listsBefore = videoLists();
    state.qualities = ['720p'];
    state.jobs = [job('720p', 'done', 100), job('480p', 'running', 12.5)];
    await tick(RENDITION_POLL_MS);
    expect(videoLists()).toBe(listsBefore + 1);
    expect(await within(row).findByText('720p ✓')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar', { name: '480p rendition 12.5%' })).toBeInTheDocument();

    // the last one finishes: one more refetch of the list, then no more polling
    state.qualities = ['720p', '480p'];
    state.jobs = [job('720p', 'done', 100), job('480p', 'done', 100)];
    await tick(RENDITION_POLL_MS);
    expect(await within(row).findByText('480p ✓')).toBeInTheDocument();
    expect(videoLists()).toBe(listsBefore + 2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(chips(row)).toEqual(['720p ✓', '480p ✓']);
    const settled = polls();
    await tick(RENDITION_POLL_MS * 5);
    expect(polls()).toBe(settled);
    expect(videoLists()).toBe(listsBefore + 2);
  });

  it('does not poll when no job is unfinished, and re-reads the jobs after a catalogue write (an upload plans new ones)', async () => {
    jest.useFakeTimers();
    const state = { qualities: [] as string[], jobs: [job('360p', 'failed')] };
    const { polls, store } = setup(state);
    const row = await rowOf('Headliner');
    expect(await within(row).findByText('Failed')).toBeInTheDocument();
    await tick(RENDITION_POLL_MS * 5);
    expect(polls()).toBe(1);

    state.jobs = [job('360p', 'failed'), job('720p', 'pending', 0, 'v2')];
    act(() => {
      store.dispatch(api.util.invalidateTags(['Videos']));
    });
    const tiny = await rowOf('Tiny Clip');
    expect(await within(tiny).findByText('Queued')).toBeInTheDocument();
    const after = polls();
    await tick(RENDITION_POLL_MS);
    expect(polls()).toBe(after + 1);
  });
});
