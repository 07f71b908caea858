import { battleOutcome, winRate } from './stats';

describe('battle outcome', () => {
  it('gives the win to the battler with more votes', () => {
    expect(battleOutcome({ battlerAVotes: 5, battlerBVotes: 3 })).toBe('A');
    expect(battleOutcome({ battlerAVotes: 1, battlerBVotes: 2 })).toBe('B');
  });

  it('calls equal tallies a tie, 0–0 included', () => {
    expect(battleOutcome({ battlerAVotes: 4, battlerBVotes: 4 })).toBe('tie');
    expect(battleOutcome({ battlerAVotes: 0, battlerBVotes: 0 })).toBe('tie');
  });
});

describe('win rate', () => {
  it('is wins / battles × 100 to one decimal', () => {
    expect(winRate(1, 3)).toBe(33.3);
    expect(winRate(2, 3)).toBe(66.7);
    expect(winRate(1, 2)).toBe(50);
    expect(winRate(3, 3)).toBe(100);
    expect(winRate(0, 4)).toBe(0);
    expect(winRate(1, 8)).toBe(12.5);
  });

  it('is null (N/A) with no battles', () => {
    expect(winRate(0, 0)).toBeNull();
  });
});
