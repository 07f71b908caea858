import { SystemClock } from './clock';
import { RandomIdGenerator } from './id-generator';

describe('SystemClock', () => {
  it('tells the current time', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('RandomIdGenerator', () => {
  const ids = new RandomIdGenerator();
  it('makes unique v4 uuids', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => ids.next()));
    expect(seen.size).toBe(1000);
    for (const id of seen) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('makes hex tokens of the asked size', () => {
    expect(ids.token(32)).toMatch(/^[0-9a-f]{64}$/);
    expect(ids.token(32)).not.toBe(ids.token(32));
    expect(() => ids.token(0)).toThrow(RangeError);
  });
});
