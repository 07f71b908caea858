import { fireEvent, screen, within } from '@testing-library/react';
import { json, renderApp, stubFetch } from '../../testing/render';
import { directory, previewAnswer, reek, reek2, reek3, searchAnswer } from '../battler-merge/fixtures.testing';
import { DuplicatesDialog, type DuplicatesOf } from './DuplicatesDialog';

const matches = [
  { battler: reek, score: 1, reason: 'same-name' },
  { battler: reek3, score: 1, reason: 'same-name' },
  { battler: reek2, score: 0.861, reason: 'similar' },
];

function setup(of: DuplicatesOf, similar: () => Response | Promise<Response> = () => json(200, { name: of.name, matches })) {
  const stub = stubFetch({
    'GET /api/admin/battlers/similar': similar,
    'GET /api/battlers/search': searchAnswer(directory),
    'GET /api/admin/battlers/merge-preview': previewAnswer(directory),
  });
  const onClose = jest.fn();
  renderApp(<DuplicatesDialog of={of} onClose={onClose} />);
  return { ...stub, onClose };
}

const similarUrl = (fn: jest.Mock) =>
  fn.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/battlers/similar')
    .map((u) => u.searchParams.get('name'));

describe("the Applications tab's duplicate detection", () => {
  it('lists the battlers similar to the applied name: name, stats, score as a percentage and in words, the public page', async () => {
    const { fn } = setup({ name: 'Lil Reek', battlerId: null });
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Detection' });
    expect(dialog).toHaveAccessibleDescription('Existing battlers whose names match “Lil Reek”');
    const list = await within(dialog).findByRole('list', { name: 'Battlers similar to Lil Reek' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual(['Lil Reek', 'LilReek', 'lil reek!']);
    expect(items[0]).toHaveTextContent('3 battles · 2–1 · 40 votes · 12.5K YouTube views');
    expect(items[0]).toHaveTextContent('100% · Same name');
    expect(items[1]).toHaveTextContent('Claimed');
    expect(items[2]).toHaveTextContent('86% · Similar');
    const page = within(items[2]).getByRole('link', { name: "lil reek!'s page (opens in a new tab)" });
    expect(page).toHaveAttribute('href', '/battlers/b2');
    expect(page).toHaveAttribute('target', '_blank');
    expect(similarUrl(fn)).toEqual(['Lil Reek']);
  });

  it("says 'No similar battlers found' when nothing matches", async () => {
    setup({ name: 'Brand New', battlerId: null }, () => json(200, { name: 'Brand New', matches: [] }));
    expect(await screen.findByText('No similar battlers found')).toBeInTheDocument();
  });

  it('shows a skeleton while searching, and the failure in words', async () => {
    let fail: (r: Response) => void = () => {};
    setup({ name: 'Lil Reek', battlerId: null }, () => new Promise<Response>((resolve) => (fail = resolve)));
    expect(await screen.findByTestId('skeleton-rows')).toHaveTextContent('Searching for similar battlers');
    fail(json(503, { message: 'Read store unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not search for similar battlers: Read store unavailable');
  });

  it("opens the merge dialog for a match, keeping the application's own battler, and comes back after it", async () => {
    setup({ name: 'Lil Reek', battlerId: 'b1' });
    const list = await screen.findByRole('list', { name: 'Battlers similar to Lil Reek' });
    const own = within(list).getAllByRole('listitem')[0];
    expect(own).toHaveTextContent("This application's battler");
    expect(within(own).queryByRole('button', { name: /Merge/ })).not.toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: 'Merge lil reek!…' }));
    const merge = await screen.findByRole('dialog', { name: 'Merge Battlers' });
    expect(screen.queryByRole('dialog', { name: 'Duplicate Detection' })).not.toBeInTheDocument();
    expect(within(merge).getByRole('combobox', { name: 'Battler to merge away' })).toHaveValue('lil reek!');
    expect(within(merge).getByRole('combobox', { name: 'Battler to keep' })).toHaveValue('Lil Reek');
    await within(merge).findByLabelText('Moves to the kept battler');

    fireEvent.click(within(merge).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Duplicate Detection' })).toBeInTheDocument();
  });

  it('opens the merge with only the match when the application has no battler yet, by keyboard too', async () => {
    const { onClose } = setup({ name: 'Lil Reek', battlerId: null });
    const button = await screen.findByRole('button', { name: 'Merge LilReek…' });
    button.focus();
    fireEvent.click(button);
    const merge = await screen.findByRole('dialog', { name: 'Merge Battlers' });
    expect(within(merge).getByRole('combobox', { name: 'Battler to merge away' })).toHaveValue('LilReek');
    expect(within(merge).getByRole('combobox', { name: 'Battler to keep' })).toHaveValue('');
    fireEvent.keyDown(document.activeElement ?? merge, { key: 'Escape' });
    const back = await screen.findByRole('dialog', { name: 'Duplicate Detection' });
    fireEvent.keyDown(back, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
