import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMORIAL_NOTES_MAX } from '../../../../domain/battler/limits';
import { enterIn, expectClosesOnAnswer, expectStaysOpenWhileBusy, heldResponse, pressEnter, sendWithEnter } from '../../testing/busy';
import { clickWhenFree, json, renderApp, stubFetch } from '../../testing/render';
import { answerUploads } from '../battlers/fixtures.testing';
import { BattlerEditDialog, battlerSchema } from './BattlerEditDialog';
import { makeBattler } from '../catalogue/adminFixtures.testing';

const cole = makeBattler({ id: 'b3', name: 'Cole', isDeceased: true, category: 'in_memory' });

/** As in the battlers tab: the dialog shows while a battler is being edited. */
function Editing() {
  const [battler, setBattler] = useState<typeof cole | null>(cole);
  return <BattlerEditDialog battler={battler} onClose={() => setBattler(null)} />;
}

afterEach(() => jest.restoreAllMocks()); // answerUploads' FormData spy

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
    expect(within(dialog).getByRole('button', { name: 'Upload Photo' })).toBeDisabled(); // no upload races the save

    expectStaysOpenWhileBusy(dialog, save);

    await expectClosesOnAnswer(saved, dialog, 'Battler Updated');
    expect(patches()).toHaveLength(1);
  });

  it('stays open while the photo uploads: Escape, × and Cancel wait, Save is held, and the upload is announced', async () => {
    const uploaded = heldResponse(() => json(200, { ...cole, profileImageUrl: '/uploads/cole.png' }));
    const { calls } = stubFetch({ 'PATCH /api/admin/battlers/b3': () => json(200, cole) });
    const uploads = answerUploads({ 'POST /api/admin/battlers/b3/profile-image': uploaded.handler });
    renderApp(<Editing />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cole' });
    const pickPhoto = within(dialog).getByRole('button', { name: 'Upload Photo' });
    await pressEnter(pickPhoto); // opens the file chooser; the file picked arrives as a change
    await act(async () =>
      void fireEvent.change(within(dialog).getByLabelText('Profile image file'), { target: { files: [new File(['x'], 'cole.png', { type: 'image/png' })] } }),
    );
    await waitFor(() => expect(uploads.posts).toEqual(['POST /api/admin/battlers/b3/profile-image']));
    expect(pickPhoto).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading photo...');

    expectStaysOpenWhileBusy(dialog, pickPhoto);
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    await enterIn(within(dialog).getByLabelText('Memorial notes'), save); // Enter in a field sends nothing either
    const patches = () => calls.filter((c) => c.method === 'PATCH');
    expect(patches()).toHaveLength(0);

    await uploaded.release();
    expect(await screen.findByText('Profile Image Updated')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Cole' })).toBe(dialog); // the answer comes into the open dialog
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    expect(uploads.posts).toHaveLength(1);
    await clickWhenFree(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(await screen.findByText('Battler Updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches()).toHaveLength(1);
  });
});
