import { rangeOf, withRange } from './range';

describe('the insights range in the address', () => {
  it('reads days and leaves anything else to the default', () => {
    expect(rangeOf(new URLSearchParams('from=2026-11-01&to=nope'))).toEqual({ from: '2026-11-01', to: '' });
  });

  it('keeps the tab and drops an empty bound', () => {
    const next = withRange(new URLSearchParams('tab=insights&to=2026-11-30'), { from: '2026-11-01', to: '' });
    expect(next.toString()).toBe('tab=insights&from=2026-11-01');
  });
});
