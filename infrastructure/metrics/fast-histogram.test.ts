import { Histogram, Registry } from 'prom-client';
import { FastHistogram } from './fast-histogram';

describe('the hot paths\' histogram', () => {
  it('exposes exactly what prom-client\'s own Histogram does for the same observations', async () => {
    const buckets = [0.001, 0.01, 0.1];
    const [ours, theirs] = [new Registry(), new Registry()];
    const fast = new FastHistogram('t_seconds', 'timing', ['method', 'route'], buckets, ours);
    const reference = new Histogram({ name: 't_seconds', help: 'timing', labelNames: ['method', 'route'], buckets, registers: [theirs] });
    const seen: [string, string, number][] = [['GET', '/a', 0.0005], ['GET', '/a', 0.05], ['POST', '/a', 0.01], ['GET', '/b', 3], ['GET', '/a', 0.001]];
    for (const [method, route, s] of seen) {
      fast.series(method, route).observe(s);
      reference.observe({ method, route }, s);
    }
    const sorted = (text: string) => text.split('\n').sort().join('\n');
    expect(sorted(await ours.metrics())).toBe(sorted(await theirs.metrics()));
    expect(await ours.metrics()).toContain('t_seconds_bucket{le="0.001",method="GET",route="/a"} 2');
  });
});
