import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor, clickWhenFree } from '../../../testing/render';
import type { Battler } from '../../catalogue';
import BattlerProfileSettingsPage from './BattlerProfileSettingsPage';
import { answerUploads, makeBattler } from './fixtures.testing';

type Handlers = Parameters<typeof stubFetch>[0];

afterEach(() => jest.restoreAllMocks());

/** A server that keeps the owner's battler, so writes show up on the next read. */
function setup({ battler = makeBattler({ userId: 'u-1' }) as Battler | null, extra = {} as Handlers, user = signedIn(makeUser({ id: 'u-1' })) as Handlers } = {}) {
  const state = { battler };
  const stub = stubFetch({
    ...user,
    'GET /api/user/claimed-battler': () => json(200, state.battler),
    'PATCH /api/battlers/b-1/profile': async (req) => {
      const body = (await req.json()) as { tagline: string | null; quote: string | null };
      state.battler = { ...state.battler!, ...body };
      return json(200, state.battler);
    },
    'DELETE /api/battlers/b-1/profile-image': () => {
      state.battler = { ...state.battler!, profileImageUrl: null };
      return json(200, state.battler);
    },
    ...extra,
  });
  renderApp(<BattlerProfileSettingsPage />, {
    route: '/battler-profile-settings',
    routes: [
      { path: '/battlers', element: <p>battlers list</p> },
      { path: '/battlers/:id', element: <p>public battler page</p> },
      { path: '/auth', element: <p>auth page</p> },
    ],
  });
  return { ...stub, state };
}

async function type(label: string, value: string) {
  const input = await screen.findByLabelText(label);
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
}

describe('battler profile settings', () => {
  it('shows a login-required message without a session', async () => {
    setup({ user: visitor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Required' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText('auth page')).toBeInTheDocument();
  });

  it('shows the login-required message when the session ends (401)', async () => {
    setup({ extra: { 'GET /api/user/claimed-battler': () => json(401, { message: 'Not authenticated' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login Required' })).toBeInTheDocument();
  });

  it("says 'No Claimed Battler' with a way to the roster", async () => {
    setup({ battler: null });
    expect(screen.getByTestId('profile-settings-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'No Claimed Battler' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Browse Battlers' }));
    expect(await screen.findByText('battlers list')).toBeInTheDocument();
  });

  it("shows the owner's battler, with a link to the public page", async () => {
    setup({ battler: makeBattler({ userId: 'u-1', tagline: 'Bars for days', quote: 'Never fold', profileImageUrl: '/uploads/mike.jpg' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Big Mike' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Big Mike profile photo' })).toHaveAttribute('src', '/uploads/mike.jpg');
    expect(screen.getByLabelText('Tagline')).toHaveValue('Bars for days');
    expect(screen.getByLabelText('Quote')).toHaveValue('Never fold');
    expect(screen.getByTestId('tagline-count')).toHaveTextContent('13/100');
    expect(screen.getByTestId('quote-count')).toHaveTextContent('10/250');
    fireEvent.click(screen.getByRole('link', { name: 'View Public Profile' }));
    expect(await screen.findByText('public battler page')).toBeInTheDocument();
  });

  it("saves the tagline and quote ('Profile Updated'), empty ones as null", async () => {
    const { calls } = setup({ battler: makeBattler({ userId: 'u-1', tagline: 'Old line', quote: 'Old quote' }) });
    // a line break typed in the tagline's text area goes as a space: the server takes one line
    await type('Tagline', '  The desert\nstorm  ');
    await type('Quote', '   ');
    expect(screen.getByTestId('tagline-count')).toHaveTextContent('20/100');
    expect(screen.getByTestId('quote-count')).toHaveTextContent('3/250');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(JSON.parse(patch!.body)).toEqual({ tagline: 'The desert storm', quote: null });
    await waitFor(() => expect(screen.getByLabelText('Tagline')).toHaveValue('The desert storm'));
  });

  it('refuses a tagline over 100 characters and a quote over 250, with their counters', async () => {
    const { calls } = setup();
    await type('Tagline', 'x'.repeat(101));
    await type('Quote', 'y'.repeat(251));
    expect(screen.getByTestId('tagline-count')).toHaveTextContent('101/100');
    expect(screen.getByText('Tagline must be 100 characters or less')).toBeInTheDocument();
    expect(screen.getByText('Quote must be 250 characters or less')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("says 'Update Failed' with the server's message", async () => {
    setup({ extra: { 'PATCH /api/battlers/b-1/profile': () => json(403, { message: 'You can only edit a battler you have claimed' }) } });
    await type('Tagline', 'New line');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    });
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('You can only edit a battler you have claimed')).toBeInTheDocument();
  });

  it('checks the photo, uploads it as profileImage, and shows it', async () => {
    const { state } = setup();
    const uploads = answerUploads({
      'POST /api/battlers/b-1/profile-image': () => {
        state.battler = { ...state.battler!, profileImageUrl: '/uploads/new.jpg' };
        return json(200, state.battler);
      },
    });
    await screen.findByRole('button', { name: 'Upload Photo' });
    const input = screen.getByLabelText('Profile picture file');

    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file (PNG, JPG, or GIF)')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' })] } });
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Profile picture must be less than 5MB')).toBeInTheDocument();
    expect(uploads.posts).toEqual([]);

    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Profile Picture Updated')).toBeInTheDocument();
    expect(uploads.fields).toEqual(['profileImage']);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Big Mike profile photo' })).toHaveAttribute('src', '/uploads/new.jpg'));
    expect(screen.getByRole('button', { name: 'Change Photo' })).toBeInTheDocument();
  });

  it("says 'Upload Failed' with the server's message, or its own", async () => {
    let answer = () => json(400, { message: 'The file is not an image' });
    setup();
    answerUploads({ 'POST /api/battlers/b-1/profile-image': () => answer() });
    const input = await screen.findByLabelText('Profile picture file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('The file is not an image')).toBeInTheDocument();
    answer = () => new Response('', { status: 500 });
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Failed to upload profile picture')).toBeInTheDocument();
  });

  it("removes the photo ('Profile Picture Removed'), or says 'Delete Failed'", async () => {
    let fail = true;
    const { state } = setup({
      battler: makeBattler({ userId: 'u-1', profileImageUrl: '/uploads/mike.jpg' }),
      extra: {
        'DELETE /api/battlers/b-1/profile-image': () => {
          if (fail) return json(500, { message: 'Storage unavailable' });
          state.battler = { ...state.battler!, profileImageUrl: null };
          return json(200, state.battler);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Photo' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Storage unavailable')).toBeInTheDocument();
    fail = false;
    await clickWhenFree(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(await screen.findByText('Profile Picture Removed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Photo' })).not.toBeInTheDocument();
  });
});
