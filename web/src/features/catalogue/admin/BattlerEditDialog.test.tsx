import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMORIAL_NOTES_MAX } from '../../../../../domain/battler/limits';
import { json, renderApp, stubFetch } from '../../../testing/render';
import { BattlerEditDialog, battlerSchema } from './BattlerEditDialog';
import { makeBattler } from './testData.testing';

const cole = makeBattler({ id: 'b3', name: 'Cole', isDeceased: true, category: 'in_memory' });

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
});
