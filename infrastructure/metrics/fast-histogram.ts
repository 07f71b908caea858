import type { Registry } from 'prom-client';

/** One label set's buckets. */
export interface Series {
  observe(seconds: number): void;
}

interface Entry extends Series {
  labels: Record<string, string>;
  counts: number[];
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram for the hot paths, in prom-client's registry and text. Its
 * own Histogram validates and hashes the labels on every observe (about 1–3 µs
 * here); a lean read takes tens of microseconds, so that would show. Here a label
 * set's series is found by one map lookup per label (`series`) and an observation
 * is a bucket search and three additions.
 */
export class FastHistogram<L extends string> {
  readonly type = 'histogram';
  private readonly tree = new Map<string, unknown>();
  private readonly entries: Entry[] = [];

  constructor(readonly name: string, readonly help: string, private readonly labelNames: readonly L[],
    private readonly buckets: readonly number[], registry: Registry) {
    registry.registerMetric(this as never);
  }

  /** The series of these label values, in labelNames' order. */
  series(...values: string[]): Series {
    // a tree of maps, one level per label: no key string is built per observation
    let node: Map<string, unknown> = this.tree;
    const last = values.length - 1;
    for (let i = 0; i < last; i++) {
      let next = node.get(values[i]) as Map<string, unknown> | undefined;
      if (!next) {
        next = new Map();
        node.set(values[i], next);
      }
      node = next;
    }
    let entry = node.get(values[last]) as Entry | undefined;
    if (!entry) {
      entry = this.entry(values);
      node.set(values[last], entry);
      this.entries.push(entry);
    }
    return entry;
  }

  private entry(values: readonly string[]): Entry {
    const labels: Record<string, string> = {};
    this.labelNames.forEach((name, i) => { labels[name] = values[i]; });
    const counts = new Array<number>(this.buckets.length).fill(0);
    const buckets = this.buckets;
    const e: Entry = {
      labels, counts, sum: 0, count: 0,
      observe(seconds: number) {
        e.sum += seconds;
        e.count++;
        for (let i = 0; i < buckets.length; i++) {
          if (seconds <= buckets[i]) {
            counts[i]++;
            return;
          }
        }
      },
    };
    return e;
  }

  /** prom-client's shape of a histogram's samples (cumulative buckets, +Inf, sum, count). */
  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const e of this.entries) {
      let cumulative = 0;
      this.buckets.forEach((le, i) => {
        cumulative += e.counts[i];
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...e.labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...e.labels }, value: e.count });
      values.push({ metricName: `${this.name}_sum`, labels: e.labels, value: e.sum });
      values.push({ metricName: `${this.name}_count`, labels: e.labels, value: e.count });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: 'sum' };
  }

  reset(): void {
    this.tree.clear();
    this.entries.length = 0;
  }
}
