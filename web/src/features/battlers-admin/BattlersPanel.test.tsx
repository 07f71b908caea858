import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { heldResponse } from '../../testing/busy';
import { json, renderApp, stubFetch } from '../../testing/render';
import { BattlersPanel } from './BattlersPanel';
import { battlerPatch, battlerStats, deleteBlockReason } from './battlerRules';
import { makeBattler } from '../catalogue/adminFixtures.testing';

const ace = makeBattler({ id: 'b1', name: 'Ace', videoCount: 2, winRate: 66.666, totalVotes: 1200, tagline: 'Bars on bars' });
const blaze = makeBattler({ id: 'b2', name: 'Blaze', hasApprovedApplication: true, userId: 'u7', category: 'hall_of_fame', isHallOfFame: true });
const cole = makeBattler({ id: 'b3', name: 'Cole', isDeceased: true, category: 'in_memory' });
const dove = makeBattler({ id: 'b4', name: 'Dove' });
const all = [ace, blaze, cole, dove];

function setup(extra = {}, list = all) {
  const stub = stubFetch({ 'GET /api/admin/battlers': () => json(200, list), ...extra });
  renderApp(<BattlersPanel />);
  return stub;
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const toastText = () => screen.getByTestId('toast').textContent;

describe('admin battlers tab', () => {
  it('shows the statistics strip and the table', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Battler Management' })).toBeInTheDocument();
    const stats = screen.getByLabelText('Battler statistics');
    expect(within(stats).getByText('Total Battlers').nextSibling).toHaveTextContent('4');
    expect(within(stats).getByText('Active').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Hall of Fame').nextSibling).toHaveTextContent('1');
    expect(within(stats).getByText('In Memory').nextSibling).toHaveTextContent('1');
    expect(within(stats).getByText('Claimed').nextSibling).toHaveTextContent('1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Photo', 'Name', 'Videos', 'Win Rate', 'Total Votes', 'Flags', 'Claimed', 'Actions',
    ]);
    expect(within(row('Ace')).getByText('66.7%')).toBeInTheDocument();
    expect(within(row('Ace')).getByText('1.2K')).toBeInTheDocument();
    expect(within(row('Dove')).getByText('N/A')).toBeInTheDocument();
    expect(within(row('Blaze')).getByText('Self-managed')).toBeInTheDocument();
    expect(within(row('Blaze')).getByRole('checkbox', { name: 'Hall of Fame' })).toBeChecked();
  });

  it('searches by name', async () => {
    setup();
    fireEvent.change(await screen.findByLabelText('Search battlers'), { target: { value: 'LA' } });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Blaze' })).toBeInTheDocument();
  });

  it('PATCHes a flag as soon as it is toggled', async () => {
    let list = all;
    const saved = { ...dove, isRetired: true, category: 'retired' as const };
    const { calls } = stubFetch({
      'GET /api/admin/battlers': () => json(200, list),
      'PATCH /api/admin/battlers/b4': () => {
        list = [ace, blaze, cole, saved];
        return json(200, saved);
      },
    });
    renderApp(<BattlersPanel />);
    const retired = within(await screen.findByRole('group', { name: 'Flags for Dove' })).getByRole('checkbox', { name: 'Retired' });
    fireEvent.click(retired);
    expect(retired).toBeChecked();
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({ isRetired: true });
    // the row may re-render from the refetched list: look the box up again
    const current = () => within(screen.getByRole('group', { name: 'Flags for Dove' })).getByRole('checkbox', { name: 'Retired' });
    await waitFor(() => expect(current()).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(current()).toBeChecked());
  });

  it('keeps focus on a flag while it saves, and ignores a second toggle meanwhile', async () => {
    const saved = { ...dove, isRetired: true, category: 'retired' as const };
    let list = all;
    const patch = heldResponse(() => {
      list = [ace, blaze, cole, saved];
      return json(200, saved);
    });
    const { calls } = stubFetch({ 'GET /api/admin/battlers': () => json(200, list), 'PATCH /api/admin/battlers/b4': patch.handler });
    renderApp(<BattlersPanel />);
    const retired = within(await screen.findByRole('group', { name: 'Flags for Dove' })).getByRole('checkbox', { name: 'Retired' });
    retired.focus();
    fireEvent.click(retired); // Space
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(retired).toHaveFocus();
    expect(retired).not.toBeDisabled();
    expect(retired).toHaveAttribute('aria-disabled', 'true');
    expect(retired).toHaveAttribute('aria-busy', 'true');
    expect(retired).toBeChecked();
    fireEvent.click(retired);
    expect(retired).toBeChecked();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);

    await patch.release();
    const current = () => within(screen.getByRole('group', { name: 'Flags for Dove' })).getByRole('checkbox', { name: 'Retired' });
    await waitFor(() => expect(current()).not.toHaveAttribute('aria-busy'));
    expect(current()).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(current()).toBeChecked());
    expect(current()).toBe(retired);
    expect(retired).toHaveFocus();
  });

  it("guards deletes: 'Cannot Delete' with the reason", async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ace' }));
    expect(toastText()).toContain('Cannot Delete');
    expect(toastText()).toContain('Cannot delete battler with existing battle videos');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Blaze' }));
    expect(toastText()).toContain('Cannot delete battler with approved application. Reject their application first.');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('deletes after confirmation; server errors show the message or the default', async () => {
    let answer = json(409, { message: 'Cannot delete battler with existing battle videos' });
    const { calls } = setup({ 'DELETE /api/admin/battlers/b4': () => answer });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Dove' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Battler' })).getByRole('button', { name: 'Delete Battler' }));
    expect(await screen.findByText('Cannot delete battler with existing battle videos')).toBeInTheDocument();
    answer = new Response('', { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Dove' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Battler' }));
    expect(await screen.findByText('Failed to delete battler')).toBeInTheDocument();
    answer = json(200, { message: 'Battler deleted' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Dove' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Battler' }));
    expect(await screen.findByText('Battler Deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(3);
  });

  it('edits tagline and quote with counters, sending empty values as null', async () => {
    const { calls } = setup({ 'PATCH /api/admin/battlers/b1': () => json(200, ace) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ace' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ace' });
    const tagline = within(dialog).getByLabelText('Tagline');
    const quote = within(dialog).getByLabelText('Quote');
    expect(tagline).toHaveAttribute('maxLength', '100');
    expect(quote).toHaveAttribute('maxLength', '250');
    expect(within(dialog).getByTestId('tagline-count')).toHaveTextContent('12/100');
    expect(within(dialog).getByTestId('quote-count')).toHaveTextContent('0/250');
    fireEvent.change(quote, { target: { value: 'Stay sharp' } });
    expect(within(dialog).getByTestId('quote-count')).toHaveTextContent('10/250');
    fireEvent.change(tagline, { target: { value: '' } });
    expect(within(dialog).getByTestId('tagline-count')).toHaveTextContent('0/100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Battler Updated')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({ tagline: null, quote: 'Stay sharp' });
  });

  it('shows claimed battlers read-only as Self-managed, with the photo locked', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Blaze' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Blaze' });
    expect(within(dialog).queryByLabelText('Tagline')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('Self-managed').length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByRole('button', { name: 'Upload Photo' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('checks a profile image before uploading it', async () => {
    const { calls } = setup();
    // jsdom's FormData cannot be read back by Node's Request, so answer the multipart POST unread
    const stubbed = global.fetch;
    const posts: string[] = [];
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      if (req.method !== 'POST') return stubbed(input, init);
      posts.push(new URL(req.url).pathname);
      return json(200, { ...dove, profileImageUrl: '/uploads/d.png' });
    }) as typeof fetch;
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dove' }));
    const input = within(screen.getByRole('dialog')).getByLabelText('Profile image file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please select an image file (PNG, JPG, or GIF)')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Profile image must be less than 5MB')).toBeInTheDocument();
    expect(posts).toEqual([]);
    fireEvent.change(input, { target: { files: [new File(['x'], 'ok.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Profile Image Updated')).toBeInTheDocument();
    expect(posts).toEqual(['/api/admin/battlers/b4/profile-image']);
    expect(calls.filter((c) => c.path === '/api/admin/battlers').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the memorial fields for deceased battlers', async () => {
    const { calls } = setup({ 'PATCH /api/admin/battlers/b3': () => json(200, cole) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cole' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Date of passing'), { target: { value: '2024-03-02' } });
    fireEvent.change(within(dialog).getByLabelText('Memorial notes'), { target: { value: 'Legend.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Battler Updated');
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({
      tagline: null,
      quote: null,
      deceasedDate: '2024-03-02',
      memorialNotes: 'Legend.',
    });
  });

  it("updates win rates, with 'Update Failed' on error", async () => {
    setup({
      'POST /api/admin/battlers/update-win-rates': () => json(500, { message: 'Database busy' }),
      'POST /api/admin/battlers/b1/update-win-rate': () => json(200, { message: 'Win rate updated', battler: { ...ace, winRate: 50 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update All Win Rates' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Database busy')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update win rate for Ace' }));
    expect(await screen.findByText('Ace: 50.0%')).toBeInTheDocument();
  });

  it('shows a 3-row skeleton while loading', () => {
    stubFetch({ 'GET /api/admin/battlers': () => new Promise<Response>(() => {}) });
    renderApp(<BattlersPanel />);
    expect(screen.getByTestId('skeleton-rows').children).toHaveLength(4);
  });
});

describe('battler rules', () => {
  it('gives the delete guard reasons', () => {
    expect(deleteBlockReason({ videoCount: 1, hasApprovedApplication: true })).toBe('Cannot delete battler with existing battle videos');
    expect(deleteBlockReason({ videoCount: 0, hasApprovedApplication: true })).toBe(
      'Cannot delete battler with approved application. Reject their application first.',
    );
    expect(deleteBlockReason({ videoCount: 0, hasApprovedApplication: false })).toBeNull();
  });

  it('sends empty texts as null and leaves claimed battlers’ texts alone', () => {
    const values = { tagline: '  ', quote: ' Hi ', deceasedDate: '', memorialNotes: '' };
    expect(battlerPatch(values, { userId: null, isDeceased: false })).toEqual({ tagline: null, quote: 'Hi' });
    expect(battlerPatch(values, { userId: 'u1', isDeceased: false })).toEqual({});
    expect(battlerPatch(values, { userId: 'u1', isDeceased: true })).toEqual({ deceasedDate: null, memorialNotes: null });
    // the tagline is one line on the server: a line break typed in its text area is a space
    expect(battlerPatch({ ...values, tagline: 'Desert\n  heat' }, { userId: null, isDeceased: false }).tagline).toBe('Desert heat');
  });

  it('counts the statistics', () => {
    expect(battlerStats(all)).toEqual({ total: 4, active: 2, hallOfFame: 1, inMemory: 1, claimed: 1, videoAppearances: 2 });
  });
});
