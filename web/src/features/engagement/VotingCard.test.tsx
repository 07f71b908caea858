import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Video } from '../catalogue';
import { makeVideo } from '../catalogue/fixtures.testing';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../testing/render';
import { VotingCard, type VotingSlots } from './VotingCard';

/** A bare side panel: the two battlers' slots and the footer, as BattlerPanel lays them out. */
function Panel({ video, slots }: { video: Video; slots: VotingSlots }) {
  return (
    <aside aria-label="Battlers">
      <section aria-label={video.battlerAName}>{slots.renderBattlerAction({ side: 'A', id: video.battlerAId || null, name: video.battlerAName })}</section>
      <section aria-label={video.battlerBName}>{slots.renderBattlerAction({ side: 'B', id: video.battlerBId || null, name: video.battlerBName })}</section>
      {slots.footer}
    </aside>
  );
}

function renderCard(video: Video) {
  return renderApp(<VotingCard video={video}>{(slots) => <Panel video={video} slots={slots} />}</VotingCard>, {
    route: '/events/e1?video=v1',
    routes: [{ path: '/auth', element: <p>auth page</p> }],
  });
}

const tally = (a: number, b: number) => () => json(200, { battlerAVotes: a, battlerBVotes: b, totalVotes: a + b });
const side = (name: string) => within(screen.getByRole('region', { name }));
const member = makeUser({ id: 'u-1' });

beforeEach(() => sessionStorage.clear());

describe('voting card', () => {
  it('shows each share to one decimal', async () => {
    stubFetch({ ...visitor, 'GET /api/videos/v1/votes': tally(1, 2) });
    renderCard(makeVideo());
    expect(await side('Alpha').findByText('33.3%')).toBeInTheDocument();
    expect(side('Alpha').getByText('1 vote')).toBeInTheDocument();
    expect(side('Beta').getByText('66.7%')).toBeInTheDocument();
    expect(side('Beta').getByText('2 votes')).toBeInTheDocument();
    expect(screen.getByText('3 total votes')).toBeInTheDocument();
  });

  it('shows 0.0% for both with no votes', async () => {
    stubFetch({ ...visitor, 'GET /api/videos/v1/votes': tally(0, 0) });
    renderCard(makeVideo({ battlerAVotes: 3, battlerBVotes: 5, totalVotes: 8 }));
    // the grid's counts first, then the server's tally
    expect(side('Alpha').getByText('37.5%')).toBeInTheDocument();
    expect(side('Beta').getByText('62.5%')).toBeInTheDocument();
    await waitFor(() => expect(side('Alpha').getByText('0.0%')).toBeInTheDocument());
    expect(side('Beta').getByText('0.0%')).toBeInTheDocument();
    expect(screen.getByText('0 total votes')).toBeInTheDocument();
  });

  it("presses the member's choice and changes the vote by choosing the other battler", async () => {
    const { calls } = stubFetch({
      ...signedIn(member),
      'GET /api/videos/v1/votes': tally(3, 5),
      'GET /api/videos/v1/user-vote': () => json(200, { votedBattlerId: 'b1' }),
      'POST /api/videos/v1/vote': () =>
        json(200, { message: 'Your vote has been recorded successfully!', battlerAVotes: 2, battlerBVotes: 6, totalVotes: 8, votedBattlerId: 'b2' }),
    });
    renderCard(makeVideo());
    const alpha = await screen.findByRole('button', { name: 'Vote for Alpha' });
    const beta = screen.getByRole('button', { name: 'Vote for Beta' });
    await waitFor(() => expect(alpha).toHaveAttribute('aria-pressed', 'true'));
    expect(beta).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('You voted for Alpha. Choose the other battler to change your vote.')).toBeInTheDocument();
    expect(side('Alpha').getByText('37.5%')).toBeInTheDocument();

    // the same battler again changes nothing
    fireEvent.click(alpha);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(beta);
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Vote Cast')).toBeInTheDocument();
    expect(within(toast).getByText('Your vote has been recorded successfully!')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].path).toBe('/api/videos/v1/vote');
    expect(JSON.parse(posts[0].body)).toEqual({ battlerId: 'b2' });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Vote for Beta' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Vote for Alpha' })).toHaveAttribute('aria-pressed', 'false');
    // the caches take the answer: 2 vs 6 without reading the tally or the user's vote again
    expect(side('Alpha').getByText('25.0%')).toBeInTheDocument();
    expect(side('Beta').getByText('75.0%')).toBeInTheDocument();
    expect(side('Beta').getByText('6 votes')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/videos/v1/votes')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/videos/v1/user-vote')).toHaveLength(1);
  });

  it('asks a visitor to log in instead of voting', async () => {
    const { calls } = stubFetch({ ...visitor, 'GET /api/videos/v1/votes': tally(3, 5) });
    const { router } = renderCard(makeVideo());
    expect(await screen.findByText('Log in to vote and support your favorite battler')).toBeInTheDocument();
    const alpha = screen.getByRole('button', { name: 'Vote for Alpha' });
    expect(alpha).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(alpha);
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Login Required')).toBeInTheDocument();
    expect(within(toast).getByText('You need to be logged in to vote.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(calls.some((c) => c.path.endsWith('/user-vote'))).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Log In to Vote' }));
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    expect(sessionStorage.getItem('returnUrl')).toBe('/events/e1?video=v1');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('reports a failed vote with the server message or the default', async () => {
    let answer = () => json(400, { message: 'Battler is not in this video' });
    stubFetch({
      ...signedIn(member),
      'GET /api/videos/v1/votes': tally(0, 0),
      'GET /api/videos/v1/user-vote': () => json(200, { votedBattlerId: null }),
      'POST /api/videos/v1/vote': () => answer(),
    });
    renderCard(makeVideo());
    await screen.findByText("Pick the winner: your vote counts toward the battlers' records.");
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Alpha' }));
    let toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Vote Failed')).toBeInTheDocument();
    expect(within(toast).getByText('Battler is not in this video')).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('button', { name: 'Vote for Alpha' })).toHaveAttribute('aria-pressed', 'false');

    answer = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Beta' }));
    await waitFor(() => expect(screen.getByText('Failed to cast your vote. Please try again.')).toBeInTheDocument());
    toast = screen.getByTestId('toast');
    expect(within(toast).getByText('Vote Failed')).toBeInTheDocument();
  });

  it('turns a 401 from the server (an expired session) into the login notice', async () => {
    stubFetch({
      ...signedIn(member),
      'GET /api/videos/v1/votes': tally(0, 0),
      'GET /api/videos/v1/user-vote': () => json(200, { votedBattlerId: null }),
      'POST /api/videos/v1/vote': () => json(401, { message: 'You need to be logged in to vote.' }),
    });
    renderCard(makeVideo());
    await screen.findByText("Pick the winner: your vote counts toward the battlers' records.");
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Alpha' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to vote.')).toBeInTheDocument();
  });

  it('asks for no tally when a battler is not set', async () => {
    const { calls } = stubFetch(signedIn(member));
    renderCard(makeVideo({ battlerBId: '' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/user')).toBe(true));
    expect(screen.queryByRole('button', { name: /Vote for/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/videos/'))).toBe(false);
  });
});
