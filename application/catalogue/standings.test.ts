import { sampleInstants, standingsOverTime } from './standings';

const at = (iso: string) => new Date(iso);
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('standings over time', () => {
  it('given a league older than a year, when sampled, then spans the last year and ends at the chosen instant', () => {
    const instants = sampleInstants(at('2026-11-29T00:00:00.000Z'), at('2020-01-01T00:00:00.000Z'));
    expect(instants).toHaveLength(6);
    expect(instants[0].toISOString()).toBe('2025-11-29T00:00:00.000Z');
    expect(instants.at(-1)?.toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it("given a young league, when sampled, then starts at the league's start, on whole minutes", () => {
    expect(iso(sampleInstants(at('2026-11-06T00:00:00.000Z'), at('2026-11-01T00:00:30.000Z'), 3))).toEqual([
      '2026-11-01T00:01:00.000Z', '2026-11-03T12:01:00.000Z', '2026-11-06T00:00:00.000Z',
    ]);
  });

  it('given an instant at the start, when sampled, then only it; within its first hour, whole seconds', () => {
    expect(iso(sampleInstants(at('2026-11-01T00:00:00.000Z'), at('2026-11-01T00:00:00.000Z')))).toEqual(['2026-11-01T00:00:00.000Z']);
    expect(iso(sampleInstants(at('2026-11-01T00:10:00.500Z'), at('2026-11-01T00:00:00.200Z'), 2))).toEqual([
      '2026-11-01T00:00:01.000Z', '2026-11-01T00:10:00.500Z',
    ]);
  });

  it('given rosters at three instants, when charted, then follows the last leaders by wins, then votes, then name', () => {
    const a = (wins: number) => ({ id: 'a', name: 'Haboob', wins, totalVotes: 100 });
    const b = (wins: number) => ({ id: 'b', name: 'Dust Devil', wins, totalVotes: 1 });
    const c = { id: 'c', name: 'Monsoon', wins: 5, totalVotes: 1 };
    const result = standingsOverTime([
      { at: at('2026-01-01T00:00:00.000Z'), roster: [a(2)] },
      { at: at('2026-02-01T00:00:00.000Z'), roster: [a(3), b(4)] },
      { at: at('2026-03-01T00:00:00.000Z'), roster: [a(5), b(9), c] },
    ], 2);
    expect(result).toEqual({
      instants: ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
      series: [{ battlerId: 'b', name: 'Dust Devil', wins: [0, 4, 9] }, { battlerId: 'a', name: 'Haboob', wins: [2, 3, 5] }],
    });
  });

  it('given no instant, then nothing', () => {
    expect(standingsOverTime([])).toEqual({ instants: [], series: [] });
  });
});
