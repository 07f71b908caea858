import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, makeUser, signedIn, stubFetch } from '../../testing/render';
import { MEMBERS_ONLY_TOAST_MS } from './useMembersOnlyNotice';
import { event, locked, makeVideo, open, renderEvents, renderEventsWith, withEvents } from './eventsPage.testing';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('video player', () => {
  it('opens a free video in a full-screen dialog and returns focus on Escape', async () => {
    const { router } = renderEventsWith(withEvents([event], [open, locked]), '/events/e1');
    const button = await screen.findByRole('button', { name: 'Opening Clash' });
    button.focus();
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Opening Clash' });
    // the player's code loads when a video is first opened (issue 15)
    const video = await waitFor(() => {
      const v = dialog.querySelector('video');
      if (!v) throw new Error('the player has not loaded yet');
      return v;
    });
    expect(video.getAttribute('src')).toMatch(/^\/media\/videos\/v1(\?quality=\d+p)?$/);
    expect(video).toHaveAttribute('poster', '/uploads/v1.jpg');
    expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(video).toHaveAttribute('playsinline');
    expect(within(dialog).getAllByText('Alpha vs Beta').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/battlers/b1');
    expect(within(dialog).getByRole('link', { name: 'Beta' })).toHaveAttribute('href', '/battlers/b2');
    expect(within(dialog).getByRole('button', { name: 'Close player' })).toHaveFocus();
    expect(router.state.location.search).toBe('?video=v1');

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Opening Clash' })).toHaveFocus();
  });

  it('opens the video named in ?video= directly, and the close button drops it', async () => {
    const { router } = renderEventsWith(withEvents([event], [open]), '/events/e1?video=v1&from=battler&battlerid=b1');
    expect(await screen.findByRole('dialog', { name: 'Opening Clash' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?from=battler&battlerid=b1');
  });

  it("gives focus to the video's card when a player opened by a link (a battler's Watch Battle) closes", async () => {
    const { router } = renderEventsWith(withEvents([event], [locked, open]), '/events/e1?video=v1&from=battler&battlerid=b1');
    const dialog = await screen.findByRole('dialog', { name: 'Opening Clash' });
    expect(within(dialog).getByRole('button', { name: 'Close player' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?from=battler&battlerid=b1');
    // not <body>, whence the next Tab would start at the top of the page
    expect(screen.getByRole('button', { name: 'Opening Clash' })).toHaveFocus();
  });

  it('keeps Tab inside the player', async () => {
    renderEventsWith(withEvents([event], [open]), '/events/e1?video=v1');
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close player' });
    // the side panel ends the dialog: for a visitor, its 'log in to vote' link
    const last = await within(dialog).findByRole('link', { name: 'Log In to Vote' });
    expect(within(dialog).getByRole('link', { name: 'Beta' })).toBeInTheDocument();
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('says when a video has no battler information', async () => {
    const nameless = makeVideo({ battlerAName: '', battlerBName: '', battlerAId: '', battlerBId: '' });
    renderEventsWith(withEvents([event], [nameless]), '/events/e1?video=v1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No battler information available for this video')).toBeInTheDocument();
  });

  it('keeps a members-only video closed for a visitor: toast with sign-in for 10 s, return URL saved', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { calls } = stubFetch(withEvents([event], [open, locked], { 'GET /api/videos/v2/access': () => json(200, { requiresAuth: true, hasAccess: false }) }));
    renderEvents('/events/e1');
    fireEvent.click(await screen.findByRole('button', { name: 'Members Clash' }));

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Members Only Content')).toBeInTheDocument();
    expect(within(toast).getByRole('link', { name: 'Sign In / Sign Up' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/videos/v2/access')).toHaveLength(1);
    expect(sessionStorage.getItem('returnUrl')).toBe('/events/e1?video=v2');

    act(() => jest.advanceTimersByTime(MEMBERS_ONLY_TOAST_MS - 500));
    expect(screen.getByText('Members Only Content')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByText('Members Only Content')).not.toBeInTheDocument();
  });

  it('refuses a deep link to a members-only video the same way', async () => {
    const { router } = renderEventsWith(
      withEvents([event], [open, locked], { 'GET /api/videos/v2/access': () => json(200, { requiresAuth: true, hasAccess: false }) }),
      '/events/e1?video=v2&from=battler&battlerid=b3',
    );
    expect(await screen.findByText('Members Only Content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?from=battler&battlerid=b3'));
    expect(sessionStorage.getItem('returnUrl')).toBe('/events/e1?video=v2&from=battler&battlerid=b3');
  });

  it('opens a members-only video for a member after the access check', async () => {
    const { calls } = stubFetch({
      ...withEvents([event], [open, locked], { 'GET /api/videos/v2/access': () => json(200, { requiresAuth: true, hasAccess: true }) }),
      ...signedIn(makeUser()),
    });
    renderEvents('/events/e1');
    fireEvent.click(await screen.findByRole('button', { name: 'Members Clash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members Clash' });
    await waitFor(() => expect(dialog.querySelector('video')?.getAttribute('src')).toMatch(/^\/media\/videos\/v2(\?quality=\d+p)?$/));
    expect(screen.queryByText('Members Only Content')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/videos/v2/access')).toHaveLength(1);
  });

  it('does not ask about access for a free video', async () => {
    const { calls } = stubFetch(withEvents([event], [open]));
    renderEvents('/events/e1');
    fireEvent.click(await screen.findByRole('button', { name: 'Opening Clash' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/access'))).toBe(false);
  });
});

describe('voting and comments in the player', () => {
  it('lets a member vote from the side panel and refreshes the grid counts', async () => {
    let votes = { battlerAVotes: 3, battlerBVotes: 5, totalVotes: 8 };
    const { calls } = stubFetch({
      ...withEvents([event], [open]),
      ...signedIn(makeUser()),
      'GET /api/events/e1/videos': () => json(200, [{ ...open, ...votes }]),
      'GET /api/videos/v1/votes': () => json(200, votes),
      'GET /api/videos/v1/user-vote': () => json(200, { votedBattlerId: null }),
      'POST /api/videos/v1/vote': () => {
        votes = { battlerAVotes: 4, battlerBVotes: 5, totalVotes: 9 };
        return json(200, { message: 'Your vote has been recorded successfully!', ...votes, votedBattlerId: 'b1' });
      },
    });
    renderEvents('/events/e1?video=v1');
    const dialog = await screen.findByRole('dialog', { name: 'Opening Clash' });
    expect(await within(dialog).findByText('37.5%')).toBeInTheDocument();
    expect(within(dialog).getByText('62.5%')).toBeInTheDocument();
    expect(await within(dialog).findByText('No comments yet. Start the conversation!')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Add a comment')).toBeInTheDocument();

    const alpha = within(dialog).getByRole('button', { name: 'Vote for Alpha' });
    await waitFor(() => expect(alpha).toBeEnabled());
    const gridReads = calls.filter((c) => c.path === '/api/events/e1/videos').length;
    fireEvent.click(alpha);
    expect(await screen.findByText('Vote Cast')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Vote for Alpha' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(dialog).getByText('44.4%')).toBeInTheDocument();
    expect(within(dialog).getByText('55.6%')).toBeInTheDocument();
    // the grid behind the player reads its counts again
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/events/e1/videos').length).toBe(gridReads + 1));
    expect(await screen.findByText('Votes: Alpha 4, Beta 5')).toBeInTheDocument();
  });

  it('shows a visitor both login prompts', async () => {
    renderEventsWith(withEvents([event], [open]), '/events/e1?video=v1');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Log in to vote and support your favorite battler')).toBeInTheDocument();
    expect(within(dialog).getByText('Please log in to join the discussion')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vote for Beta' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to vote.')).toBeInTheDocument();
  });

  it('answers Escape in the delete question without closing the player', async () => {
    const user = makeUser();
    const mine = {
      id: 'c1',
      videoId: 'v1',
      userId: user.id,
      parentCommentId: null,
      content: 'Alpha all day',
      createdAt: '2025-03-08T10:00:00.000Z',
      updatedAt: '2025-03-08T10:00:00.000Z',
      user: { username: user.username, firstName: user.firstName, lastName: user.lastName, profilePictureUrl: null },
    };
    renderEventsWith(
      {
        ...withEvents([event], [open]),
        ...signedIn(user),
        'GET /api/videos/v1/user-vote': () => json(200, { votedBattlerId: null }),
        'GET /api/videos/v1/comments': () => json(200, [mine]),
      },
      '/events/e1?video=v1',
    );
    const player = await screen.findByRole('dialog', { name: 'Opening Clash' });
    await within(player).findByText('Alpha all day');
    fireEvent.click(within(player).getByRole('button', { name: /^Delete your comment/ }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    const cancel = within(question).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    // Tab stays on the question's buttons
    fireEvent.keyDown(within(question).getByRole('button', { name: 'Delete' }), { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Opening Clash' })).toBeInTheDocument();
    expect(within(player).getByRole('button', { name: /^Delete your comment/ })).toHaveFocus();
  });
});
