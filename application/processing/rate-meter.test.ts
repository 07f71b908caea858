import { RateMeter } from './rate-meter';

describe('RateMeter', () => {
  it('averages the whole seconds of the window, leaving out the one still filling', () => {
    let now = 1_000_000;
    const meter = new RateMeter(10, () => now);
    for (let s = 0; s < 5; s++) {
      meter.mark(20);
      now += 1000;
    }
    meter.mark(999); // the current second
    expect(meter.perSecond()).toBe(10); // 100 events over a 10-second window
  });

  it('forgets seconds older than the window', () => {
    let now = 5_000_000;
    const meter = new RateMeter(10, () => now);
    meter.mark(50);
    now += 11_000;
    expect(meter.perSecond()).toBe(0);
  });

  it('reuses a slot for a new second instead of adding to the old count', () => {
    let now = 0;
    const meter = new RateMeter(2, () => now);
    meter.mark(4);
    now += 2000; // same slot, two seconds later
    meter.mark(2);
    now += 1000;
    expect(meter.perSecond()).toBe(1); // 2 events over 2 seconds: the 4 are gone
  });
});
