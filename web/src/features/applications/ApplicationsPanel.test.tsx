import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addYears } from '../../../../domain/sponsorship/period';
import { leagueDay } from '../../lib/date';
import { expectClosesOnAnswer, expectStaysOpenWhileBusy, heldResponse, sendWithEnter } from '../../testing/busy';
import { json, renderApp, stubFetch, clickWhenFree } from '../../testing/render';
import type { BattlerApplication, SponsorshipApplication } from './applicationsAdminApi';
import { ApplicationsPanel } from './ApplicationsPanel';
import { makeBattlerApp, makeSponsorApp } from './fixtures.testing';
import { onAPhone } from '../../testing/phone';

/** The browser's own calendar day, which the dialog must not use. */
const browserDay = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

const acme = makeSponsorApp({
  id: 's1',
  companyName: 'Acme Beats',
  sponsorshipLevel: 'Gold',
  createdAt: '2025-03-01T10:00:00.000Z',
  selectedEvents: [{ id: 'e1', title: 'Summer Smackdown' }, { id: 'e2', title: null }],
});
const ghost = makeSponsorApp({
  id: 's2',
  companyName: 'Ghost Audio',
  sponsorshipLevel: 'Silver',
  createdAt: '2025-01-01T10:00:00.000Z',
  selectedEvents: [{ id: 'e9', title: null }],
  status: 'approved',
  reviewNotes: 'Approved by admin',
  reviewedAt: '2025-01-02T10:00:00.000Z',
  sponsorshipStartDate: '2025-01-02',
  sponsorshipEndDate: '2025-06-30',
});
const storm = makeBattlerApp({ id: 'b1', battlerName: 'Lyric Storm', createdAt: '2025-02-01T10:00:00.000Z' });
const mesa = makeBattlerApp({
  id: 'b2',
  battlerName: 'Mesa Menace',
  location: 'Albuquerque, NM',
  yearsOfBattling: 4,
  createdAt: '2025-04-01T10:00:00.000Z',
});

function setup(
  sponsors: SponsorshipApplication[] = [acme, ghost],
  battlers: BattlerApplication[] = [storm, mesa],
  extra: Parameters<typeof stubFetch>[0] = {},
) {
  const stub = stubFetch({
    'GET /api/sponsorship-applications': () => json(200, sponsors),
    'GET /api/battler-applications': () => json(200, battlers),
    'GET /api/admin/claim-requests': () => json(200, []),
    ...extra,
  });
  renderApp(<ApplicationsPanel />);
  return stub;
}

const counter = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const openReview = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `View application from ${name}` }));
  return screen.getByRole('dialog');
};
const patchBodies = (calls: { method: string; path: string; body: string }[]) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => ({ path: c.path, body: JSON.parse(c.body) }));

describe('admin applications tab', () => {
  it('counts the applications and merges both lists newest first', async () => {
    setup([acme, ghost], [storm, mesa, makeBattlerApp({ id: 'b3', battlerName: 'Old Timer', status: 'rejected', createdAt: '2024-01-01T00:00:00Z' })]);
    await screen.findByText('Mesa Menace');
    expect(counter('Total Applications')).toBe('5');
    expect(counter('Pending Review')).toBe('3');
    expect(counter('Sponsor Apps')).toBe('2');
    expect(counter('Battler Apps')).toBe('3');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Type', 'Name', 'Contact', 'Details', 'Selected Events', 'Status', 'Date', 'Actions',
    ]);
    expect(bodyRows().map((r) => cellsOf(r).slice(0, 2))).toEqual([
      ['Battler', 'Mesa Menace'],
      ['Sponsor', 'Acme Beats'],
      ['Battler', 'Lyric Storm'],
      ['Sponsor', 'Ghost Audio'],
      ['Battler', 'Old Timer'],
    ]);
  });

  it("shows 'Level: X', battler details, event titles or 'Events not found', status and date", async () => {
    setup();
    await screen.findByText('Mesa Menace');
    const [mesaRow, acmeRow, stormRow, ghostRow] = bodyRows();
    expect(cellsOf(acmeRow).slice(2, 7)).toEqual(['Ann Acmeann@acme.test', 'Level: Gold', 'Summer Smackdown', 'pending', 'Mar 1, 2025']);
    expect(cellsOf(mesaRow).slice(3, 5)).toEqual(['Albuquerque, NM · 4 years battling', '—']);
    expect(cellsOf(stormRow)[3]).toBe('Ten years of open mics and three league battles in Phoenix.');
    // the one selected event is gone; the approval's end day has passed
    expect(cellsOf(ghostRow).slice(3, 6)).toEqual(['Level: Silver', 'Events not found', 'expired']);
    expect(within(mesaRow).getByRole('button', { name: 'Find duplicate battlers for Mesa Menace' })).toBeInTheDocument();
    expect(within(acmeRow).queryByRole('button', { name: /duplicate/i })).not.toBeInTheDocument();
  });

  it('shortens a long experience text', async () => {
    setup([], [makeBattlerApp({ experience: 'word '.repeat(60) })]);
    await screen.findByText('Lyric Storm');
    const details = cellsOf(bodyRows()[0])[3]!;
    expect(details.length).toBeLessThanOrEqual(80);
    expect(details.endsWith('…')).toBe(true);
  });

  it("says 'No applications yet' when there are none", async () => {
    setup([], []);
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(counter('Total Applications')).toBe('0');
  });

  it('shows a 3-row skeleton while loading', () => {
    stubFetch({
      'GET /api/sponsorship-applications': () => new Promise<Response>(() => {}),
      'GET /api/battler-applications': () => json(200, []),
      // the pending-claims note loads on its own; left pending so it cannot render after the test
      'GET /api/admin/claim-requests': () => new Promise<Response>(() => {}),
    });
    renderApp(<ApplicationsPanel />);
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(4); // label + 3 rows
  });

  it('defaults the period to today and one year later, with notes of 3 rows', async () => {
    setup();
    const dialog = await openReview('Acme Beats');
    const today = leagueDay(new Date());
    expect(within(dialog).getByLabelText('Start date')).toHaveValue(today);
    expect(within(dialog).getByLabelText('End date')).toHaveValue(addYears(today, 1));
    expect(within(dialog).getByLabelText('Review notes (optional)')).toHaveAttribute('rows', '3');
    expect(within(dialog).getByText('We love the league.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it("takes 'today' from the league's calendar (Arizona), as the server does, not the browser's day", async () => {
    // an instant at which this run's own zone is on another day than Arizona (none in a UTC−7 zone)
    const candidates = [
      { now: '2027-01-18T03:00:00.000Z', league: '2027-01-17' }, // 8 PM in Arizona; the next day from UTC eastwards
      { now: '2027-01-18T07:30:00.000Z', league: '2027-01-18' }, // 12:30 AM in Arizona; still the 17th in California
    ];
    const { now, league } = candidates.find((c) => browserDay(new Date(c.now)) !== c.league) ?? candidates[0];
    jest.useFakeTimers({ now: Date.parse(now), advanceTimers: true });
    try {
      setup();
      const dialog = await openReview('Acme Beats');
      expect(within(dialog).getByLabelText('Start date')).toHaveValue(league);
      expect(within(dialog).getByLabelText('Start date')).toHaveAttribute('min', league);
      expect(within(dialog).getByLabelText('End date')).toHaveValue(addYears(league, 1));
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps the existing dates and offers 'Update Approval' / 'Update Rejection' once reviewed", async () => {
    const reviewed = makeSponsorApp({
      status: 'rejected',
      reviewNotes: 'Not this season',
      sponsorshipStartDate: '2099-02-01',
      sponsorshipEndDate: '2099-12-31',
    });
    setup([reviewed], []);
    const dialog = await openReview('Acme Beats');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2099-02-01');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('2099-12-31');
    expect(within(dialog).getByLabelText('Review notes (optional)')).toHaveValue('Not this season');
    expect(within(dialog).getByRole('button', { name: 'Update Approval' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Rejection' })).toBeInTheDocument();
  });

  it('checks the period in the dialog before sending', async () => {
    const { calls } = setup();
    const dialog = await openReview('Acme Beats');
    const start = within(dialog).getByLabelText('Start date');
    const end = within(dialog).getByLabelText('End date');
    const approve = within(dialog).getByRole('button', { name: 'Approve' });

    fireEvent.change(end, { target: { value: '' } });
    fireEvent.click(approve);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please set both start and end dates for the sponsorship period.');

    fireEvent.change(start, { target: { value: '2099-05-01' } });
    fireEvent.change(end, { target: { value: '2099-05-01' } });
    fireEvent.click(approve);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('End date must be after start date.');

    fireEvent.change(start, { target: { value: '2000-01-01' } });
    fireEvent.click(approve);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Start date cannot be before today.');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('re-approves an old period unchanged, though its start has passed', async () => {
    const { calls } = setup([ghost], [], {
      'PATCH /api/sponsorship-applications/s2/status': () => json(200, { ...ghost, reviewNotes: 'Renewed' }),
    });
    const dialog = await openReview('Ghost Audio');
    expect(within(dialog).getByLabelText('Review notes (optional)')).toHaveValue(''); // the default notes are not carried over
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Approval' }));
    expect(await screen.findByText('Application Approved')).toBeInTheDocument();
    expect(patchBodies(calls)).toEqual([
      {
        path: '/api/sponsorship-applications/s2/status',
        body: { status: 'approved', reviewNotes: null, sponsorshipStartDate: '2025-01-02', sponsorshipEndDate: '2025-06-30' },
      },
    ]);
  });

  it('extends a sponsorship whose start has passed by moving only its end', async () => {
    const { calls } = setup([ghost], [], {
      'PATCH /api/sponsorship-applications/s2/status': () => json(200, { ...ghost, sponsorshipEndDate: '2099-12-31' }),
    });
    const dialog = await openReview('Ghost Audio');
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2099-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Approval' }));
    expect(await screen.findByText('Application Approved')).toBeInTheDocument();
    expect(patchBodies(calls)).toEqual([
      {
        path: '/api/sponsorship-applications/s2/status',
        body: { status: 'approved', reviewNotes: null, sponsorshipStartDate: '2025-01-02', sponsorshipEndDate: '2099-12-31' },
      },
    ]);
  });

  it('approves a sponsorship with its period and notes, and refreshes the lists', async () => {
    const { calls } = setup([acme], [], {
      'PATCH /api/sponsorship-applications/s1/status': () => json(200, { ...acme, status: 'approved' }),
    });
    const dialog = await openReview('Acme Beats');
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2099-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2099-12-31' } });
    fireEvent.change(within(dialog).getByLabelText('Review notes (optional)'), { target: { value: '  Welcome aboard ' } });
    const before = calls.filter((c) => c.path === '/api/sponsorship-applications').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application Approved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patchBodies(calls)[0].body).toEqual({
      status: 'approved', reviewNotes: 'Welcome aboard', sponsorshipStartDate: '2099-01-01', sponsorshipEndDate: '2099-12-31',
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/sponsorship-applications').length).toBeGreaterThan(before));
  });

  it('rejects a sponsorship without touching its period', async () => {
    const { calls } = setup([acme], [], {
      'PATCH /api/sponsorship-applications/s1/status': () => json(200, { ...acme, status: 'rejected' }),
    });
    const dialog = await openReview('Acme Beats');
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Application Rejected')).toBeInTheDocument();
    expect(patchBodies(calls)[0].body).toEqual({ status: 'rejected', reviewNotes: null });
  });

  it("reviews a battler application, and shows the server's message or 'Failed to update status'", async () => {
    let answer = () => json(500, undefined);
    const { calls } = setup([], [storm], { 'PATCH /api/admin/battler-applications/b1/status': () => answer() });
    const dialog = await openReview('Lyric Storm');
    expect(within(dialog).queryByLabelText('Start date')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Review notes (optional)'), { target: { value: 'Strong bars' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer = () => json(409, { message: 'Application was changed meanwhile' });
    await clickWhenFree(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application was changed meanwhile')).toBeInTheDocument();

    answer = () => json(200, { ...storm, status: 'approved' });
    await clickWhenFree(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application Approved')).toBeInTheDocument();
    expect(patchBodies(calls).map((p) => p.body)).toEqual(Array(3).fill({ status: 'approved', reviewNotes: 'Strong bars' }));
  });

  it('keeps the review dialog open while the decision is on its way: Escape, × and Cancel wait, a second Enter sends nothing', async () => {
    const decision = heldResponse(() => json(200, { ...acme, status: 'rejected' }));
    const { calls } = setup([acme], [], { 'PATCH /api/sponsorship-applications/s1/status': decision.handler });
    const dialog = await openReview('Acme Beats');
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await sendWithEnter(reject, () => patchBodies(calls));
    expect(reject).toHaveFocus();
    expect(reject).not.toBeDisabled();
    expect(reject).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();

    expectStaysOpenWhileBusy(dialog, reject);
    expect(patchBodies(calls)).toHaveLength(1);

    await expectClosesOnAnswer(decision, dialog, 'Application Rejected');
  });

  it('deletes after a confirmation, with the failure message as fallback', async () => {
    let answer = () => json(500, undefined);
    const { calls } = setup([acme], [storm], {
      'DELETE /api/admin/battler-applications/b1': () => answer(),
      'DELETE /api/sponsorship-applications/s1': () => json(200, { message: 'Deleted' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete application from Lyric Storm' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Application' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete application from Lyric Storm' }));
    dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Application' }));
    expect(await screen.findByText('Failed to delete application')).toBeInTheDocument();
    answer = () => json(200, { message: 'Deleted' });
    await clickWhenFree(within(dialog).getByRole('button', { name: 'Delete Application' }));
    expect(await screen.findByText('Application Deleted')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete application from Acme Beats' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Application' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/battler-applications/b1',
      '/api/admin/battler-applications/b1',
      '/api/sponsorship-applications/s1',
    ]));
  });

  it('keeps the delete question open while the delete runs: Escape, the backdrop and Cancel wait', async () => {
    const deleted = heldResponse(() => json(200, { message: 'Deleted' }));
    const { calls } = setup([acme], [storm], { 'DELETE /api/sponsorship-applications/s1': deleted.handler });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete application from Acme Beats' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Application' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Application' });
    const deletes = () => calls.filter((c) => c.method === 'DELETE');
    await sendWithEnter(confirm, deletes);
    expect(confirm).toHaveAttribute('aria-busy', 'true');

    expectStaysOpenWhileBusy(dialog, confirm);

    await expectClosesOnAnswer(deleted, dialog, 'Application Deleted');
    expect(deletes()).toHaveLength(1);
  });

  it("searches for battlers similar to a battler application's name from its Duplicates button", async () => {
    const { calls } = setup([acme], [storm], {
      'GET /api/admin/battlers/similar': () => json(200, { name: 'Lyric Storm', matches: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Find duplicate battlers for Lyric Storm' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Detection' });
    expect(await within(dialog).findByText('No similar battlers found')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/battlers/similar')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Find duplicate battlers for Acme/ })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  describe('on a phone', () => {
    onAPhone();

    it('lists the applications as cards', async () => {
      setup();
      const list = await screen.findByRole('list', { name: 'Applications' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
        'Mesa Menace', 'Acme Beats', 'Lyric Storm', 'Ghost Audio',
      ]);
      expect(within(cards[3]).getByText('Events not found')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});

describe('accessibility', () => {
  const serious = async () => {
    const { default: axe } = await import('axe-core');
    const res = await axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa'], rules: { 'color-contrast': { enabled: false } } });
    return res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html}`);
  };

  it('has no serious axe findings in the list and the review dialog', async () => {
    setup();
    await screen.findByText('Mesa Menace');
    expect(await serious()).toEqual([]);
    await openReview('Acme Beats');
    expect(await serious()).toEqual([]);
  });
});
