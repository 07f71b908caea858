import { SwapGate } from './swap-gate';

const tick = () => new Promise((r) => setImmediate(r));

describe('SwapGate (the MongoDB store swapping collections)', () => {
  it('waits for the operations in flight, holds new ones during the swap, then lets them through', async () => {
    const gate = new SwapGate();
    const log: string[] = [];
    let finishSlow!: () => void;
    const slow = gate.pass(() => new Promise<void>((r) => { finishSlow = r; }).then(() => { log.push('in-flight done'); }));
    const swap = gate.closeWhile(async () => {
      log.push('swap start');
      await tick();
      log.push('swap end');
    });
    const held = gate.pass(async () => { log.push('held read'); });
    await tick();
    expect(log).toEqual([]);
    finishSlow();
    await Promise.all([slow, swap, held]);
    expect(log).toEqual(['in-flight done', 'swap start', 'swap end', 'held read']);
  });

  it('opens again when the swap fails', async () => {
    const gate = new SwapGate();
    await expect(gate.closeWhile(async () => { throw new Error('rename failed'); })).rejects.toThrow('rename failed');
    expect(await gate.pass(async () => 42)).toBe(42);
  });

  it('runs two swaps one after the other', async () => {
    const gate = new SwapGate();
    const log: string[] = [];
    await Promise.all([1, 2].map((n) => gate.closeWhile(async () => { log.push(`start ${n}`); await tick(); log.push(`end ${n}`); })));
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});
