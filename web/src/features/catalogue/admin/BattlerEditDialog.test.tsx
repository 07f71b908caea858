import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMORIAL_NOTES_MAX } from '../../../../../domain/battler/limits';
import { json, renderApp, stubFetch } from '../../../testing/render';
import { BattlerEditDialog, battlerSchema } from './BattlerEditDialog';
import { makeBattler } from './testData.testing';

const cole = makeBattler({ id: 'b3', name: 'Cole', isDeceased: true, category: 'in_memory' });

/** As in the battlers tab: the dialog shows while a battler is being edited. */
function Editing() {
  const [battler, setBattler] = useState<typeof cole | null>(cole);
  return <BattlerEditDialog battler={battler} onClose={() => setBattler(null)} />;
}

describe('the battler edit form', () => {
  it("checks the memorial notes' length as the server does (2000)", () => {
    const ok = (memorialNotes: string) => battlerSchema.isValidSync({ tagline: '', quote: '', deceasedDate: '', memorialNotes });
    expect(ok('m'.repeat(MEMORIAL_NOTES_MAX))).toBe(true);
    expect(ok('m'.repeat(MEMORIAL_NOTES_MAX + 1))).toBe(false);
  });

  it('counts the memorial notes against their limit and refuses longer ones in place', async () => {
    const { calls } = stubFetch({ 'PATCH /api/admin/battlers/b3': () => json(200, cole) });
    renderApp(<BattlerEditDialog battler={cole} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const notes = within(dialog).getByLabelText('Memorial notes');
    expect(notes).toHaveAttribute('maxLength', String(MEMORIAL_NOTES_MAX));
    fireEvent.change(notes, { target: { value: 'm'.repeat(MEMORIAL_NOTES_MAX + 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Memorial notes must be 2000 characters or less')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(notes, { target: { value: 'm'.repeat(MEMORIAL_NOTES_MAX) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  });

  it('stays open while the save is on its way: Escape, × and Cancel wait', async () => {
    let answer!: () => void;
    const { calls } = stubFetch({
      'PATCH /api/admin/battlers/b3': () => new Promise<Response>((resolve) => (answer = () => resolve(json(200, cole)))),
    });
    renderApp(<Editing />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cole' });
    await act(async () => void fireEvent.change(within(dialog).getByLabelText('Memorial notes'), { target: { value: 'Forever in the cypher.' } }));
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    await act(async () => {
      save.focus();
      fireEvent.click(save); // Enter
    });
    const patches = () => calls.filter((c) => c.method === 'PATCH');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(save).toHaveAttribute('aria-busy', 'true');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    fireEvent.mouseDown(dialog.parentElement!); // the backdrop
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(save).toHaveFocus();

    await act(async () => answer());
    expect(await screen.findByText('Battler Updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches()).toHaveLength(1);
  });
});
