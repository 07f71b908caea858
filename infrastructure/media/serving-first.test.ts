import { servingFirst, SERVING_FIRST } from './serving-first';

describe('background work that yields to serving', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setUp = (loads: number[]) => {
    const signals: string[] = [];
    let t = 0;
    const work = { kill: (s: NodeJS.Signals) => { signals.push(s); return true; } };
    const release = servingFirst(work, SERVING_FIRST, () => loads.shift() ?? 0, () => t);
    const tick = (n = 1) => { for (let i = 0; i < n; i++) { t += SERVING_FIRST.everyMs; jest.advanceTimersByTime(SERVING_FIRST.everyMs); } };
    return { signals, release, tick };
  };

  it('given a busy serving thread, then the work is stopped, and continued once serving is calm', () => {
    const { signals, tick, release } = setUp([0.3, 0.95, 0.9, 0.6, 0.2]);
    tick();
    expect(signals).toEqual([]);
    tick();
    expect(signals).toEqual(['SIGSTOP']);
    tick(2);
    // 0.6 is not calm yet: between the two thresholds nothing changes
    expect(signals).toEqual(['SIGSTOP']);
    tick();
    expect(signals).toEqual(['SIGSTOP', 'SIGCONT']);
    release();
    expect(signals).toEqual(['SIGSTOP', 'SIGCONT']);
  });

  it('under a load that never ends, lets the work run a while after each longest pause, so it ends', () => {
    const { signals, tick } = setUp(Array(200).fill(0.99));
    tick();
    expect(signals).toEqual(['SIGSTOP']);
    tick(SERVING_FIRST.maxPauseMs / SERVING_FIRST.everyMs);
    expect(signals).toEqual(['SIGSTOP', 'SIGCONT']);
    tick(SERVING_FIRST.runMs / SERVING_FIRST.everyMs - 1);
    expect(signals).toEqual(['SIGSTOP', 'SIGCONT']);
    tick(1);
    expect(signals).toEqual(['SIGSTOP', 'SIGCONT', 'SIGSTOP']);
  });

  it('continues a paused process when released (its ffmpeg ended, or the maker stops)', () => {
    const { signals, tick, release } = setUp([0.99]);
    tick();
    release();
    expect(signals).toEqual(['SIGSTOP', 'SIGCONT']);
    tick(10);
    expect(signals).toEqual(['SIGSTOP', 'SIGCONT']);
  });
});
