import 'reflect-metadata';
import { ctx, embeddedStores } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { handleCommand, loadStream } from '../command-handling';
import { ReactorRunner } from '../reactors/reactor-runner';
import { reactorDeps } from '../../test/reactor-doubles';
import { battlerNameRelease } from './battler-names.reactor';

describe('the battler-name reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  const runners: ReactorRunner[] = [];
  beforeEach(() => { stores = embeddedStores(); });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await stores.close();
  });
  const start = async () => {
    const r = new ReactorRunner([battlerNameRelease], reactorDeps({ events: stores.events }), new MemoryCheckpointStore());
    runners.push(r);
    await r.start();
    return r;
  };

  it('frees a deleted battler\'s name once; a replay of the whole log releases nothing more', async () => {
    await handleCommand(stores.events, reservationStream('battler_name', 'Lil Reek'), reservationDecider,
      { type: 'Reserve', kind: 'battler_name', value: 'Lil Reek', ownerId: 'b1' }, ctx());
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, { type: 'CreateBattler', battlerId: 'b1', name: 'Lil Reek' }, ctx());
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, { type: 'DeleteBattler', videoCount: 0 }, ctx());
    await start();
    await eventually(async () => expect((await loadStream(stores.events, reservationStream('battler_name', 'lil reek'), reservationDecider)).state.ownerId).toBeNull());
    const head = await stores.events.headPosition();
    const replay = await start();
    await eventually(() => expect(replay.health()[0].position).toBe(head));
    expect(await stores.events.headPosition()).toBe(head);
  });

  it('frees the names merged into a deleted battler with its own', async () => {
    for (const [id, name] of [['b1', 'Lil Reek'], ['b2', 'LilReek']]) {
      await handleCommand(stores.events, reservationStream('battler_name', name), reservationDecider,
        { type: 'Reserve', kind: 'battler_name', value: name, ownerId: id }, ctx());
      await handleCommand(stores.events, battlerStream(id), battlerDecider, { type: 'CreateBattler', battlerId: id, name }, ctx());
    }
    await handleCommand(stores.events, battlerStream('b2'), battlerDecider,
      { type: 'MergeBattlers', target: { battlerId: 'b1', name: 'Lil Reek', exists: true, mergedInto: null, userId: null } }, ctx());
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider,
      { type: 'AbsorbBattler', sourceId: 'b2', sourceName: 'LilReek', userId: null, approvedApplications: [] }, ctx());
    await handleCommand(stores.events, battlerStream('b1'), battlerDecider, { type: 'DeleteBattler', videoCount: 0 }, ctx());
    await start();
    for (const name of ['lil reek', 'lilreek']) {
      await eventually(async () => expect((await loadStream(stores.events, reservationStream('battler_name', name), reservationDecider)).state.ownerId).toBeNull());
    }
  });
});
