import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMORIAL_NOTES_MAX } from '../../../../../domain/battler/limits';
import { expectClosesOnAnswer, expectStaysOpenWhileBusy, heldResponse, sendWithEnter } from '../../../testing/busy';
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
    const saved = heldResponse(() => json(200, cole));
    const { calls } = stubFetch({ 'PATCH /api/admin/battlers/b3': saved.handler });
    renderApp(<Editing />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cole' });
    await act(async () => void fireEvent.change(within(dialog).getByLabelText('Memorial notes'), { target: { value: 'Forever in the cypher.' } }));
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    const patches = () => calls.filter((c) => c.method === 'PATCH');
    await sendWithEnter(save, patches);
    expect(save).toHaveAttribute('aria-busy', 'true');

    expectStaysOpenWhileBusy(dialog, save);

    await expectClosesOnAnswer(saved, dialog, 'Battler Updated');
    expect(patches()).toHaveLength(1);
  });
});
