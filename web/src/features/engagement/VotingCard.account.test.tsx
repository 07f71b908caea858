import { fireEvent, screen, within } from '@testing-library/react';
import type { Video } from '../catalogue';
import { makeVideo } from '../catalogue/fixtures.testing';
import { ACCOUNT_FAILED as FAILED, authReads, expectOneMoreReadOnFocus, failingAccount, wait } from '../../testing/busy';
import { json, makeUser, renderApp } from '../../testing/render';
import { LOGIN_TO_VOTE, VotingCard, type VotingSlots } from './VotingCard';

/** A bare side panel, as in VotingCard.test.tsx. */
function Panel({ video, slots }: { video: Video; slots: VotingSlots }) {
  return (
    <aside aria-label="Battlers">
      <section aria-label={video.battlerAName}>{slots.renderBattlerAction({ side: 'A', id: video.battlerAId || null, name: video.battlerAName })}</section>
      <section aria-label={video.battlerBName}>{slots.renderBattlerAction({ side: 'B', id: video.battlerBId || null, name: video.battlerBName })}</section>
      {slots.footer}
    </aside>
  );
}

function renderCard(video = makeVideo()) {
  return renderApp(<VotingCard video={video}>{(slots) => <Panel video={video} slots={slots} />}</VotingCard>, {
    route: '/events/e1?video=v1',
    routes: [{ path: '/auth', element: <p>auth page</p> }],
  });
}

const tally = () => json(200, { battlerAVotes: 3, battlerBVotes: 5, totalVotes: 8 });
const member = makeUser({ id: 'u-1' });
/** /api/auth/user answers `state.answer()`: a 500 until it is changed. */
const stubAccount = () =>
  failingAccount({
    'GET /api/videos/v1/votes': tally,
    'GET /api/videos/v1/user-vote': () => json(200, { votedBattlerId: 'b1' }),
  });

beforeEach(() => sessionStorage.clear());

describe('voting card when the current user cannot be read', () => {
  it('says so with Try Again instead of asking to log in, and holds the votes until it is known', async () => {
    const { calls, state } = stubAccount();
    renderCard();
    const alert = (await screen.findByText(FAILED)).closest('[role="alert"]') as HTMLElement;
    expect(screen.queryByText(LOGIN_TO_VOTE)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In to Vote' })).not.toBeInTheDocument();
    // the tally still shows; a vote waits, as while the user is being read
    expect(within(screen.getByRole('region', { name: 'Alpha' })).getByText('37.5%')).toBeInTheDocument();
    const alpha = screen.getByRole('button', { name: 'Vote for Alpha' });
    expect(alpha).toBeDisabled();
    fireEvent.click(alpha);
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    state.answer = () => json(200, member);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('You voted for Alpha. Choose the other battler to change your vote.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for Alpha' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Vote for Beta' })).toBeEnabled();
    expect(screen.queryByText(/Could not load your account/)).not.toBeInTheDocument();
    expect(authReads(calls)).toBe(2);
  });

  it('asks a visitor to log in once Try Again finds nobody signed in (a 401)', async () => {
    const { state } = stubAccount();
    renderCard();
    await screen.findByText(FAILED);
    state.answer = () => json(401, { message: 'Not authenticated' });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(LOGIN_TO_VOTE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In to Vote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for Alpha' })).toBeEnabled();
    expect(screen.queryByText(/Could not load your account/)).not.toBeInTheDocument();
  });

  it('settles after a window focus asks again and fails again', async () => {
    const { calls } = stubAccount();
    renderCard();
    await screen.findByText(FAILED);
    await wait(50);
    expect(authReads(calls)).toBe(1);
    await expectOneMoreReadOnFocus(calls, 1);
    expect(screen.getByText(FAILED)).toBeInTheDocument();
  });
});
