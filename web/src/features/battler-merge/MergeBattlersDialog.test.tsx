import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MERGE_BOTH_CLAIMED, MERGE_FACED_EACH_OTHER, MERGE_SAME_BATTLER,
} from '../../../../domain/battler/limits';
import { clickWhenFree, json, renderApp, stubFetch } from '../../testing/render';
import { directory, makePreview, previewAnswer, reek, reek2, reek3, searchAnswer } from './fixtures.testing';
import { MergeBattlersButton } from './MergeBattlersButton';
import type { MergePreviewWire } from '../../../../api/features/battler-merge/wire-types';

type Handlers = Parameters<typeof stubFetch>[0];

function setup(extra: Handlers = {}, preview: Partial<MergePreviewWire> = {}) {
  const stub = stubFetch({
    'GET /api/battlers/search': searchAnswer(directory),
    'GET /api/admin/battlers/merge-preview': previewAnswer(directory, preview),
    'GET /api/admin/battlers/duplicates': () =>
      json(200, { pairs: [{ a: reek, b: reek3, score: 1, reason: 'same-name' }, { a: reek, b: reek2, score: 0.8349, reason: 'similar' }] }),
    ...extra,
  });
  renderApp(<MergeBattlersButton />);
  return stub;
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Merge Battlers' }));
  return screen.findByRole('dialog', { name: 'Merge Battlers' });
}

const picker = (dialog: HTMLElement, label: 'Battler to merge away' | 'Battler to keep') => within(dialog).getByRole('combobox', { name: label });

/** Type into a picker and click the suggestion with this name. */
async function pick(dialog: HTMLElement, label: 'Battler to merge away' | 'Battler to keep', typed: string, name: string) {
  fireEvent.change(picker(dialog, label), { target: { value: typed } });
  fireEvent.click(await within(dialog).findByRole('option', { name }));
}

const writes = (calls: { method: string; path: string; body: string }[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: JSON.parse(c.body) }));
const previewCalls = (fn: jest.Mock) =>
  fn.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/battlers/merge-preview')
    .map((u) => `${u.searchParams.get('sourceId')}>${u.searchParams.get('targetId')}`);

describe('the merge-battlers dialog', () => {
  it('picks both battlers by id, previews what moves, asks for confirmation, then merges and says so', async () => {
    const { calls } = setup({
      'POST /api/admin/battlers/merge': () => json(200, { sourceId: 'b2', targetId: 'b1', target: reek, videosMoved: 2 }),
    });
    const dialog = await openDialog();
    expect(within(dialog).getByText('Choose both battlers to see what the merge moves.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();

    await pick(dialog, 'Battler to merge away', 'lil reek!', 'lil reek!');
    expect(picker(dialog, 'Battler to merge away')).toHaveValue('lil reek!');
    expect(within(dialog).getByText('Chosen: lil reek!')).toBeInTheDocument();
    await pick(dialog, 'Battler to keep', 'Lil', 'Lil Reek');

    const facts = await within(dialog).findByLabelText('Moves to the kept battler');
    const row = (term: string) => within(facts).getByText(term).nextElementSibling?.textContent;
    expect([row('Videos'), row('Votes'), row('Approved applications'), row('YouTube videos')]).toEqual(['2', '17', '1', '4']);
    expect(row('Owner')).toBe('Neither battler is claimed.');
    expect(within(dialog).getByText('Merged away').nextElementSibling).toHaveTextContent('lil reek!');
    expect(within(dialog).getByText('Kept').nextElementSibling).toHaveTextContent('Lil Reek3 battles · 2–1 · 40 votes · 12.5K YouTube views');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(dialog).toHaveTextContent('Merge "lil reek!" into "Lil Reek"? lil reek! leaves the directory; its name will lead to Lil Reek.');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Merge' });
    expect(confirm).toHaveFocus();
    expect(writes(calls)).toEqual([]);
    fireEvent.click(confirm);

    expect(await screen.findByText('Battlers Merged')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('"lil reek!" was merged into "Lil Reek" (2 videos moved).');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/admin/battlers/merge', body: { sourceId: 'b2', targetId: 'b1' } }]);
  });

  it('shows the refusal the merge would get and keeps the merge button disabled', async () => {
    const { calls } = setup({}, { refusal: MERGE_BOTH_CLAIMED });
    const dialog = await openDialog();
    await pick(dialog, 'Battler to merge away', 'reek', 'Lil Reek');
    await pick(dialog, 'Battler to keep', 'reek', 'LilReek');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MERGE_BOTH_CLAIMED);
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    expect(writes(calls)).toEqual([]);
  });

  it("tells the owner's move when only the source is claimed", async () => {
    setup({}, { ownerMoves: true });
    const dialog = await openDialog();
    await pick(dialog, 'Battler to merge away', 'LilR', 'LilReek');
    await pick(dialog, 'Battler to keep', 'Lil R', 'Lil Reek');
    const facts = await within(dialog).findByLabelText('Moves to the kept battler');
    expect(within(facts).getByText('Owner').nextElementSibling).toHaveTextContent("LilReek's owner becomes Lil Reek's owner.");
    expect(within(dialog).getByText('Claimed')).toBeInTheDocument();
  });

  it("says plainly which of the photo, cover, texts and flags the kept battler takes, which it keeps of its own, and which files go", async () => {
    setup({}, { profile: { takes: ['coverImageUrl', 'tagline', 'isHallOfFame'], keepsOwn: ['profileImageUrl', 'quote'], ownerManaged: [] } });
    const dialog = await openDialog();
    await pick(dialog, 'Battler to merge away', 'lil reek!', 'lil reek!');
    await pick(dialog, 'Battler to keep', 'Lil', 'Lil Reek');
    const facts = await within(dialog).findByLabelText('Moves to the kept battler');
    expect(within(facts).getByText('Photo, texts and flags').nextElementSibling?.textContent).toBe(
      "Lil Reek takes lil reek!'s cover image, tagline and Hall of Fame flag. "
      + "Lil Reek keeps its own photo and quote; lil reek!'s go. "
      + "lil reek!'s photo file is deleted.",
    );
  });

  it("says a claimed kept battler's owner manages what it lacks: the merged-away battler's go", async () => {
    setup({}, { profile: { takes: ['isDeceased'], keepsOwn: ['tagline'], ownerManaged: ['profileImageUrl', 'coverImageUrl'] } });
    const dialog = await openDialog();
    await pick(dialog, 'Battler to merge away', 'Lil R', 'Lil Reek');
    await pick(dialog, 'Battler to keep', 'LilR', 'LilReek');
    const facts = await within(dialog).findByLabelText('Moves to the kept battler');
    expect(within(facts).getByText('Photo, texts and flags').nextElementSibling?.textContent).toBe(
      "LilReek takes Lil Reek's Deceased flag. LilReek keeps its own tagline; Lil Reek's goes. "
      + "LilReek's owner manages its photo and cover image; Lil Reek's go. Lil Reek's photo and cover image files are deleted.",
    );
  });

  it('refuses the same battler twice without asking the server', async () => {
    const { fn } = setup();
    const dialog = await openDialog();
    await pick(dialog, 'Battler to merge away', 'Lil R', 'Lil Reek');
    await pick(dialog, 'Battler to keep', 'Lil R', 'Lil Reek');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MERGE_SAME_BATTLER);
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    expect(previewCalls(fn)).toEqual([]);
  });

  it('never merges a name that was only typed: a battler must be chosen from the suggestions', async () => {
    const { fn } = setup();
    const dialog = await openDialog();
    await pick(dialog, 'Battler to merge away', 'lil', 'lil reek!');
    fireEvent.change(picker(dialog, 'Battler to keep'), { target: { value: 'Lil Reek' } });
    expect(within(dialog).getByText('Choose a battler from the suggestions')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    // editing a chosen name drops the choice
    fireEvent.change(picker(dialog, 'Battler to merge away'), { target: { value: 'lil reek' } });
    expect(within(dialog).queryByText('Chosen: lil reek!')).not.toBeInTheDocument();
    expect(previewCalls(fn)).toEqual([]);
  });

  it('works from the keyboard: arrows and Enter choose, Escape closes the list and not the dialog, Back returns', async () => {
    setup();
    const dialog = await openDialog();
    const source = picker(dialog, 'Battler to merge away');
    expect(source).toHaveFocus();
    fireEvent.change(source, { target: { value: 'l' } });
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Lil Reek', 'lil reek!', 'LilReek']);
    fireEvent.keyDown(source, { key: 'ArrowDown' });
    fireEvent.keyDown(source, { key: 'ArrowDown' });
    expect(source).toHaveAttribute('aria-activedescendant', options[1].id);
    fireEvent.keyDown(source, { key: 'Enter' });
    expect(source).toHaveValue('lil reek!');

    const target = picker(dialog, 'Battler to keep');
    fireEvent.change(target, { target: { value: 'Mesa' } });
    await within(dialog).findByRole('option', { name: 'Mesa Menace' });
    fireEvent.keyDown(target, { key: 'Escape' });
    expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(target, { key: 'ArrowDown' });
    await within(dialog).findByRole('option', { name: 'Mesa Menace' });
    // one suggestion: Enter takes it
    fireEvent.keyDown(target, { key: 'Enter' });
    expect(target).toHaveValue('Mesa Menace');

    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    await waitFor(() => expect(merge).toBeEnabled());
    fireEvent.click(merge);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toHaveFocus();
    expect(picker(dialog, 'Battler to merge away')).toHaveValue('lil reek!');
  });

  it('shows at most 5 suggestions, from the first character', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...reek, id: `m${i}`, name: `Reek ${i}` }));
    setup({ 'GET /api/battlers/search': searchAnswer(many) });
    const dialog = await openDialog();
    fireEvent.change(picker(dialog, 'Battler to keep'), { target: { value: 'R' } });
    expect(await within(dialog).findAllByRole('option')).toHaveLength(5);
  });

  it("says 'Merge Failed' with the server's message, and shows the refreshed preview", async () => {
    let refused = false;
    const { fn } = setup({
      'POST /api/admin/battlers/merge': () => {
        refused = true;
        return json(409, { message: MERGE_FACED_EACH_OTHER });
      },
      'GET /api/admin/battlers/merge-preview': () =>
        json(200, makePreview(reek2, reek, refused ? { refusal: MERGE_FACED_EACH_OTHER } : {})),
    });
    const dialog = await openDialog();
    await pick(dialog, 'Battler to merge away', 'lil reek!', 'lil reek!');
    await pick(dialog, 'Battler to keep', 'Lil', 'Lil Reek');
    await clickWhenFree(within(dialog).getByRole('button', { name: 'Merge' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Merge' }));
    expect(await screen.findByText('Merge Failed')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(MERGE_FACED_EACH_OTHER);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MERGE_FACED_EACH_OTHER);
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    expect(previewCalls(fn)).toEqual(['b2>b1', 'b2>b1']);
  });

  it('lists the likely duplicates with names, stats and score; a pair is used (the claimed one kept) and swapped', async () => {
    const { fn } = setup();
    const dialog = await openDialog();
    const toggle = within(dialog).getByRole('button', { name: 'Show likely duplicates' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const list = await within(dialog).findByRole('list', { name: 'Likely duplicates' });
    const pairs = within(list).getAllByRole('listitem');
    expect(pairs.map((p) => p.querySelector('span')?.textContent)).toEqual(['100% · Same name', '83% · Similar']);
    expect(pairs[0]).toHaveTextContent('Lil Reek3 battles · 2–1 · 40 votes · 12.5K YouTube views');
    expect(pairs[0]).toHaveTextContent('LilReekClaimed5 battles · 4–1 · 1.2K votes · 12.5K YouTube views');

    fireEvent.click(within(pairs[0]).getByRole('button', { name: 'Use this pair: Lil Reek and LilReek' }));
    expect(within(dialog).queryByRole('list', { name: 'Likely duplicates' })).not.toBeInTheDocument();
    expect(picker(dialog, 'Battler to merge away')).toHaveValue('Lil Reek');
    expect(picker(dialog, 'Battler to keep')).toHaveValue('LilReek');
    await within(dialog).findByLabelText('Moves to the kept battler');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap the battler merged away and the battler kept' }));
    expect(picker(dialog, 'Battler to merge away')).toHaveValue('LilReek');
    expect(picker(dialog, 'Battler to keep')).toHaveValue('Lil Reek');
    await waitFor(() => expect(previewCalls(fn)).toEqual(['b1>b3', 'b3>b1']));

    // the second pair: neither claimed, the longer record kept
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show likely duplicates' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use this pair: Lil Reek and lil reek!' }));
    expect(picker(dialog, 'Battler to merge away')).toHaveValue('lil reek!');
    expect(picker(dialog, 'Battler to keep')).toHaveValue('Lil Reek');
  });

  it('says so when the likely duplicates cannot be loaded', async () => {
    setup({ 'GET /api/admin/battlers/duplicates': () => json(500, { message: 'Read store unavailable' }) });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show likely duplicates' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not load likely duplicates: Read store unavailable');
  });

  it("says 'No likely duplicates found' when the directory has none", async () => {
    setup({ 'GET /api/admin/battlers/duplicates': () => json(200, { pairs: [] }) });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show likely duplicates' }));
    expect(await within(dialog).findByText('No likely duplicates found')).toBeInTheDocument();
  });

  it('starts from the battler it was opened for', async () => {
    stubFetch({ 'GET /api/battlers/search': searchAnswer(directory), 'GET /api/admin/battlers/merge-preview': previewAnswer(directory) });
    const { MergeBattlersDialog } = await import('./lazyParts');
    const onClose = jest.fn();
    renderApp(<MergeBattlersDialog open source={{ id: 'b2', name: 'lil reek!' }} target={{ id: 'b1', name: 'Lil Reek' }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Merge Battlers' });
    expect(picker(dialog, 'Battler to merge away')).toHaveValue('lil reek!');
    await within(dialog).findByLabelText('Moves to the kept battler');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await act(async () => {});
  });
});
