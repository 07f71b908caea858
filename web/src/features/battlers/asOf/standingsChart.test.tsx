import { act, screen, within } from '@testing-library/react';
import { json, makeUser, renderApp, signedIn, stubFetch } from '../../../testing/render';
import BattlerDetailPage from '../BattlerDetailPage';
import BattlersPage from '../BattlersPage';
import { makeBattle, makeBattler } from '../fixtures.testing';

// whole pages with several round trips each: slow on a busy machine
jest.setTimeout(20_000);

const PAST = '2025-06-01T12:00:00.000Z';
const TITLE = 'Standings over time: wins of the top 5';
const admin = signedIn(makeUser({ role: 'admin' }));
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));

const names = ['Big Mike', 'Slim', 'Haboob', 'Dust Devil', 'Monsoon', 'Sirocco'];
/** Six battlers; at the chosen instant Big Mike leads with 12 wins, earlier each has fewer. */
function rosterAt(asOf: string) {
  const weeksBack = Math.round((Date.parse(PAST) - Date.parse(asOf)) / (7 * 86_400_000));
  return names.map((name, i) => makeBattler({ id: `b-${i}`, name, wins: Math.max(0, 12 - i * 2 - weeksBack), createdAt: '2024-01-01T00:00:00.000Z' }));
}

function directory(route: string, user = admin) {
  const asked: string[] = [];
  const stub = stubFetch({
    ...user,
    'GET /api/battlers-with-stats': (req: Request) => {
      const asOf = new URL(req.url).searchParams.get('asOf') ?? '';
      asked.push(asOf);
      return json(200, asOf ? rosterAt(asOf) : rosterAt(PAST));
    },
  });
  renderApp(<BattlersPage />, { route, path: '/battlers' });
  return { ...stub, asked };
}

describe('the standings over time on the directory', () => {
  it('shows an admin viewing the past the top five by wins, sampled up to the chosen instant', async () => {
    const { asked } = directory(`/battlers?asOf=${encodeURIComponent(PAST)}`);
    const table = await screen.findByRole('table', { name: TITLE });
    const heads = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Date', 'Big Mike', 'Slim', 'Haboob', 'Dust Devil', 'Monsoon']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows.at(-1)).toHaveTextContent(/^Jun 1, 2025\s*12\s*10\s*8\s*6\s*4$/);
    // six instants, the chosen one read once (the page's read), the others a year back at most
    expect(asked).toHaveLength(6);
    expect(asked.filter((at) => at === PAST)).toHaveLength(1);
    expect(asked.every((at) => Date.parse(at) >= Date.parse('2024-06-01T12:00:00.000Z'))).toBe(true);
    await settle();
  });

  it('is not shown on the live directory', async () => {
    const { asked } = directory('/battlers');
    await screen.findByRole('link', { name: 'Slim' });
    await settle();
    expect(screen.queryByRole('table', { name: TITLE })).not.toBeInTheDocument();
    expect(asked).toEqual(['']);
  });

  it('is not shown to a member opening a past link (the server refuses them the past)', async () => {
    directory(`/battlers?asOf=${encodeURIComponent(PAST)}`, signedIn(makeUser({ role: 'user' })));
    await screen.findByRole('link', { name: 'Big Mike' });
    await settle();
    expect(screen.queryByRole('table', { name: TITLE })).not.toBeInTheDocument();
  });

  it("is not shown on a battler's own page in the past", async () => {
    stubFetch({
      ...admin,
      'GET /api/battlers/b-1': () => json(200, makeBattler({ id: 'b-1' })),
      'GET /api/battlers/b-1/battles': () => json(200, [makeBattle()]),
    });
    renderApp(<BattlerDetailPage />, { route: `/battlers/b-1?asOf=${encodeURIComponent(PAST)}`, path: '/battlers/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Big Mike' });
    await settle();
    expect(screen.queryByRole('table', { name: TITLE })).not.toBeInTheDocument();
  });
});
