import { QueueFull, Semaphore } from './semaphore';

/** A task the test finishes by hand. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, task: async () => { await opened; return value; } };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('given 2 slots, when 3 tasks start, then 2 run and the third waits for a free slot', async () => {
    const s = new Semaphore(2, 10);
    const [a, b, c] = [gate('a'), gate('b'), gate('c')];
    const started: string[] = [];
    const run = (name: string, g: ReturnType<typeof gate<string>>) => s.run(() => { started.push(name); return g.task(); });
    const results = [run('a', a), run('b', b), run('c', c)];
    await flush();
    expect(started).toEqual(['a', 'b']);
    expect([s.active, s.queued]).toEqual([2, 1]);
    a.open();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    expect([s.active, s.queued]).toEqual([2, 0]);
    b.open();
    c.open();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    expect([s.active, s.queued]).toEqual([0, 0]);
  });

  it('given a full queue, when one more task comes, then it is refused at once and never runs', async () => {
    const s = new Semaphore(1, 2);
    const g = gate(1);
    const held = [s.run(g.task), s.run(g.task), s.run(g.task)];
    let ran = false;
    await expect(s.run(async () => { ran = true; })).rejects.toBeInstanceOf(QueueFull);
    expect(ran).toBe(false);
    g.open();
    await expect(Promise.all(held)).resolves.toEqual([1, 1, 1]);
  });

  it('given a task that fails, when it ends, then its slot is freed for the next', async () => {
    const s = new Semaphore(1, 1);
    const failing = s.run(async () => { throw new Error('boom'); });
    const next = s.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    expect([s.active, s.queued]).toEqual([0, 0]);
  });

  it('never runs more than its slots, whatever the load', async () => {
    const s = new Semaphore(3, 100);
    let now = 0;
    let peak = 0;
    await Promise.all(Array.from({ length: 50 }, () => s.run(async () => {
      peak = Math.max(peak, ++now);
      await flush();
      now--;
    })));
    expect(peak).toBe(3);
  });

  it('refuses bad sizes', () => {
    expect(() => new Semaphore(0, 1)).toThrow(/slots/);
    expect(() => new Semaphore(1, -1)).toThrow(/queue/);
  });
});
