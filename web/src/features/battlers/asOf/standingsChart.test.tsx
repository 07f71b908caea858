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
const roster = names.map((name, i) => makeBattler({ id: `b-${i}`, name, wins: 12 - i * 2, createdAt: '2024-01-01T00:00:00.000Z' }));
/** What the server answers: six instants, the top five's wins at each, the chosen instant last. */
const overTime = {
  instants: ['2024-06-01T12:00:00.000Z', '2024-08-12T12:00:00.000Z', '2024-10-23T12:00:00.000Z', '2025-01-03T12:00:00.000Z', '2025-03-16T12:00:00.000Z', PAST],
  series: names.slice(0, 5).map((name, i) => ({ battlerId: `b-${i}`, name, wins: [0, 1, 2, 3, 4, 12 - i * 2].map((w) => Math.min(w, 12 - i * 2)) })),
};

function directory(route: string, user = admin, standings: () => Response = () => json(200, overTime)) {
  const asked: string[] = [];
  const stub = stubFetch({
    ...user,
    'GET /api/battlers-with-stats/over-time': (req: Request) => {
      asked.push(`over-time ${new URL(req.url).searchParams.get('asOf')}`);
      return standings();
    },
    'GET /api/battlers-with-stats': (req: Request) => {
      asked.push(new URL(req.url).searchParams.get('asOf') ?? '');
      return json(200, roster);
    },
  });
  renderApp(<BattlersPage />, { route, path: '/battlers' });
  return { ...stub, asked };
}

describe('the standings over time on the directory', () => {
  it('shows an admin viewing the past the top five by wins at the instants the server read, in one read', async () => {
    const { asked } = directory(`/battlers?asOf=${encodeURIComponent(PAST)}`);
    const table = await screen.findByRole('table', { name: TITLE });
    const heads = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Date', 'Big Mike', 'Slim', 'Haboob', 'Dust Devil', 'Monsoon']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows.at(-1)).toHaveTextContent(/^Jun 1, 2025\s*12\s*10\s*8\s*6\s*4$/);
    // the page's own read of the instant, and one for the chart
    expect(asked).toEqual([PAST, `over-time ${PAST}`]);
    await settle();
  });

  it('names the instants of a league younger than a day by their times, the day above them (a phone has room for few labels)', async () => {
    // 10 AM to 3 PM on Jun 1, 2025 in the viewer's zone (the tests run in UTC)
    const hours = [10, 11, 12, 13, 14, 15].map((h) => `2025-06-01T${h}:00:00.000Z`);
    directory(`/battlers?asOf=${encodeURIComponent(hours[5])}`, admin, () => json(200, { ...overTime, instants: hours }));
    const table = await screen.findByRole('table', { name: TITLE });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Time on Jun 1, 2025');
    const firsts = within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(firsts).toEqual(['10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM']);
    await settle();
  });

  it('names instants seconds apart (a league in its first minutes) to the second', async () => {
    const seconds = [0, 8, 16, 24, 32, 40].map((s) => `2025-06-01T10:00:${String(s).padStart(2, '0')}.000Z`);
    directory(`/battlers?asOf=${encodeURIComponent(seconds[5])}`, admin, () => json(200, { ...overTime, instants: seconds }));
    const table = await screen.findByRole('table', { name: TITLE });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent))
      .toEqual(['10:00:00 AM', '10:00:08 AM', '10:00:16 AM', '10:00:24 AM', '10:00:32 AM', '10:00:40 AM']);
    await settle();
  });

  it('says why when the server refuses the chart for too many past reads in a minute', async () => {
    directory(`/battlers?asOf=${encodeURIComponent(PAST)}`, admin, () => json(429, { message: 'Too many past instants asked for in a minute. Please wait a minute and try again.' }));
    expect(await screen.findByText(/cannot be drawn now: Too many past instants/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table', { name: TITLE })).not.toBeInTheDocument();
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
