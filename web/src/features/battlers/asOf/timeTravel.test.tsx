import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '../api';
import { json, makeUser, renderApp, signedIn, stubFetch, visitor } from '../../../testing/render';
import { AS_OF_ADMINS_ONLY, AS_OF_IN_FUTURE, AS_OF_SIGN_IN, AS_OF_TOO_EARLY } from '../../../../../domain/history/limits';
import BattlerDetailPage from '../BattlerDetailPage';
import { pickerFields } from './asOf';
import BattlersPage from '../BattlersPage';
import { makeBattle, makeBattler } from '../fixtures.testing';

type Handlers = Parameters<typeof stubFetch>[0];

// whole pages with several round trips each: slow on a busy machine
jest.setTimeout(20_000);

const PAST = '2025-06-01T12:00:00.000Z';
const PAST_Q = `asOf=${encodeURIComponent(PAST)}`;
const admin = signedIn(makeUser({ role: 'admin' }));

const live = [makeBattler({ id: 'b-1', name: 'Big Mike', totalVotes: 120 }), makeBattler({ id: 'b-2', name: 'Slim', totalVotes: 40 })];
const then = [makeBattler({ id: 'b-1', name: 'Big Mike', totalVotes: 12 })];

/** Answers the live read or the past one by the query string; records each asked asOf ('' for live). */
function byAsOf(liveBody: unknown, pastAnswer: (asOf: string) => Response) {
  const asked: string[] = [];
  const handler = (req: Request) => {
    const asOf = new URL(req.url).searchParams.get('asOf') ?? '';
    asked.push(asOf);
    return asOf ? pastAnswer(asOf) : json(200, liveBody);
  };
  return { asked, handler };
}

// lets the pending reads (current user, settings) land inside act
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));

function directory(route: string, extra: Handlers, pastAnswer: (asOf: string) => Response = () => json(200, then)) {
  const stats = byAsOf(live, pastAnswer);
  const stub = stubFetch({ 'GET /api/battlers-with-stats': stats.handler, ...extra });
  const view = renderApp(<BattlersPage />, {
    route,
    path: '/battlers',
    routes: [{ path: '/battlers/:id', element: <p>detail page</p> }],
  });
  return { ...stub, ...view, asked: stats.asked };
}

describe('the directory as of a past date', () => {
  it('lets an admin pick a day: the URL, the read, the banner and the cards follow, and Back to live returns', async () => {
    const { asked, router } = directory('/battlers?q=i', admin);
    await screen.findByRole('link', { name: 'Slim' });
    fireEvent.change(await screen.findByLabelText('Standings as of'), { target: { value: '2025-06-01' } });
    fireEvent.change(screen.getByLabelText('Time (optional)'), { target: { value: '14:30' } });
    const show = screen.getByRole('button', { name: 'Show' });
    show.focus();
    fireEvent.click(show);

    const chosen = new Date(2025, 5, 1, 14, 30).toISOString();
    await waitFor(() => expect(router.state.location.search).toBe(`?q=i&asOf=${encodeURIComponent(chosen)}`));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Slim' })).not.toBeInTheDocument());
    // the page's reads; the standings chart's earlier instants follow (standingsChart.test.tsx)
    expect(asked.slice(0, 2)).toEqual(['', chosen]);
    const banner = screen.getByRole('region', { name: 'Past standings' });
    expect(within(banner).getByRole('status')).toHaveTextContent(/^Standings as of Jun 1, 2025, 2:30 PM$/);
    expect(screen.getByRole('link', { name: 'Big Mike' })).toHaveAttribute('href', `/battlers/b-1?asOf=${encodeURIComponent(chosen)}`);
    // the picker shows the instant on view
    expect(screen.getByLabelText('Standings as of')).toHaveValue('2025-06-01');
    expect(screen.getByLabelText('Time (optional)')).toHaveValue('14:30');
    // the picker stays in place: a keyboard user is still on Show
    expect(show).toHaveFocus();

    fireEvent.click(within(banner).getByRole('link', { name: 'Back to live' }));
    await screen.findByRole('link', { name: 'Slim' });
    expect(router.state.location.search).toBe('?q=i');
    expect(screen.getByLabelText('Standings as of')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Past standings' })).not.toBeInTheDocument();
    // the live list came from its cache
    expect(asked.filter((at) => at === '' || at === chosen)).toEqual(['', chosen]);
    await settle();
  });

  it('asks for a date before showing anything', async () => {
    const { router } = directory('/battlers', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a date first.');
    expect(screen.getByLabelText('Standings as of')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    await settle();
  });

  it("shows a shared link to a visitor as the server's refusal, plainly, with the way back to live and no picker", async () => {
    const { asked } = directory(`/battlers?${PAST_Q}`, visitor, () => json(401, { message: AS_OF_SIGN_IN }));
    expect(await screen.findByText(AS_OF_SIGN_IN)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(/^Standings as of/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to live' })).toHaveAttribute('href', '/battlers');
    expect(screen.queryByText("Couldn't load battlers")).not.toBeInTheDocument();
    await settle();
    expect(screen.queryByLabelText('Standings as of')).not.toBeInTheDocument();
    expect(asked).toEqual([PAST]);
  });

  it('shows an admin the past standings from a shared link', async () => {
    const { asked } = directory(`/battlers?${PAST_Q}`, admin);
    expect(await screen.findByRole('link', { name: 'Big Mike' })).toHaveAttribute('href', `/battlers/b-1?${PAST_Q}`);
    expect(screen.queryByRole('link', { name: 'Slim' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Past standings' })).toBeInTheDocument();
    await settle();
    expect(asked.filter((at) => at === PAST)).toEqual([PAST]);
  });

  it('keeps the picker from plain members', async () => {
    directory('/battlers', signedIn(makeUser({ role: 'user' })));
    await screen.findByRole('link', { name: 'Slim' });
    await settle();
    expect(screen.queryByLabelText('Standings as of')).not.toBeInTheDocument();
  });

  it("shows the server's reason plainly when it cannot show that time", async () => {
    directory(`/battlers?asOf=2001-01-01T00:00:00.000Z`, admin, () => json(400, { message: AS_OF_TOO_EARLY }));
    expect(await screen.findByText(AS_OF_TOO_EARLY)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Back to live' })).toHaveAttribute('href', '/battlers');
    expect(screen.queryByText("Couldn't load battlers")).not.toBeInTheDocument();
    await settle();
  });

  it('does not refresh the past when live data changes', async () => {
    const { asked, store } = directory(`/battlers?${PAST_Q}`, visitor);
    await screen.findByRole('link', { name: 'Big Mike' });
    // what a vote or an admin edit does to the live lists
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Battlers', id: 'LIST' }, { type: 'Videos', id: 'LIST' }]));
    });
    await settle();
    expect(asked).toEqual([PAST]);
  });
});

describe('the battler page as of a past date', () => {
  const mike = makeBattler({ id: 'b-1', name: 'Big Mike', totalVotes: 12, battles: 1, wins: 1, losses: 0 });
  const early = makeBattle({ id: 'v-1', title: 'Big Mike vs Slim', createdAt: '2025-03-08T00:00:00.000Z' });
  const later = makeBattle({ id: 'v-2', title: 'Big Mike vs Ace', opponentName: 'Ace', createdAt: '2025-09-01T00:00:00.000Z' });

  function detail(route: string, extra: Handlers, pastBattler: (asOf: string) => Response = () => json(200, mike)) {
    const read = byAsOf(makeBattler({ id: 'b-1', totalVotes: 120 }), pastBattler);
    const votesAsked: string[] = [];
    const stub = stubFetch({
      'GET /api/battlers/b-1': read.handler,
      'GET /api/battlers/b-1/battles': () => json(200, [later, early]),
      'GET /api/videos/v-1/votes': (req) => {
        votesAsked.push(new URL(req.url).searchParams.get('asOf') ?? '');
        return json(200, { battlerAVotes: 9, battlerBVotes: 3, totalVotes: 12 });
      },
      ...extra,
    });
    const view = renderApp(<BattlerDetailPage />, {
      route,
      path: '/battlers/:id',
      routes: [{ path: '/battlers', element: <p>battlers list</p> }],
    });
    return { ...stub, ...view, asked: read.asked, votesAsked };
  }

  it('shows the record and the battles of then, each battle with its votes of then', async () => {
    const { asked, votesAsked } = detail(`/battlers/b-1?${PAST_Q}`, signedIn(makeUser({ id: 'u-9' })));
    await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
    expect(within(screen.getByLabelText('Battle record')).getByText('Total Votes').nextSibling).toHaveTextContent('12');
    expect(asked).toEqual([PAST]);
    expect(await screen.findByTestId('past-votes-v-1')).toHaveTextContent('Votes then: 9 to 3');
    expect(votesAsked).toEqual([PAST]);
    // published after that day
    expect(screen.queryByRole('heading', { name: 'Big Mike vs Ace' })).not.toBeInTheDocument();
    // a record to read: nothing on it changes the battler today
    await settle();
    expect(screen.queryByRole('button', { name: 'Request to Claim' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to live' })).toHaveAttribute('href', '/battlers/b-1');
  });

  it('goes back to the directory of the same day from a page opened directly', async () => {
    const { router } = detail(`/battlers/b-1?${PAST_Q}`, visitor);
    await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await screen.findByText('battlers list');
    expect(router.state.location.search).toBe(`?${PAST_Q}`);
    await settle();
  });

  it('shows the live page without past tallies', async () => {
    const { votesAsked } = detail('/battlers/b-1', visitor);
    await screen.findByRole('heading', { name: 'Big Mike vs Ace' });
    expect(screen.queryByText(/Votes then/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past standings' })).not.toBeInTheDocument();
    expect(votesAsked).toEqual([]);
    await settle();
  });

  it("shows a member who opens a shared link the server's refusal, not a broken page", async () => {
    detail(`/battlers/b-1?${PAST_Q}`, signedIn(makeUser({ role: 'user' })), () => json(403, { message: AS_OF_ADMINS_ONLY }));
    expect(await screen.findByText(AS_OF_ADMINS_ONLY)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText("Couldn't load this battler")).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to live' })).toHaveAttribute('href', '/battlers/b-1');
    await settle();
  });

  it("shows the server's reason when the time is in the future", async () => {
    const future = '2999-01-01T00:00:00.000Z';
    detail(`/battlers/b-1?asOf=${future}`, admin, () => json(400, { message: AS_OF_IN_FUTURE }));
    expect(await screen.findByText(AS_OF_IN_FUTURE)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText("Couldn't load this battler")).not.toBeInTheDocument();
    expect(screen.getByLabelText('Standings as of')).toHaveValue(pickerFields(future).date);
    await settle();
  });
});
