import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '../../../lib/types';
import { enterIn, expectClosesOnAnswer, expectStaysOpenWhileBusy, heldResponse, pressEnter } from '../../../testing/busy';
import { json, makeUser, renderApp, stubFetch } from '../../../testing/render';
import { filterUsers } from './filterUsers';
import { UsersPanel } from './UsersPanel';

const superAdmin = makeUser({ id: 's1', username: 'boss', firstName: 'Big', lastName: 'Boss', email: 'boss@ubr.test', role: 'super_admin' });
const admin = makeUser({ id: 'a1', username: 'lyric_lady', firstName: 'Ana', lastName: 'Lopez', email: 'ana@ubr.test', role: 'admin' });
const u1 = makeUser({ id: 'u1', username: 'bars.daily', firstName: 'Dre', lastName: 'Jackson', email: 'dre@ubr.test', createdAt: '2025-02-20T12:00:00Z' });
const u2 = makeUser({ id: 'u2', username: 'punchline', firstName: 'Maria', lastName: 'Santos', email: 'maria@mail.test' });
const all: User[] = [superAdmin, admin, u1, u2];

function setup(viewer: User, users: User[] = all) {
  const stub = stubFetch({
    'GET /api/admin/users': () => json(200, users),
    'PATCH /api/admin/users/u1/role': () => json(200, { ...u1, role: 'admin' }),
  });
  renderApp(<UsersPanel viewer={viewer} />);
  return stub;
}

const roleSelect = (username: string) => screen.getByRole('combobox', { name: `Role for ${username}` }) as HTMLSelectElement;
const optionLabels = (select: HTMLSelectElement) => within(select).getAllByRole('option').map((o) => o.textContent);

describe('users table', () => {
  it('says a load failed and loads again on Try Again', async () => {
    let down = true;
    stubFetch({ 'GET /api/admin/users': () => (down ? json(503, { message: 'Read store unavailable' }) : json(200, all)) });
    renderApp(<UsersPanel viewer={superAdmin} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load users: Read store unavailable');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('combobox', { name: 'Role for lyric_lady' })).toBeInTheDocument();
  });

  it('lists users with the columns and the count line', async () => {
    setup(admin);
    expect(await screen.findByText('Showing 4 of 4 users')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Username', 'Role', 'Joined', 'Actions']);
    expect(screen.getByText('Feb 20, 2025')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search users by name, email, or username...')).toBeInTheDocument();
  });

  it('filters by name, email and username, and by role', async () => {
    setup(admin);
    const search = await screen.findByPlaceholderText('Search users by name, email, or username...');
    fireEvent.change(search, { target: { value: 'santos' } });
    expect(screen.getByText('Showing 1 of 4 users')).toBeInTheDocument();
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'UBR.TEST' } });
    expect(screen.getByText('Showing 3 of 4 users')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'bars.d' } });
    expect(screen.getByText('Showing 1 of 4 users')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });

    const filter = screen.getByLabelText('Filter by role');
    expect(optionLabels(filter as HTMLSelectElement)).toEqual(['All Roles', 'Users', 'Admins', 'Super Admins']);
    fireEvent.change(filter, { target: { value: 'admin' } });
    expect(screen.getByText('Showing 1 of 4 users')).toBeInTheDocument();
    fireEvent.change(filter, { target: { value: 'super_admin' } });
    expect(screen.getByText('Big Boss')).toBeInTheDocument();
    fireEvent.change(filter, { target: { value: 'user' } });
    expect(screen.getByText('Showing 2 of 4 users')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No users match your search')).toBeInTheDocument();
  });

  it('says so when there are no users at all', async () => {
    setup(admin, []);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 users')).toBeInTheDocument();
  });

  it('offers Super Admin only to a super_admin', async () => {
    setup(admin);
    await screen.findByText('Showing 4 of 4 users');
    expect(optionLabels(roleSelect('bars.daily'))).toEqual(['User', 'Admin']);
    // an admin cannot change a super admin, nor themself
    expect(roleSelect('boss')).toBeDisabled();
    expect(roleSelect('lyric_lady')).toBeDisabled();
    expect(roleSelect('bars.daily')).toBeEnabled();
  });

  it('lets a super_admin assign Super Admin, but not change their own role', async () => {
    setup(superAdmin);
    await screen.findByText('Showing 4 of 4 users');
    expect(optionLabels(roleSelect('bars.daily'))).toEqual(['User', 'Admin', 'Super Admin']);
    expect(roleSelect('boss')).toBeDisabled();
    expect(roleSelect('lyric_lady')).toBeEnabled();
  });

  it('changes a role through PATCH and refetches the list', async () => {
    const { calls } = setup(superAdmin);
    await screen.findByText('Showing 4 of 4 users');
    fireEvent.change(roleSelect('bars.daily'), { target: { value: 'admin' } });
    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('/api/admin/users/u1/role');
    expect(JSON.parse(patch.body)).toEqual({ role: 'admin' });
    expect(calls.filter((c) => c.path === '/api/admin/users' && c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('validates and sends an admin password reset', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/users': () => json(200, all),
      'POST /api/admin/users/u2/reset-password': () => json(200, { message: 'Password reset for punchline' }),
    });
    renderApp(<UsersPanel viewer={admin} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password for punchline' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'longenough' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'longenough' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset for punchline')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toEqual({ newPassword: 'longenough' });
  });

  it('keeps the reset dialog open while the reset is on its way, and submits once however often Enter is pressed', async () => {
    const reset = heldResponse(() => json(200, { message: 'Password reset for punchline' }));
    const { calls } = stubFetch({ 'GET /api/admin/users': () => json(200, all), 'POST /api/admin/users/u2/reset-password': reset.handler });
    renderApp(<UsersPanel viewer={admin} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password for punchline' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'longenough' } });
    const confirm = within(dialog).getByLabelText('Confirm new password');
    fireEvent.change(confirm, { target: { value: 'longenough' } });
    const submit = within(dialog).getByRole('button', { name: 'Reset Password' });
    await enterIn(confirm, submit);
    const posts = () => calls.filter((c) => c.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).not.toBeDisabled();

    await enterIn(confirm, submit);
    expect(confirm).toHaveFocus();
    await pressEnter(submit); // Enter on the busy button
    expectStaysOpenWhileBusy(dialog, submit);
    expect(posts()).toHaveLength(1);

    await expectClosesOnAnswer(reset, dialog, 'Password reset for punchline');
    expect(posts()).toHaveLength(1);
  });

  it('closes the reset dialog with Escape', async () => {
    setup(admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password for punchline' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes focus to the first field still wrong when Reset Password is refused', async () => {
    const { calls } = setup(admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password for punchline' }));
    const dialog = screen.getByRole('dialog');
    await act(async () => void fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'longenough' } }));
    await pressEnter(within(dialog).getByRole('button', { name: 'Reset Password' }));
    const confirm = within(dialog).getByLabelText('Confirm new password');
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('filterUsers', () => {
  it('matches first and last name together', () => {
    expect(filterUsers(all, 'dre jack', 'all').map((u) => u.id)).toEqual(['u1']);
    expect(filterUsers(all, '  ', 'admin').map((u) => u.id)).toEqual(['a1']);
  });
});

describe('a big user list is drawn in pages', () => {
  // 200 users: every 10th an admin; user n is 'Fan n', username fan_n
  const many: User[] = Array.from({ length: 200 }, (_, i) =>
    makeUser({
      id: `f${i}`,
      username: `fan_${i}`,
      firstName: 'Fan',
      lastName: String(i),
      email: `fan${i}@crowd.test`,
      role: i % 10 === 0 ? 'admin' : 'user',
    }),
  );
  const rows = () => screen.getAllByRole('row').length - 1; // less the header row
  const more = () => screen.queryByRole('button', { name: /^Show \d+ more/ });

  it('shows the first 50, then 50 more a click, the count line saying what is on screen', async () => {
    setup(superAdmin, many);
    expect(await screen.findByText('Showing 50 of 200 users')).toBeInTheDocument();
    expect(rows()).toBe(50);
    expect(screen.getByText('fan_49', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('@fan_50')).not.toBeInTheDocument();
    expect(more()).toHaveTextContent('Show 50 more (150 more match)');
    fireEvent.click(more()!);
    expect(screen.getByText('Showing 100 of 200 users')).toBeInTheDocument();
    expect(rows()).toBe(100);
    fireEvent.click(more()!);
    fireEvent.click(more()!);
    expect(screen.getByText('Showing 200 of 200 users')).toBeInTheDocument();
    expect(rows()).toBe(200);
    expect(more()).not.toBeInTheDocument();
  });

  it('searches and filters the whole list, not only the rows drawn', async () => {
    setup(superAdmin, many);
    await screen.findByText('Showing 50 of 200 users');
    const search = screen.getByPlaceholderText('Search users by name, email, or username...');
    // the last user, far past the first page
    fireEvent.change(search, { target: { value: 'fan_199' } });
    expect(screen.getByText('Showing 1 of 200 users')).toBeInTheDocument();
    expect(screen.getByText('@fan_199')).toBeInTheDocument();
    expect(more()).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Filter by role'), { target: { value: 'admin' } });
    // 20 admins, all on one page, the last of them at 190
    expect(screen.getByText('Showing 20 of 200 users')).toBeInTheDocument();
    expect(screen.getByText('@fan_190')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Filter by role'), { target: { value: 'user' } });
    // 180 users match: a page of them, and the button counts what is left of the matches
    expect(screen.getByText('Showing 50 of 200 users')).toBeInTheDocument();
    expect(more()).toHaveTextContent('Show 50 more (130 more match)');
  });

  it('starts again from one page when the search changes', async () => {
    setup(superAdmin, many);
    await screen.findByText('Showing 50 of 200 users');
    fireEvent.click(more()!);
    expect(rows()).toBe(100);
    fireEvent.change(screen.getByPlaceholderText('Search users by name, email, or username...'), { target: { value: 'crowd' } });
    expect(screen.getByText('Showing 50 of 200 users')).toBeInTheDocument();
  });
});
