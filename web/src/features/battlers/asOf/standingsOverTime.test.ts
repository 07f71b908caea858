import { makeBattler } from '../../catalogue/fixtures.testing';
import { leagueStart, sampleInstants, standingsSeries } from './standingsOverTime';

describe('standings over time', () => {
  it('given a league older than a year, when sampled, then spans the last year and ends at the chosen instant as given', () => {
    const instants = sampleInstants('2026-11-29T00:00:00.000Z', '2020-01-01T00:00:00.000Z');
    expect(instants).toHaveLength(6);
    expect(instants[0]).toBe('2025-11-29T00:00:00.000Z');
    expect(instants.at(-1)).toBe('2026-11-29T00:00:00.000Z');
  });

  it("given a young league, when sampled, then starts at the league's start, on whole minutes", () => {
    expect(sampleInstants('2026-11-06T00:00:00.000Z', '2026-11-01T00:00:30.000Z', 3)).toEqual([
      '2026-11-01T00:01:00.000Z',
      '2026-11-03T12:01:00.000Z',
      '2026-11-06T00:00:00.000Z',
    ]);
  });

  it('given an unreadable instant or one at the start, when sampled, then asks for nothing or for it alone', () => {
    expect(sampleInstants('not a date')).toEqual([]);
    expect(sampleInstants('2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')).toEqual(['2026-11-01T00:00:00.000Z']);
  });

  it('given a roster, then the league starts with its earliest battler', () => {
    const roster = [makeBattler({ id: 'a', createdAt: '2024-05-01T00:00:00.000Z' }), makeBattler({ id: 'b', createdAt: '2023-02-01T00:00:00.000Z' })];
    expect(leagueStart(roster)).toBe('2023-02-01T00:00:00.000Z');
    expect(leagueStart([])).toBeUndefined();
  });

  it('given rosters at three instants, one refused, when charted, then follows the last leaders by wins and leaves the refused one out', () => {
    const a = (wins: number) => makeBattler({ id: 'a', name: 'Haboob', wins, totalVotes: 100 });
    const b = (wins: number) => makeBattler({ id: 'b', name: 'Dust Devil', wins, totalVotes: 1 });
    const c = makeBattler({ id: 'c', name: 'Monsoon', wins: 1 });
    const result = standingsSeries(['t1', 't2', 't3'], [[a(2)], null, [a(5), b(9), c]], 2);
    expect(result).toEqual({
      instants: ['t1', 't3'],
      series: [{ label: 'Dust Devil', values: [0, 9] }, { label: 'Haboob', values: [2, 5] }],
    });
  });

  it('given no instant answered, then shows nothing', () => {
    expect(standingsSeries(['t1'], [null])).toEqual({ instants: [], series: [] });
  });
});
