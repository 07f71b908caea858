import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderApp, stubFetch } from '../../testing/render';
import { directory, previewAnswer, reek, searchAnswer } from '../battler-merge/fixtures.testing';
import { BattlersPanel } from './BattlersPanel';
import { makeBattler } from '../catalogue/adminFixtures.testing';

const kept = makeBattler({ id: 'b1', name: 'Lil Reek' });
const away = makeBattler({ id: 'b2', name: 'lil reek!' });

describe("the Battlers tab's Merge shortcut", () => {
  it('opens the merge dialog with the row as the battler merged away; after the merge the list shows one battler', async () => {
    let merged = false;
    const { calls } = stubFetch({
      'GET /api/admin/battlers': () => json(200, merged ? [kept] : [kept, away]),
      'GET /api/battlers/search': searchAnswer(directory),
      'GET /api/admin/battlers/merge-preview': previewAnswer(directory),
      'POST /api/admin/battlers/merge': () => {
        merged = true;
        return json(200, { sourceId: 'b2', targetId: 'b1', target: reek, videosMoved: 1 });
      },
    });
    renderApp(<BattlersPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Merge lil reek! into another battler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Battlers' });
    expect(within(dialog).getByRole('combobox', { name: 'Battler to merge away' })).toHaveValue('lil reek!');
    expect(within(dialog).getByRole('combobox', { name: 'Battler to keep' })).toHaveFocus();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Battler to keep' }), { target: { value: 'Lil R' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Lil Reek' }));
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    await waitFor(() => expect(merge).toBeEnabled());
    fireEvent.click(merge);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Merge' }));
    expect(await screen.findByText('Battlers Merged')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('"lil reek!" was merged into "Lil Reek" (1 video moved).');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'lil reek!' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Lil Reek' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/battlers')).toHaveLength(2);
  });
});
