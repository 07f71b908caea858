import { fireEvent, screen, within } from '@testing-library/react';
import { expectClosesOnAnswer, expectStaysOpenWhileBusy, heldResponse, sendWithEnter } from '../../../testing/busy';
import { json, renderApp, stubFetch, clickWhenFree } from '../../../testing/render';
import { formatLag, ProjectionsCard } from './ProjectionsCard';
import type { ProcessingStatus, ProcessorRow } from './projectionsApi';

const row = (over: Partial<ProcessorRow>): ProcessorRow => ({
  name: 'battlers', kind: 'projector', position: 120, state: 'running', lastError: null, attempts: 0,
  eventsPerSecond: 2.5, lagEvents: 0, lagCapped: false, lagSeconds: 0, rebuild: null, ...over,
});

const status: ProcessingStatus = {
  head: 1234,
  processors: [
    row({ position: 1234 }),
    row({
      name: 'claim_mails', kind: 'reactor', position: 1200, state: 'retrying', attempts: 3, eventsPerSecond: 0,
      lastError: { message: 'SMTP refused', position: 1201, type: 'ClaimRequestSubmitted', at: '2026-11-23T10:00:00.000Z' },
      lagEvents: 34, lagSeconds: 95,
    }),
    row({
      name: 'events', position: 1200, state: 'retrying', attempts: 0, eventsPerSecond: 0, lagEvents: 34, lagSeconds: 95,
      lastError: {
        message: 'Held: it reads the videos read model, which is behind; it catches up with it', position: 1201, type: 'VideoUploaded',
        at: '2026-11-23T10:00:00.000Z',
      },
    }),
  ],
};

describe('the projections card', () => {
  it('shows every processor with its state, lag and failure, and retries a retrying one at once', async () => {
    let retried = false;
    stubFetch({
      'GET /api/admin/projections': () => json(200, status),
      'POST /api/admin/projections/claim_mails/retry': () => { retried = true; return json(200, { name: 'claim_mails', state: 'retrying' }); },
    });
    renderApp(<ProjectionsCard />);
    const failing = (await screen.findByText('claim_mails')).closest('tr')!;
    expect(within(failing).getByText('Retrying')).toBeInTheDocument();
    expect(within(failing).getByText('3 failed attempts')).toBeInTheDocument();
    expect(within(failing).getByText('Failed at 1201 (ClaimRequestSubmitted): SMTP refused')).toBeInTheDocument();
    expect(within(failing).getByText('34 events behind (2 min)')).toBeInTheDocument();
    expect(screen.getByText(/position 1,234/)).toBeInTheDocument();
    // held, not failed: a reader of a model that is behind
    const held = screen.getByText('events').closest('tr')!;
    expect(within(held).getByText('Stopped at 1201 (VideoUploaded): Held: it reads the videos read model, which is behind; it catches up with it'))
      .toBeInTheDocument();
    expect(within(held).queryByText(/failed attempt/)).not.toBeInTheDocument();

    const healthy = screen.getByText('battlers').closest('tr')!;
    expect(within(healthy).getByText('Caught up')).toBeInTheDocument();
    expect(within(healthy).getByRole('button', { name: 'Retry battlers now' })).toBeDisabled();

    fireEvent.click(within(failing).getByRole('button', { name: 'Retry claim_mails now' }));
    expect(await screen.findByText('Retry Started')).toBeInTheDocument();
    expect(retried).toBe(true);
  });

  it("says so when a retry fails, with the server's message", async () => {
    stubFetch({
      'GET /api/admin/projections': () => json(200, status),
      'POST /api/admin/projections/claim_mails/retry': () => json(404, { message: 'Unknown projector or reactor' }),
    });
    renderApp(<ProjectionsCard />);
    await clickWhenFree(await screen.findByRole('button', { name: 'Retry claim_mails now' }));
    expect(await screen.findByText('Retry Failed')).toBeInTheDocument();
    expect(screen.getByText('Unknown projector or reactor')).toBeInTheDocument();
  });

  it('shows an error with a retry when the status cannot be read', async () => {
    stubFetch({ 'GET /api/admin/projections': () => json(500, { message: 'Store down' }) });
    renderApp(<ProjectionsCard />);
    expect(await screen.findByText('Projections unavailable')).toBeInTheDocument();
    expect(screen.getByText('Store down')).toBeInTheDocument();
  });

  it('rebuilds a projector after a confirmation, shows its progress, and says when it is done', async () => {
    let phase: 'before' | 'running' | 'done' = 'before';
    let posts = 0;
    const startedAt = '2026-11-23T10:00:00.000Z';
    stubFetch({
      'GET /api/admin/projections': () => {
        const battlers = phase === 'running' ? row({ position: 1234, rebuild: { position: 617, startedAt } }) : row({ position: 1234 });
        if (phase === 'running') phase = 'done';
        return json(200, { ...status, processors: [battlers, status.processors[1]] });
      },
      'POST /api/admin/projections/battlers/rebuild': () => {
        posts++;
        phase = 'running';
        return json(202, { name: 'battlers', rebuild: { position: 0, startedAt } });
      },
    });
    renderApp(<ProjectionsCard />);
    expect(await screen.findByText('claim_mails')).toBeInTheDocument();
    // reactors are effects: no rebuild for them
    expect(screen.queryByRole('button', { name: 'Rebuild claim_mails' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rebuild battlers' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Rebuild Read Model' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Rebuild battlers' }));
    dialog = screen.getByRole('alertdialog', { name: 'Rebuild Read Model' });
    expect(dialog).toHaveTextContent('Rebuild battlers from the whole event log?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));

    const bar = await screen.findByRole('progressbar', { name: 'Rebuilding battlers' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Replayed 617 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild battlers' })).toBeDisabled();
    expect(posts).toBe(1);

    // the next poll (every second while a rebuild runs) finds it done
    expect(await screen.findByText('Rebuild Finished', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('battlers now serves its rebuilt read model.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says so when a rebuild is refused, with the server's message", async () => {
    stubFetch({
      'GET /api/admin/projections': () => json(200, status),
      'POST /api/admin/projections/battlers/rebuild': () => json(409, { message: 'A rebuild is already running; wait for it to finish' }),
    });
    renderApp(<ProjectionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rebuild battlers' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rebuild' }));
    expect(await screen.findByText('Rebuild Failed')).toBeInTheDocument();
    expect(screen.getByText('A rebuild is already running; wait for it to finish')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the rebuild question open while the rebuild is being started: Escape, the backdrop and Cancel wait', async () => {
    const started = heldResponse(() => json(409, { message: 'A rebuild is already running' }));
    const { calls } = stubFetch({
      'GET /api/admin/projections': () => json(200, status),
      'POST /api/admin/projections/battlers/rebuild': started.handler,
    });
    renderApp(<ProjectionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rebuild battlers' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Rebuild Read Model' });
    const confirm = within(dialog).getByRole('button', { name: 'Rebuild' });
    const posts = () => calls.filter((c) => c.method === 'POST');
    await sendWithEnter(confirm, posts);
    expect(confirm).toHaveAttribute('aria-busy', 'true');

    expectStaysOpenWhileBusy(dialog, confirm);

    await expectClosesOnAnswer(started, dialog, 'Rebuild Failed');
    expect(posts()).toHaveLength(1);
  });

  it('words the lag plainly', () => {
    expect(formatLag({ lagEvents: 0, lagCapped: false, lagSeconds: 0 })).toBe('Caught up');
    expect(formatLag({ lagEvents: 1, lagCapped: false, lagSeconds: 4 })).toBe('1 event behind (4 s)');
    expect(formatLag({ lagEvents: 10000, lagCapped: true, lagSeconds: 7200 })).toBe('over 10,000 events behind (2.0 h)');
  });
});
