import axe from 'axe-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clickWhenFree, json, renderApp, stubFetch } from '../../testing/render';
import { makeQuota, makeStats, makeYoutubeVideo } from '../youtube-admin/fixtures.testing';
import { BattlersPanel } from './BattlersPanel';
import { makeBattler } from '../catalogue/adminFixtures.testing';

const ace = makeBattler({
  id: 'b1', name: 'Ace', totalYoutubeViews: 1_340_000, youtubeVideoCount: 2, lastYoutubeSync: '2025-03-07T18:00:00.000Z',
});
const main = makeYoutubeVideo({ youtubeVideoId: 'aaaaaaaaaaa', title: 'Ace vs Blaze | UBR', viewCount: 1_250_000 });
const clip = makeYoutubeVideo({ youtubeVideoId: 'bbbbbbbbbbb', title: 'Ace freestyle', channelName: 'Fan Cam', viewCount: 90_000, publishedAt: '2024-12-01T00:00:00.000Z' });

type Handlers = Parameters<typeof stubFetch>[0];

/** The Battlers tab with Ace and its two videos; `battlers` and `videos` are what the server holds now. */
function setup(extra: Handlers = {}) {
  const state = { battlers: [ace], videos: [main, clip] };
  const stub = stubFetch({
    'GET /api/admin/battlers': () => json(200, state.battlers),
    'GET /api/admin/youtube/quota': () => json(200, makeQuota()),
    'GET /api/admin/battlers/b1/youtube-videos': () => json(200, state.videos),
    ...extra,
  });
  renderApp(<BattlersPanel />);
  return { ...stub, state };
}

async function open() {
  fireEvent.click(await screen.findByRole('button', { name: 'YouTube videos of Ace' }));
  return screen.findByRole('dialog', { name: 'YouTube Video Review' });
}

const stat = (dialog: HTMLElement, label: string) => within(within(dialog).getByLabelText('YouTube statistics')).getByText(label).nextSibling;
const item = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title}`) }).closest('li') as HTMLElement;
const toast = () => screen.getByTestId('toast');

async function seriousFindings(): Promise<string[]> {
  // jsdom computes no colours: contrast is left to the browser suite (test/e2e/accessibility)
  const result = await act(() => axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa'], rules: { 'color-contrast': { enabled: false } } }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

// the dialog is the youtube-admin feature's; it is driven here from the row action that opens it
describe('YouTube Video Review dialog (Battlers tab)', () => {
  it("shows the battler's YouTube totals and every matched video", async () => {
    setup();
    const dialog = await open();
    expect(within(dialog).getByText('Ace')).toBeInTheDocument();
    expect(stat(dialog, 'Total Views')).toHaveTextContent('1.3M');
    expect(stat(dialog, 'Counted Videos')).toHaveTextContent('2');
    expect(stat(dialog, 'Last Sync')).toHaveTextContent('Mar 7, 2025');
    expect(await within(dialog).findByText('2 videos: 2 unreviewed, 0 relevant, 0 irrelevant.')).toBeInTheDocument();
    const link = within(item('Ace vs Blaze | UBR')).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aaaaaaaaaaa');
    expect(link).toHaveAttribute('target', '_blank');
    expect(item('Ace vs Blaze | UBR')).toHaveTextContent('UBR League · 1.3M views · Mar 7, 2025');
    expect(item('Ace freestyle')).toHaveTextContent('Fan Cam · 90.0K views · Dec 1, 2024');
    expect(within(item('Ace freestyle')).getByText('Unreviewed · counted')).toBeInTheDocument();
    expect(await seriousFindings()).toEqual([]);
  });

  it('shows the last error, and Never before a first sync', async () => {
    stubFetch({
      'GET /api/admin/battlers': () => json(200, [{ ...ace, lastYoutubeSync: null, youtubeErrorMessage: 'The YouTube daily quota is spent' }]),
      'GET /api/admin/battlers/b1/youtube-videos': () => json(200, []),
    });
    renderApp(<BattlersPanel />);
    const dialog = await open();
    expect(stat(dialog, 'Last Sync')).toHaveTextContent('Never');
    expect(within(dialog).getByText('Last sync failed: The YouTube daily quota is spent')).toBeInTheDocument();
    expect(await within(dialog).findByText(/No videos yet/)).toBeInTheDocument();
  });

  it('syncs with the search name (the kept one, else the name), refreshing the totals', async () => {
    let answer = json(200, {
      battler: { id: 'b1', name: 'Ace' }, matched: 3, added: 1,
      youtubeStats: makeStats({ totalViews: 1_500_000, videoCount: 3, lastSync: '2025-04-01T10:00:00.000Z', searchName: 'Ace UBR' }),
    });
    const { calls, state } = setup({
      'POST /api/admin/battlers/b1/sync-youtube': () => {
        state.battlers = [{ ...ace, totalYoutubeViews: 1_500_000, youtubeVideoCount: 3, youtubeSearchName: 'Ace UBR' }];
        return answer;
      },
    });
    const dialog = await open();
    const field = within(dialog).getByLabelText('Search name');
    expect(field).toHaveValue('Ace');
    fireEvent.change(field, { target: { value: ' Ace UBR ' } });
    const sync = within(dialog).getByRole('button', { name: 'Sync YouTube' });
    fireEvent.click(sync);
    expect(await screen.findByText('YouTube Synced')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('3 videos matched, 1 new. Total views: 1.5M.');
    expect(JSON.parse(calls.find((c) => c.path.endsWith('/sync-youtube'))!.body)).toEqual({ searchName: 'Ace UBR' });
    await waitFor(() => expect(stat(dialog, 'Total Views')).toHaveTextContent('1.5M'));
    expect(stat(dialog, 'Counted Videos')).toHaveTextContent('3');
    // the videos and the quota are read again
    expect(calls.filter((c) => c.path === '/api/admin/battlers/b1/youtube-videos').length).toBeGreaterThanOrEqual(2);
    expect(calls.filter((c) => c.path === '/api/admin/youtube/quota').length).toBeGreaterThanOrEqual(1);

    answer = json(429, { message: 'The YouTube daily quota is spent: try again after midnight Pacific time' });
    await clickWhenFree(sync);
    expect(await screen.findByText('YouTube Sync Failed')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('The YouTube daily quota is spent: try again after midnight Pacific time');
    answer = new Response('', { status: 500 });
    await clickWhenFree(sync);
    await waitFor(() => expect(toast()).toHaveTextContent('Failed to sync YouTube data'));
  });

  it('starts from the kept search name', async () => {
    stubFetch({
      'GET /api/admin/battlers': () => json(200, [{ ...ace, youtubeSearchName: 'Ace Battle Rap' }]),
      'GET /api/admin/battlers/b1/youtube-videos': () => json(200, []),
    });
    renderApp(<BattlersPanel />);
    const dialog = await open();
    expect(within(dialog).getByLabelText('Search name')).toHaveValue('Ace Battle Rap');
  });

  it('marks a video irrelevant and shows the total drop; notes are saved with the choice and changed later', async () => {
    const { calls, state } = setup({
      'PATCH /api/admin/youtube-videos/b1~aaaaaaaaaaa/relevance': async (req) => {
        const body = (await req.json()) as { isRelevant: boolean; reviewNotes: string | null };
        const video = { ...main, ...body, reviewedAt: '2025-05-01T00:00:00.000Z' };
        state.videos = [video, clip];
        const counted = [video, clip].filter((v) => v.isRelevant !== false);
        const totalViews = counted.reduce((sum, v) => sum + v.viewCount, 0);
        state.battlers = [{ ...ace, totalYoutubeViews: totalViews, youtubeVideoCount: counted.length }];
        return json(200, { video, youtubeStats: makeStats({ totalViews, videoCount: counted.length }) });
      },
    });
    const dialog = await open();
    await within(dialog).findByText('2 videos: 2 unreviewed, 0 relevant, 0 irrelevant.');
    fireEvent.change(within(item('Ace vs Blaze | UBR')).getByLabelText(/^Review notes/), { target: { value: 'Wrong Ace' } });
    fireEvent.click(within(item('Ace vs Blaze | UBR')).getByRole('button', { name: 'Irrelevant' }));
    expect(await screen.findByText('Video Reviewed')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({ isRelevant: false, reviewNotes: 'Wrong Ace' });
    await waitFor(() => expect(within(item('Ace vs Blaze | UBR')).getByText('Irrelevant · not counted')).toBeInTheDocument());
    expect(within(item('Ace vs Blaze | UBR')).getByRole('button', { name: 'Irrelevant' })).toHaveAttribute('aria-pressed', 'true');
    expect(item('Ace vs Blaze | UBR')).toHaveAttribute('data-state', 'irrelevant');
    expect(within(dialog).getByText('2 videos: 1 unreviewed, 0 relevant, 1 irrelevant.')).toBeInTheDocument();
    // the totals follow: only the fan cam's 90K counts now
    await waitFor(() => expect(stat(dialog, 'Total Views')).toHaveTextContent('90.0K'));
    expect(stat(dialog, 'Counted Videos')).toHaveTextContent('1');

    // changed later: relevant again, then only the notes
    fireEvent.click(within(item('Ace vs Blaze | UBR')).getByRole('button', { name: 'Relevant' }));
    await waitFor(() => expect(within(item('Ace vs Blaze | UBR')).getByText('Relevant · counted')).toBeInTheDocument());
    await waitFor(() => expect(stat(dialog, 'Total Views')).toHaveTextContent('1.3M'));
    const notes = within(item('Ace vs Blaze | UBR')).getByLabelText(/^Review notes/);
    expect(notes).toHaveValue('Wrong Ace');
    expect(within(item('Ace vs Blaze | UBR')).queryByRole('button', { name: 'Save Notes' })).not.toBeInTheDocument();
    fireEvent.change(notes, { target: { value: 'Same Ace after all' } });
    fireEvent.click(within(item('Ace vs Blaze | UBR')).getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(3));
    expect(JSON.parse(calls.filter((c) => c.method === 'PATCH')[2].body)).toEqual({ isRelevant: true, reviewNotes: 'Same Ace after all' });
    await waitFor(() => expect(within(item('Ace vs Blaze | UBR')).queryByRole('button', { name: 'Save Notes' })).not.toBeInTheDocument());
  });

  it("says 'Error reviewing video' when the review fails", async () => {
    let answer = new Response('', { status: 500 });
    setup({ 'PATCH /api/admin/youtube-videos/b1~bbbbbbbbbbb/relevance': () => answer });
    await open();
    const relevant = await waitFor(() => within(item('Ace freestyle')).getByRole('button', { name: 'Relevant' }));
    fireEvent.click(relevant);
    expect(await screen.findByText('Error reviewing video')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Failed to update video relevance');
    expect(within(item('Ace freestyle')).getByText('Unreviewed · counted')).toBeInTheDocument();
    answer = json(404, { message: 'YouTube video not found' });
    await clickWhenFree(within(item('Ace freestyle')).getByRole('button', { name: 'Relevant' }));
    await waitFor(() => expect(toast()).toHaveTextContent('YouTube video not found'));
  });

  it("resets after a confirmation, with 'Reset Failed' on error", async () => {
    let answer = json(200, { message: 'YouTube data reset', battler: { id: 'b1', name: 'Ace' }, youtubeStats: makeStats() });
    const { calls, state } = setup({
      'POST /api/admin/battlers/b1/reset-youtube': () => {
        state.battlers = [{ ...ace, totalYoutubeViews: 0, youtubeVideoCount: 0, lastYoutubeSync: null }];
        state.videos = [];
        return answer;
      },
    });
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reset YouTube Data' });
    // Cancel takes the first focus, so Enter does not clear anything by accident
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/reset-youtube'))).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset YouTube Data' }));
    expect(await screen.findByText('YouTube Data Reset')).toBeInTheDocument();
    await waitFor(() => expect(stat(dialog, 'Total Views')).toHaveTextContent('0'));
    expect(stat(dialog, 'Last Sync')).toHaveTextContent('Never');
    expect(await within(dialog).findByText(/No videos yet/)).toBeInTheDocument();

    answer = json(500, { message: 'Event store unavailable' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset YouTube Data' }));
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Event store unavailable');
  });

  it('works from the keyboard: focus starts in the search name, Esc closes the confirmation first, then the dialog', async () => {
    setup();
    const opener = await screen.findByRole('button', { name: 'YouTube videos of Ace' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'YouTube Video Review' });
    await waitFor(() => expect(within(dialog).getByLabelText('Search name')).toHaveFocus());
    await within(dialog).findByText('2 videos: 2 unreviewed, 0 relevant, 0 irrelevant.');
    // Tab from the last control wraps to the first
    const focusable = dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled])');
    focusable[focusable.length - 1].focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(focusable[0]).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await screen.findByRole('alertdialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'YouTube Video Review' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
