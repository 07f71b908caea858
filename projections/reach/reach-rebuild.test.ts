import { allProjectors } from '../../api/features/projectors';
import { ProjectionRunner } from '../runner';
import { embeddedStores } from '../../test/stores';
import { reachProjector } from './reach.projector';
import { documents, ReachLog } from './reach-log.testing';

/** A history touching every rule: moves, a pair change, a merge, deletions, removals, watch reports. */
function history(): ReachLog {
  return new ReachLog().on('2026-03-01')
    .event('e1', 'Night One').event('e2', 'Night Two').battler('a', 'Ace').battler('b', 'Blaze').battler('c', 'Cipher')
    .video('v1', 'e1').video('v2', 'e1').video('v3', 'e2', ['b', 'c'], 300).registered('u1').registered('u2')
    .on('2026-03-02').view('v1', 'user:u1').view('v2', 'anon:1').view('v3', 'user:u1').progress('s1', 'v1', 45)
    .progress('s1', 'v1', 700, true).vote('v1', 'u1', 'a').vote('v1', 'u2', 'b').vote('v3', 'u1', 'c')
    .comment('c1', 'v1').comment('r1', 'v1', 'c1').comment('c2', 'v3')
    .on('2026-03-03').voteChanged('v1', 'u1', 'b', 'a').commentRemoved('c1', 'v1')
    .videoEdited('v2', { eventId: 'e1', pair: ['a', 'b'] }, { eventId: 'e2', pair: ['a', 'c'] })
    .merged('v3', 'A', 'b', 'a', ['a', 'c']).add('BattlerMerged', { battlerId: 'b', name: 'Blaze', targetId: 'a', targetName: 'Ace' })
    .on('2026-03-04').view('v2', 'user:u2').videoDeleted('v1', 'e1').registered('u3');
}

describe('the reach model rebuilt alone', () => {
  it('equals the model the live runner built event by event', async () => {
    const stores = embeddedStores();
    try {
      const log = history();
      const half = Math.floor(log.all.length / 2);
      const append = async (from: number, to: number) => {
        for (const e of log.all.slice(from, to)) {
          await stores.events.append(`s-${e.position}`, [{ type: e.type, data: e.data, metadata: e.metadata }], 'no_stream');
        }
      };
      await append(0, half);
      const runner = new ProjectionRunner(stores.events, stores.reads, allProjectors);
      await runner.start();
      await append(half, log.all.length);
      expect(await runner.waitFor(await stores.events.headPosition())).toBe(true);
      const names = [...(reachProjector.collections ?? [])];
      const live = await documents(stores.reads, names);
      expect(runner.rebuild('reach')).toBe('started');
      await runner.rebuildDone();
      expect(await documents(stores.reads, names)).toEqual(live);
      expect(live.reach_events).toHaveLength(2);
      await runner.stop();
    } finally {
      await stores.close();
    }
  });
});
