import { addStage, stageTotals } from './stage-timer';

describe('stage timer', () => {
  afterEach(() => stageTotals(true));

  it("keeps each stage's total, count, max, slow count and 99th percentile", () => {
    for (let ms = 1; ms <= 100; ms++) addStage('append', ms);
    const [row] = stageTotals();
    expect(row).toEqual({ stage: 'append', ms: 5050, count: 100, max: 100, p99: 100, slow: 90 });
  });

  it('counts a batch measured at once as its share per member', () => {
    addStage('commit', 30, 3);
    addStage('commit', 2, 1);
    const [row] = stageTotals(true);
    expect(row).toMatchObject({ ms: 32, count: 4, max: 10, slow: 0 });
    expect(stageTotals()).toEqual([]);
  });
});
