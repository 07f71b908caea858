import 'reflect-metadata';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { type VideoCommand, videoDecider, videoStream } from '../../domain/video/video';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { allProjectors } from '../../projections/all-projectors';
import { ProjectionRunner } from '../../projections/runner';
import { eventually } from '../../test/eventually';
import { ctx, embeddedStores } from '../../test/stores';
import { handleCommand, loadStream } from '../command-handling';
import { ReactorRunner } from '../reactors/reactor-runner';
import { BattlerMerges } from './battler-merges.reactor';

const quiet = { info: () => {}, error: () => {} };

describe('the battler_merges reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let projections: ProjectionRunner;
  const runners: ReactorRunner[] = [];
  beforeEach(async () => {
    stores = embeddedStores();
    projections = new ProjectionRunner(stores.events, stores.reads, allProjectors);
    for (const [id, name] of [['s', 'Lil Reek'], ['t', 'LilReek'], ['x', 'Opp'], ['y', 'Other']]) {
      await handleCommand(stores.events, battlerStream(id), battlerDecider, { type: 'CreateBattler', battlerId: id, name }, ctx());
    }
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await projections.stop();
    await stores.close();
  });

  const start = async () => {
    const merges = new BattlerMerges(stores.events, stores.reads, { now: () => new Date() }, projections, quiet);
    const r = new ReactorRunner(stores.events, new MemoryCheckpointStore(), [merges.reactor]);
    runners.push(r);
    await r.start();
    return r;
  };
  const caughtUp = (runner: ReactorRunner) => eventually(async () => {
    const head = await stores.events.headPosition();
    expect(runner.health()[0].position).toBeGreaterThanOrEqual(head);
    expect(await projections.waitFor(head)).toBe(true);
  });
  const upload = (videoId: string, a: [string, string], b: [string, string]) => handleCommand(stores.events, videoStream(videoId), videoDecider, {
    type: 'UploadVideo', videoId, eventId: 'e1', title: videoId, description: '',
    battlerAId: a[0], battlerAName: a[1], battlerBId: b[0], battlerBName: b[1], isMainEvent: false, requiresAuth: false,
    file: { key: `videos/${videoId}.mp4`, size: 1, mimeType: 'video/mp4' }, thumbnailUrl: null,
    metadata: { duration: 1, width: 1, height: 1, bitrate: 1 },
  } satisfies VideoCommand, ctx());
  const merge = () => handleCommand(stores.events, battlerStream('s'), battlerDecider,
    { type: 'MergeBattlers', target: { battlerId: 't', name: 'LilReek', exists: true, mergedInto: null, userId: null } }, ctx('admin1'));
  const video = async (id: string) => (await loadStream(stores.events, videoStream(id), videoDecider)).state;

  it('moves a video recorded a moment before the merge, once the read models reach the merge; absorbs once; a replay does nothing more', async () => {
    await handleCommand(stores.events, battlerStream('s'), battlerDecider, { type: 'ClaimBattler', userId: 'u1', claimRequestId: 'c1' }, ctx());
    await handleCommand(stores.events, battlerStream('s'), battlerDecider, { type: 'LinkApplication', applicationId: 'a1', userId: 'u9' }, ctx());
    await upload('v1', ['s', 'Lil Reek'], ['x', 'Opp']);
    const { events: [merged] } = await merge();
    // the reactor runs before the projections have seen anything: it waits for them
    const first = await start();
    await projections.start();
    await caughtUp(first);
    expect(await video('v1')).toMatchObject({ battlerAId: 't', battlerAName: 'LilReek', formerBattlerIds: { s: 't' } });
    const target = await stores.events.readStream(battlerStream('t'));
    const absorbed = target.filter((e) => e.type === 'BattlerAbsorbed');
    expect(absorbed).toHaveLength(1);
    expect(absorbed[0].data).toMatchObject({ sourceId: 's', userId: 'u1', approvedApplications: ['a1'] });
    expect(absorbed[0].metadata).toMatchObject({ actorId: 'admin1' });
    expect(merged.type).toBe('BattlerMerged');

    const head = await stores.events.headPosition();
    await first.stop();
    const again = await start();
    await caughtUp(again);
    expect(await stores.events.headPosition()).toBe(head);
  });

  it('re-points a video recorded after the merge that still names the source', async () => {
    await projections.start();
    await merge();
    const r = await start();
    await upload('v2', ['y', 'Other'], ['s', 'Lil Reek']);
    await caughtUp(r);
    expect(await video('v2')).toMatchObject({ battlerAId: 'y', battlerBId: 't', battlerBName: 'LilReek' });
  });

  it('follows a chain: a battler merged into one merged since ends at the newest target', async () => {
    await projections.start();
    await upload('v3', ['s', 'Lil Reek'], ['x', 'Opp']);
    await merge();
    await handleCommand(stores.events, battlerStream('t'), battlerDecider,
      { type: 'MergeBattlers', target: { battlerId: 'y', name: 'Other', exists: true, mergedInto: null, userId: null } }, ctx());
    const r = await start();
    await caughtUp(r);
    expect(await video('v3')).toMatchObject({ battlerAId: 'y', formerBattlerIds: { s: 'y' } });
    const absorbedBy = async (id: string) => (await loadStream(stores.events, battlerStream(id), battlerDecider)).state.absorbed;
    expect([...await absorbedBy('y')].sort()).toEqual(['s', 't']);
  });
});
