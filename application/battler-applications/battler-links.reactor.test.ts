import 'reflect-metadata';
import { ctx, embeddedStores } from '../../test/stores';
import { eventually } from '../../test/eventually';
import {
  type BattlerApplicationCommand, battlerApplicationDecider, battlerApplicationsStream,
} from '../../domain/battler-application/battler-application';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { reservationDecider, reservationStream } from '../../domain/reservation/reservation';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { RandomIdGenerator } from '../../infrastructure/system/id-generator';
import { BattlerCommands } from '../catalogue';
import { handleCommand, loadStream } from '../command-handling';
import type { BlobStorage } from '../ports/services';
import { ReactorRunner } from '../reactors/reactor-runner';
import { reactorDeps } from '../../test/reactor-doubles';
import { battlerApplicationLinks } from './battler-links.reactor';

const form = {
  battlerName: 'lil reek', email: 'reek@example.com', phoneNumber: null, experience: 'Ten years of battles',
  socialMedia: null, location: null, yearsOfBattling: null, battleVideoUrl: null,
};

describe('the battler application link reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let battlers: BattlerCommands;
  const runners: ReactorRunner[] = [];
  beforeEach(() => {
    stores = embeddedStores();
    battlers = new BattlerCommands(stores.events, stores.reads, {} as BlobStorage, new RandomIdGenerator());
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await stores.close();
  });

  const start = async () => {
    const r = new ReactorRunner([battlerApplicationLinks], reactorDeps({ events: stores.events }, [[BattlerCommands, battlers]]),
      new MemoryCheckpointStore());
    runners.push(r);
    await r.start();
    return r;
  };
  const caughtUp = async (runner: ReactorRunner) => {
    const head = await stores.events.headPosition();
    await eventually(() => expect(runner.health()[0].position).toBeGreaterThanOrEqual(head));
  };
  const app = (command: BattlerApplicationCommand) =>
    handleCommand(stores.events, battlerApplicationsStream('u1'), battlerApplicationDecider, command, ctx('admin1'));
  const review = (status: 'approved' | 'rejected') =>
    app({ type: 'ReviewBattlerApplication', applicationId: 'a1', status, reviewNotes: null, reviewerId: 'admin1' });
  const applicationState = async () =>
    (await loadStream(stores.events, battlerApplicationsStream('u1'), battlerApplicationDecider)).state.applications.a1;
  const battlerState = async (id: string) => (await loadStream(stores.events, battlerStream(id), battlerDecider)).state;
  const existingBattler = async (id: string, name: string) => {
    await handleCommand(stores.events, reservationStream('battler_name', name), reservationDecider,
      { type: 'Reserve', kind: 'battler_name', value: name, ownerId: id }, ctx());
    await handleCommand(stores.events, battlerStream(id), battlerDecider, { type: 'CreateBattler', battlerId: id, name }, ctx());
  };

  beforeEach(async () => {
    await app({ type: 'ApplyAsBattler', applicationId: 'a1', userId: 'u1', ...form });
  });

  it('links an approval to the battler of that name, ignoring case, caused by the review', async () => {
    await existingBattler('b1', 'Lil Reek');
    const { events } = await review('approved');
    await start();
    await eventually(async () => expect((await battlerState('b1')).approvedApplications).toEqual(['a1']));
    expect((await applicationState()).battlerId).toBe('b1');
    const linked = (await stores.events.readStream(battlerStream('b1'))).find((e) => e.type === 'BattlerApplicationLinked');
    const reviewed = (await stores.events.readStream(battlerApplicationsStream('u1'))).find((e) => e.type === events[0].type);
    expect(linked?.metadata.causationId).toBe(reviewed?.id);
    expect(linked?.metadata.actorId).toBe('admin1');
  });

  it('creates the battler when none has that name', async () => {
    await review('approved');
    await start();
    await eventually(async () => expect((await applicationState()).battlerId).not.toBeNull());
    const id = (await applicationState()).battlerId as string;
    await eventually(async () => expect((await battlerState(id)).approvedApplications).toEqual(['a1']));
    expect((await battlerState(id)).name).toBe('lil reek');
    expect((await loadStream(stores.events, reservationStream('battler_name', 'LIL REEK'), reservationDecider)).state.ownerId).toBe(id);
  });

  it('unlinks on a rejection and on a deletion, and links again on a new approval', async () => {
    await existingBattler('b1', 'Lil Reek');
    await review('approved');
    const runner = await start();
    await eventually(async () => expect((await battlerState('b1')).approvedApplications).toEqual(['a1']));
    await review('rejected');
    await eventually(async () => expect((await applicationState()).battlerId).toBeNull());
    expect((await battlerState('b1')).approvedApplications).toEqual([]);
    await review('approved');
    await eventually(async () => expect((await battlerState('b1')).approvedApplications).toEqual(['a1']));
    await app({ type: 'DeleteBattlerApplication', applicationId: 'a1', actorId: 'admin1' });
    await caughtUp(runner);
    await eventually(async () => expect((await applicationState()).battlerId).toBeNull());
    expect((await battlerState('b1')).approvedApplications).toEqual([]);
  });

  it('settles to the application\'s state now: an approval handled after its rejection links nothing', async () => {
    await existingBattler('b1', 'Lil Reek');
    await review('approved');
    await review('rejected');
    const runner = await start();
    await caughtUp(runner);
    expect((await battlerState('b1')).approvedApplications).toEqual([]);
    expect(await stores.events.readStream(battlerStream('b1'))).toHaveLength(1);
  });

  it('finishes a link a crash left half-way (battler recorded, link not made)', async () => {
    await existingBattler('b1', 'Lil Reek');
    await review('approved');
    await app({ type: 'RecordBattlerLink', applicationId: 'a1', battlerId: 'b1' });
    await start();
    await eventually(async () => expect((await battlerState('b1')).approvedApplications).toEqual(['a1']));
  });

  it('chooses again by name when the recorded battler is gone', async () => {
    await existingBattler('b1', 'Lil Reek');
    await review('approved');
    await app({ type: 'RecordBattlerLink', applicationId: 'a1', battlerId: 'gone' });
    await start();
    await eventually(async () => expect((await battlerState('b1')).approvedApplications).toEqual(['a1']));
    expect((await applicationState()).battlerId).toBe('b1');
  });

  it('replays the whole log without recording anything', async () => {
    await existingBattler('b1', 'Lil Reek');
    await review('approved');
    await review('rejected');
    await review('approved');
    const first = await start();
    await eventually(async () => expect((await battlerState('b1')).approvedApplications).toEqual(['a1']));
    await caughtUp(first);
    const head = await stores.events.headPosition();
    const replay = await start();
    await eventually(() => expect(replay.health()[0].position).toBeGreaterThanOrEqual(head));
    expect(await stores.events.headPosition()).toBe(head);
  });
});
