import { countByCategory, emptyMessage, inCategory, matchName, sortBattlers } from './battlerList';
import { formatDay, shownWinRate, watchUrl } from './format';
import { makeBattler } from './fixtures.testing';

const roster = [
  makeBattler({ id: 'a', name: 'Zed', winRate: 50, totalVotes: 5, battles: 4 }),
  makeBattler({ id: 'b', name: 'alpha', winRate: null, battles: 0, wins: 0, losses: 0, totalVotes: 40 }),
  makeBattler({ id: 'c', name: 'Mike', winRate: 90.5, totalVotes: 10, battles: 12, category: 'hall_of_fame', isHallOfFame: true }),
  makeBattler({ id: 'd', name: 'Beta', winRate: null, battles: 0, totalVotes: 0, category: 'retired', isRetired: true }),
  makeBattler({ id: 'e', name: 'Ghost', winRate: 10, totalVotes: 40, battles: 2, category: 'in_memory', isDeceased: true }),
];
const names = (list: { name: string }[]) => list.map((b) => b.name);

describe('battler list rules', () => {
  it('sorts alphabetically, ignoring case', () => {
    expect(names(sortBattlers(roster, 'name'))).toEqual(['alpha', 'Beta', 'Ghost', 'Mike', 'Zed']);
  });

  it('sorts by win rate, highest first, with N/A last', () => {
    expect(names(sortBattlers(roster, 'winRate'))).toEqual(['Mike', 'Zed', 'Ghost', 'alpha', 'Beta']);
  });

  it('sorts by votes and by battles, ties by name', () => {
    expect(names(sortBattlers(roster, 'votes'))).toEqual(['alpha', 'Ghost', 'Mike', 'Zed', 'Beta']);
    expect(names(sortBattlers(roster, 'battles'))).toEqual(['Mike', 'Zed', 'Ghost', 'alpha', 'Beta']);
  });

  it('does not reorder its input', () => {
    const copy = [...roster];
    sortBattlers(roster, 'votes');
    expect(roster).toEqual(copy);
  });

  it('counts and filters by the server category', () => {
    expect(countByCategory(roster)).toEqual({ all: 5, active: 2, retired: 1, hall_of_fame: 1, in_memory: 1 });
    expect(names(inCategory(roster, 'in_memory'))).toEqual(['Ghost']);
    expect(inCategory(roster, 'all')).toHaveLength(5);
  });

  it('matches names case-insensitively and ignores a blank term', () => {
    expect(names(matchName(roster, '  MI '))).toEqual(['Mike']);
    expect(matchName(roster, '   ')).toHaveLength(5);
  });

  it('words the empty tabs', () => {
    expect(emptyMessage('retired', 0, '')).toBe('No retired battlers yet');
    expect(emptyMessage('hall_of_fame', 0, '')).toBe('No Hall of Fame inductees yet');
    expect(emptyMessage('in_memory', 0, 'x')).toBe('No memorial entries');
    expect(emptyMessage('all', 0, '')).toBe('No battlers yet');
    expect(emptyMessage('active', 0, '')).toBe('No active battlers yet');
    expect(emptyMessage('active', 3, ' zz ')).toBe('No battlers found matching "zz"');
  });
});

describe('battler formats', () => {
  it('reads calendar days without shifting them into the previous day (viewer in Mountain time)', () => {
    const denver = 'America/Denver';
    expect(formatDay('2025-03-07', denver)).toBe('Mar 7, 2025');
    expect(formatDay('2025-03-07T00:00:00.000Z', denver)).toBe('Mar 7, 2025');
    // an instant keeps the viewer's zone: 02:00 UTC is still the evening before in Denver
    expect(formatDay('2025-03-07T02:00:00.000Z', denver)).toBe('Mar 6, 2025');
    expect(formatDay(null)).toBe('');
  });

  it('shows N/A before the first battle', () => {
    expect(shownWinRate({ battles: 0, winRate: null })).toBe('N/A');
    expect(shownWinRate({ battles: 0, winRate: 0 })).toBe('N/A');
    expect(shownWinRate({ battles: 3, winRate: 66.6667 })).toBe('66.7%');
  });

  it('builds the watch link with video, from and battlerid', () => {
    expect(watchUrl('e 1', 'v-2', 'b-3')).toBe('/events/e%201?video=v-2&from=battler&battlerid=b-3');
  });
});
