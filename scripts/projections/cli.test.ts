import { type Harness, makeRole, registerUser, startHarness } from '../../test/api-harness';
import { main, type CliIo } from './cli';

let h: Harness;
let admin: { username: string; password: string };
beforeAll(async () => {
  h = await startHarness();
  const agent = h.agent();
  const user = await registerUser(agent);
  await makeRole(h, user.id, 'admin');
  admin = { username: user.username, password: user.password };
}, 30_000);
afterAll(async () => { await h.stop(); });

function io(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const value: CliIo = {
    env: { SITE_URL: h.url, ...env }, out: (l) => out.push(l), err: (l) => err.push(l), pollMs: 5,
    ask: async (q) => { asked.push(q); return q.startsWith('Admin') ? admin.username : admin.password; },
  };
  return { value, out, err, asked };
}

describe('npm run projections (issue 14)', () => {
  it('rebuilds a projector of the running server and prints until the swap', async () => {
    const run = io({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
    expect(await main(['rebuild', 'videos'], run.value)).toBe(0);
    expect(run.out[0]).toMatch(/^rebuilding videos/);
    expect(run.out[run.out.length - 1]).toMatch(/^videos rebuilt and swapped in at position \d+$/);
    expect(run.err).toEqual([]);
  });

  it('asks for the credentials when the environment has none, and lists the processors', async () => {
    const run = io({});
    expect(await main(['status'], run.value)).toBe(0);
    expect(run.asked).toEqual(['Admin username: ', 'Password: ']);
    expect(run.out.join('\n')).toMatch(/projector\s+videos/);
  });

  it('says why it cannot', async () => {
    const bad = io({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: 'wrong-password' });
    expect(await main(['rebuild', 'videos'], bad.value)).toBe(1);
    expect(bad.err[0]).toMatch(/sign-in failed \(401\)/);
    const reactor = io({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
    expect(await main(['rebuild', 'claim_ownership'], reactor.value)).toBe(1);
    expect(reactor.err[0]).toMatch(/rebuild refused \(400\): Reactors are not rebuilt/);
    const usage = io({});
    expect(await main(['rebuild'], usage.value)).toBe(2);
    expect(usage.err[0]).toMatch(/^usage/);
  });

  it('given a rebuild under way, when another is asked for, then it says so (409) and exits 1', async () => {
    const { events, runner } = h.running.deps;
    const readAll = events.readAll.bind(events);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    // the first rebuild's replay waits here, so it is surely still running when the CLI asks
    const spy = jest.spyOn(events, 'readAll').mockImplementation(async function* (...args: Parameters<typeof readAll>) {
      await held;
      yield* readAll(...args);
    });
    try {
      expect(runner.rebuild('battlers')).toBe('started');
      const second = io({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });
      expect(await main(['rebuild', 'videos'], second.value)).toBe(1);
      expect(second.err).toEqual(['rebuild refused (409): A rebuild is already running; wait for it to finish']);
      expect(second.out).toEqual([]);
    } finally {
      release();
      spy.mockRestore();
      await runner.rebuildDone();
    }
  });
});
