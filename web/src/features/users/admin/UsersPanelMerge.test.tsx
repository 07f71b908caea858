import { fireEvent, screen, within } from '@testing-library/react';
import { json, makeUser, renderApp, stubFetch } from '../../../testing/render';
import { directory, searchAnswer } from '../../battler-merge/fixtures.testing';
import { UsersPanel } from './UsersPanel';

const admin = makeUser({ id: 'a1', username: 'lyric_lady', role: 'admin' });

describe('the Users tab and the merge-battlers dialog (admin §2)', () => {
  it("opens the dialog from 'Merge Battlers' and gives focus back when it closes", async () => {
    stubFetch({ 'GET /api/admin/users': () => json(200, [admin]), 'GET /api/battlers/search': searchAnswer(directory) });
    renderApp(<UsersPanel viewer={admin} />);
    const button = await screen.findByRole('button', { name: 'Merge Battlers' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Merge Battlers' });
    expect(within(dialog).getByRole('combobox', { name: 'Battler to merge away' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
