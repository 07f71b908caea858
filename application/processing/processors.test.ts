import type { ProcessorHealth } from '../ports/processing';
import { Processors, type Projectors, type Reactors } from './processors';

const row = (name: string, kind: ProcessorHealth['kind'], state: ProcessorHealth['state'] = 'running'): ProcessorHealth =>
  ({ name, kind, position: 0, state, lastError: null, attempts: 0, eventsPerSecond: 0 });

function runtime(reactorReaches: boolean) {
  const calls: string[] = [];
  const projectors: Projectors = {
    start: async () => { calls.push('projectors start'); },
    stop: async () => { calls.push('projectors stop'); },
    health: () => [row('users', 'projector')],
    retryNow: (name) => (name === 'users' ? 'running' : null),
    waitFor: async (position, timeoutMs) => { calls.push(`read models ${position} ${timeoutMs}`); return true; },
  };
  const reactors: Reactors = {
    start: async () => { calls.push('reactors start'); },
    stop: async () => { calls.push('reactors stop'); },
    health: () => [row('claim_mails', 'reactor', 'retrying')],
    retryNow: (name) => (name === 'claim_mails' ? 'retrying' : null),
    waitFor: async (name, position) => { calls.push(`reactor ${name} ${position}`); return reactorReaches; },
  };
  return { calls, processors: new Processors(projectors, reactors, async () => 9) };
}

describe('Processors, the runtime\'s one front', () => {
  it('starts the read models before the reactors and stops in the other order', async () => {
    const { calls, processors } = runtime(true);
    await processors.start();
    await processors.stop();
    expect(calls).toEqual(['projectors start', 'reactors start', 'reactors stop', 'projectors stop']);
  });

  it('lists every processor\'s health and retries the one named, wherever it runs', () => {
    const { processors } = runtime(true);
    expect(processors.health().map((h) => `${h.kind}:${h.name}`)).toEqual(['projector:users', 'reactor:claim_mails']);
    expect(processors.retryNow('users')).toBe('running');
    expect(processors.retryNow('claim_mails')).toBe('retrying');
    expect(processors.retryNow('nobody')).toBeNull();
  });

  it('waits for the read models alone, or after a reactor for the head its appends reached', async () => {
    const { calls, processors } = runtime(true);
    await expect(processors.waitFor(0)).resolves.toBe(true);
    await processors.waitFor(5);
    await processors.waitFor(5, { after: 'claim_ownership' });
    expect(calls[0]).toBe('read models 5 2000');
    expect(calls[1]).toBe('reactor claim_ownership 5');
    // the head (9), within what is left of the one bound
    expect(calls[2]).toMatch(/^read models 9 (1[0-9]{3}|2000)$/);
  });

  it('answers anyway once the reactor has not reached the position in time: the read models show what they can', async () => {
    const { calls, processors } = runtime(false);
    await processors.waitFor(5, { after: 'claim_ownership', timeoutMs: 50 });
    expect(calls).toEqual(['reactor claim_ownership 5', 'read models 5 2000']);
  });
});
