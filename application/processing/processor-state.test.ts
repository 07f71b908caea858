import { ProcessorState } from './processor-state';

describe('ProcessorState', () => {
  it('given failures at an event, when an attempt succeeds, then it says it recovered and keeps no error', () => {
    const s = new ProcessorState('claim_mails', 'reactor');
    s.failed({ position: 7, type: 'ClaimRequestSubmitted' }, new Error('SMTP 451'));
    s.failed({ position: 7, type: 'ClaimRequestSubmitted' }, new Error('SMTP 451'));
    expect(s.health(6)).toMatchObject({ state: 'retrying', attempts: 2, position: 6,
      lastError: { message: 'SMTP 451', position: 7, type: 'ClaimRequestSubmitted' } });
    expect(s.succeeded()).toBe(true);
    expect(s.health(7)).toMatchObject({ attempts: 0, lastError: null });
    expect(s.succeeded()).toBe(false);
  });

  it('a reactor\'s row has no rebuild; a projector\'s has one, null when none runs', () => {
    expect('rebuild' in new ProcessorState('r', 'reactor').health(0)).toBe(false);
    expect(new ProcessorState('users', 'projector').health(0, null)).toMatchObject({ kind: 'projector', rebuild: null });
  });

  it('a halted subscription shows stopped with its error; a note leaves the state alone; reset clears both', () => {
    const s = new ProcessorState('users', 'projector');
    s.note(3, 'rebuild', 'Rebuild failed: disk full');
    expect(s.health(3)).toMatchObject({ state: 'running', lastError: { type: 'rebuild' } });
    s.halted(4, new Error('connection reset'));
    expect(s.health(4)).toMatchObject({ state: 'stopped', attempts: 0, lastError: { type: 'subscription', message: 'connection reset' } });
    s.reset();
    expect(s.health(4)).toMatchObject({ state: 'running', attempts: 0, lastError: null });
  });
});
