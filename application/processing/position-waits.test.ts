import { PositionWaits } from './position-waits';

describe('PositionWaits', () => {
  it('given waits at 3 and 5, when 4 is passed, then only the first ends, with the pass\'s answer', async () => {
    const waits = new PositionWaits();
    const ended: string[] = [];
    void waits.wait(3, 10_000).then((r) => ended.push(`3:${r}`));
    void waits.wait(5, 10_000).then((r) => ended.push(`5:${r}`));
    waits.pass(4, (p) => p === 3);
    await Promise.resolve();
    expect(ended).toEqual(['3:true']);
    waits.pass(5, () => false);
    await Promise.resolve();
    expect(ended).toEqual(['3:true', '5:false']);
  });

  it('given a wait, when its timeout comes first, then false, and a later pass does not end it twice', async () => {
    jest.useFakeTimers();
    try {
      const waits = new PositionWaits();
      const answer = waits.wait(2, 50);
      jest.advanceTimersByTime(50);
      await expect(answer).resolves.toBe(false);
      const then = jest.fn();
      waits.onPassing(2, then);
      waits.pass(2);
      expect(then).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
