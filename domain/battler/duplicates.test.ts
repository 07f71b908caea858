import { findDuplicates, nameScore, normaliseName, similarTo } from './duplicates';

const b = (id: string, name: string) => ({ id, name });

describe('duplicate battler names', () => {
  it('normalises case, accents, punctuation, spaces and apostrophes', () => {
    for (const name of ['Lil Reek', 'lil reek!', 'LilReek', "Lil' Reek", "Li'l Reek", 'LÍL RÉEK', '  lil   reek ', 'Little Reek']) {
      expect(normaliseName(name)).toBe('lilreek');
    }
  });

  it('reads number words as digits, and digits inside words as letters', () => {
    expect(normaliseName('Two Chainz')).toBe(normaliseName('2 Chainz'));
    expect(normaliseName('Four Real')).toBe('4real');
    expect(normaliseName('R3ek')).toBe('reek');
    expect(normaliseName('B1G Sh0t')).toBe('bigshot');
    expect(normaliseName('Ca$h M@ster')).toBe('cashmaster');
    // a number on its own stays a number
    expect(normaliseName('Lil Reek 2')).toBe('lilreek2');
    expect(normaliseName('Reek 3')).not.toBe(normaliseName('Reek E'));
  });

  it('scores 1 for the same name once normalised, and by edit distance otherwise', () => {
    expect(nameScore('Lil Reek', 'lil reek!')).toBe(1);
    expect(nameScore('Lil Reek', 'Lil Reek 2')).toBeCloseTo(1 - 1 / 8);
    expect(nameScore('Lil Reek', 'Lil Reak')).toBeCloseTo(1 - 1 / 7);
    expect(nameScore('Lil Reek', 'Big Shot')).toBeLessThan(0.5);
    expect(nameScore('!!!', '!!!')).toBe(1);
  });

  it('lists the likely pairs best first, same names before similar ones, never a pair below the minimum', () => {
    const pairs = findDuplicates([b('1', 'Lil Reek'), b('2', 'lil reek!'), b('3', 'LilReek'), b('4', 'Lil Reek 2'), b('5', 'Big Shot'), b('6', 'Tay Roc')]);
    expect(pairs.slice(0, 3).map((p) => [p.a.id, p.b.id, p.score, p.reason])).toEqual([
      ['1', '2', 1, 'same-name'], ['1', '3', 1, 'same-name'], ['2', '3', 1, 'same-name'],
    ]);
    expect(pairs.slice(3).map((p) => [p.a.id, p.b.id, p.reason])).toEqual([['1', '4', 'similar'], ['2', '4', 'similar'], ['3', '4', 'similar']]);
    expect(pairs.every((p) => p.score >= 0.8 && p.score < 1 === (p.reason === 'similar'))).toBe(true);
  });

  it('keeps at most maxPairs', () => {
    const many = Array.from({ length: 30 }, (_, i) => b(String(i), 'Same Name'));
    expect(findDuplicates(many, { maxPairs: 7 })).toHaveLength(7);
  });

  it('compares a fraction of all pairs in a directory of a few thousand names', () => {
    let seed = 7;
    const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const word = () => Array.from({ length: 3 + Math.floor(rand() * 10) }, () => letters[Math.floor(rand() * 26)]).join('');
    const names = Array.from({ length: 3000 }, (_, i) => b(String(i), `${word()} ${word()}`));
    const stats = { compared: 0 };
    findDuplicates(names, { stats });
    const all = (3000 * 2999) / 2;
    expect(stats.compared).toBeLessThan(all / 100);
  });

  it('finds the battlers a typed name may mean', () => {
    const matches = similarTo('lil reek', [b('1', 'Lil Reek'), b('2', 'Lil Reek 2'), b('3', 'Big Shot')]);
    expect(matches.map((m) => [m.battler.id, m.reason])).toEqual([['1', 'same-name'], ['2', 'similar']]);
  });
});
