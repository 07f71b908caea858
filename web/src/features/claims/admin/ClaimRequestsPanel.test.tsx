import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectClosesOnAnswer, expectStaysOpenWhileBusy, heldResponse, sendWithEnter } from '../../../testing/busy';
import { json, renderApp, stubFetch, clickWhenFree } from '../../../testing/render';
import type { AdminClaimRequest } from '../claimsApi';
import { ClaimRequestsPanel } from './ClaimRequestsPanel';
import { makeClaim } from './fixtures.testing';
import { onAPhone } from '../../../testing/phone';

const pending = makeClaim();
const approved = makeClaim({
  id: 'c2',
  userId: 'u2',
  user: { firstName: 'Old', lastName: 'Hand', username: 'oldhand', email: 'old@bars.test' },
  battler: { name: 'Mesa Menace' },
  contactEmail: 'old@bars.test',
  contactPhone: null,
  socialMediaLinks: undefined,
  additionalInfo: null,
  status: 'approved',
  reviewNotes: 'Verified by video',
  reviewedAt: '2025-02-02T15:30:00.000Z',
  createdAt: '2025-02-01T10:00:00.000Z',
  resultEmailSent: true,
});

function setup(list: AdminClaimRequest[] = [pending, approved], extra: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/admin/claim-requests': () => json(200, list), ...extra });
  renderApp(<ClaimRequestsPanel />);
  return stub;
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const open = async (action: 'View' | 'Review', who: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `${action} claim request from ${who}` }));
  return screen.getByRole('dialog');
};
const writes = (calls: { method: string; path: string; body: string }[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body ? JSON.parse(c.body) : null }));

describe('admin claim requests tab', () => {
  it('lists the requests in the columns of admin §2, in the order the server sends', async () => {
    setup();
    await screen.findByText('Mesa Menace');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'User', 'Battler', 'Contact', 'Status', 'Submitted', 'Actions',
    ]);
    expect(bodyRows().map((r) => cellsOf(r).slice(0, 5))).toEqual([
      ['Rhyme Seeker@rhymer', 'Lyric Storm', 'claims@bars.test555-0100', 'pending', 'Mar 1, 2025'],
      ['Old Hand@oldhand', 'Mesa Menace', 'old@bars.test', 'approved', 'Feb 1, 2025'],
    ]);
    expect(screen.getByText('1 claim request pending review')).toBeInTheDocument();
  });

  it('names deleted accounts and battlers instead of failing', async () => {
    setup([makeClaim({ user: null, battler: null })]);
    const row = (await screen.findAllByRole('row'))[1];
    expect(cellsOf(row).slice(0, 2)).toEqual(['Deleted user', 'Deleted battler']);
  });

  it("says 'No claim requests yet' when there are none", async () => {
    setup([]);
    expect(await screen.findByText('No claim requests yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a 3-row skeleton while loading', () => {
    stubFetch({ 'GET /api/admin/claim-requests': () => new Promise<Response>(() => {}) });
    renderApp(<ClaimRequestsPanel />);
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(4); // label + 3 rows
  });

  it('shows every field, the links (new tab) and the three mail flags in the details dialog', async () => {
    setup();
    const dialog = await open('View', 'Rhyme Seeker');
    expect(dialog).toHaveAccessibleName('Claim Request Details');
    for (const text of ['rhymer@bars.test', 'claims@bars.test', '555-0100', pending.battleHistory, 'I lost access to my old account.']) {
      expect(within(dialog).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(dialog).getByText(/@rhymer/)).toBeInTheDocument();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://instagram.com/lyricstorm', 'https://lyricstorm.test', 'https://youtube.com/watch?v=one', 'https://youtube.com/watch?v=two',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringMatching(/\(opens in a new tab\)$/));
    }
    expect(within(dialog).getByText(/Instagram:/)).toBeInTheDocument();
    const flag = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(flag('Submission email')).toBe('Sent');
    expect(flag('Admin notification')).toBe('Sent');
    expect(flag('Result email')).toBe('Not sent');
    expect(within(dialog).queryByText('Review notes')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the review notes and time of a reviewed request in its details', async () => {
    setup();
    const dialog = await open('View', 'Old Hand');
    expect(within(dialog).getByText('Review notes').nextElementSibling).toHaveTextContent('Verified by video');
    expect(within(dialog).getByText('Reviewed').nextElementSibling?.textContent).toMatch(/^Feb 2, 2025, /);
    expect(within(dialog).getByText('Social links').nextElementSibling).toHaveTextContent('None given');
    expect(within(dialog).getByText('Result email').nextElementSibling).toHaveTextContent('Sent');
  });

  it('reviews a pending request with notes of 4 rows, and sends the decision', async () => {
    const { calls } = setup([pending], {
      'PATCH /api/admin/claim-requests/c1/status': () => json(200, { ...pending, status: 'approved' }),
    });
    const dialog = await open('Review', 'Rhyme Seeker');
    const notes = within(dialog).getByLabelText('Review notes (optional)');
    expect(notes).toHaveAttribute('rows', '4');
    fireEvent.change(notes, { target: { value: '  Welcome, owner ' } });
    const before = calls.filter((c) => c.path === '/api/admin/claim-requests').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Claim Approved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PATCH', path: '/api/admin/claim-requests/c1/status', body: { status: 'approved', reviewNotes: 'Welcome, owner' } },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/claim-requests').length).toBeGreaterThan(before));
  });

  it('rejects with empty notes sent as null', async () => {
    const { calls } = setup([pending], {
      'PATCH /api/admin/claim-requests/c1/status': () => json(200, { ...pending, status: 'rejected' }),
    });
    const dialog = await open('Review', 'Rhyme Seeker');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Claim Rejected')).toBeInTheDocument();
    expect(writes(calls)[0].body).toEqual({ status: 'rejected', reviewNotes: null });
  });

  it('offers no approve or reject once reviewed: the decision and notes are read-only', async () => {
    setup();
    const dialog = await open('Review', 'Old Hand');
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Decision').nextElementSibling).toHaveTextContent('approved');
    expect(within(dialog).getByText('Review notes').nextElementSibling).toHaveTextContent('Verified by video');
  });

  it("shows 'Review Failed' with the server's message, and keeps the dialog open", async () => {
    setup([pending], {
      'PATCH /api/admin/claim-requests/c1/status': () => json(409, { message: 'This battler was claimed by another user meanwhile' }),
    });
    const dialog = await open('Review', 'Rhyme Seeker');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Review Failed')).toBeInTheDocument();
    expect(screen.getByText('This battler was claimed by another user meanwhile')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the review dialog open while the decision is on its way: Escape, × and Cancel wait, a second Enter sends nothing', async () => {
    const decision = heldResponse(() => json(200, { ...pending, status: 'rejected' }));
    const { calls } = setup([pending], { 'PATCH /api/admin/claim-requests/c1/status': decision.handler });
    const dialog = await open('Review', 'Rhyme Seeker');
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await sendWithEnter(reject, () => writes(calls));
    expect(reject).toHaveFocus();
    expect(reject).not.toBeDisabled();
    expect(reject).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();

    expectStaysOpenWhileBusy(dialog, reject);
    expect(writes(calls)).toHaveLength(1);

    await expectClosesOnAnswer(decision, dialog, 'Claim Rejected');
  });

  it("deletes after a confirmation, with 'Delete Failed' and the server's message on failure", async () => {
    let answer = () => json(404, { message: 'Claim request not found' });
    const { calls } = setup([pending], { 'DELETE /api/admin/claim-requests/c1': () => answer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete claim request from Rhyme Seeker' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Claim Request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete claim request from Rhyme Seeker' }));
    dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Claim Request' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Claim request not found')).toBeInTheDocument();

    answer = () => json(200, { message: 'Deleted' });
    await clickWhenFree(within(dialog).getByRole('button', { name: 'Delete Claim Request' }));
    expect(await screen.findByText('Claim Request Deleted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes(calls).map((w) => `${w.method} ${w.path}`)).toEqual([
      'DELETE /api/admin/claim-requests/c1', 'DELETE /api/admin/claim-requests/c1',
    ]);
  });

  it('keeps the delete question open while the delete runs: Escape, the backdrop and Cancel wait', async () => {
    const deleted = heldResponse(() => json(200, { message: 'Deleted' }));
    const { calls } = setup([pending], { 'DELETE /api/admin/claim-requests/c1': deleted.handler });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete claim request from Rhyme Seeker' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Claim Request' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Claim Request' });
    await sendWithEnter(confirm, () => writes(calls));
    expect(confirm).toHaveAttribute('aria-busy', 'true');

    expectStaysOpenWhileBusy(dialog, confirm);

    await expectClosesOnAnswer(deleted, dialog, 'Claim Request Deleted');
    expect(writes(calls)).toHaveLength(1);
  });

  describe('on a phone', () => {
    onAPhone();

    it('lists the requests as cards', async () => {
      setup();
      const list = await screen.findByRole('list', { name: 'Claim requests' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Rhyme Seeker', 'Old Hand']);
      expect(within(cards[0]).getByText('Lyric Storm')).toBeInTheDocument();
      expect(within(cards[0]).getByRole('button', { name: 'Review claim request from Rhyme Seeker' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
