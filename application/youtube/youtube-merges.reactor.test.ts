import 'reflect-metadata';
import { ctx, embeddedStores } from '../../test/stores';
import { eventually } from '../../test/eventually';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { battlerYoutubeDecider } from '../../domain/youtube/battler-youtube';
import { youtubeRecordId, youtubeStream, type YoutubeVideoFacts } from '../../domain/youtube/youtube';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { allProjectors } from '../../api/features/projectors';
import { ProjectionRunner } from '../../projections/runner';
import { BATTLERS, type BattlerView } from '../catalogue/read-model';
import { handleCommand, loadStream } from '../command-handling';
import { ReactorRunner } from '../reactors/reactor-runner';
import { YOUTUBE_VIDEOS, type YoutubeVideoView } from './read-model';
import { reactorDeps } from '../../test/reactor-doubles';
import { youtubeMerges } from './youtube-merges.reactor';

const facts = (id: string, viewCount: number): YoutubeVideoFacts =>
  ({ youtubeVideoId: id, title: `battle ${id}`, channelName: 'UBR', viewCount, publishedAt: null });

describe('the youtube_merges reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  const runners: ReactorRunner[] = [];
  let projections: ProjectionRunner;
  beforeEach(async () => {
    stores = embeddedStores();
    projections = new ProjectionRunner(stores.events, stores.reads, allProjectors);
    await projections.start();
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await projections.stop();
    await stores.close();
  });
  const start = async () => {
    const r = new ReactorRunner([youtubeMerges], reactorDeps({ events: stores.events }), new MemoryCheckpointStore());
    runners.push(r);
    await r.start();
    return r;
  };
  const sync = (battlerId: string, battlerName: string, videos: YoutubeVideoFacts[]) => handleCommand(stores.events, youtubeStream(battlerId),
    battlerYoutubeDecider, { type: 'RecordSync', battlerId, battlerName, searchName: battlerName, syncedAt: '2026-11-21T12:00:00.000Z', videos }, ctx());
  const review = (battlerId: string, youtubeVideoId: string, isRelevant: boolean, reviewNotes: string | null = null) => handleCommand(stores.events,
    youtubeStream(battlerId), battlerYoutubeDecider,
    { type: 'ReviewVideo', battlerId, battlerName: battlerId, youtubeVideoId, isRelevant, reviewNotes, reviewedAt: '2026-11-21T13:00:00.000Z' }, ctx());

  it('moves the source\'s videos and reviews to the target once, keeps the target\'s own reviews, and clears the source', async () => {
    for (const [id, name] of [['src', 'lil reek!'], ['tgt', 'Lil Reek']]) {
      await handleCommand(stores.events, battlerStream(id), battlerDecider, { type: 'CreateBattler', battlerId: id, name }, ctx());
    }
    await sync('src', 'lil reek!', [facts('v1', 100), facts('v2', 50), facts('v3', 10)]);
    await review('src', 'v1', false, 'not him');
    await review('src', 'v2', true);
    await sync('tgt', 'Lil Reek', [facts('v2', 60), facts('v4', 5)]);
    await review('tgt', 'v2', false, 'target says no');
    // the merge itself (the battler decider's MergeBattlers, on the source's stream)
    await handleCommand(stores.events, battlerStream('src'), battlerDecider,
      { type: 'MergeBattlers', target: { battlerId: 'tgt', name: 'Lil Reek', exists: true, mergedInto: null, userId: null } }, ctx());

    const reactor = await start();
    await eventually(async () => expect((await loadStream(stores.events, youtubeStream('src'), battlerYoutubeDecider)).state.videos).toEqual({}));
    const target = (await loadStream(stores.events, youtubeStream('tgt'), battlerYoutubeDecider)).state;
    expect(target.videos.v1).toMatchObject({ isRelevant: false, reviewNotes: 'not him', viewCount: 100 });
    expect(target.videos.v2).toMatchObject({ isRelevant: false, reviewNotes: 'target says no', viewCount: 60 });
    expect(target.videos.v3).toMatchObject({ isRelevant: null });
    expect(target.videos.v4).toMatchObject({ isRelevant: null });
    expect(target.mergedFrom).toEqual(['src']);

    await projections.waitFor(await stores.events.headPosition());
    const docs = await stores.reads.collection<YoutubeVideoView>(YOUTUBE_VIDEOS).find({ battlerId: 'tgt' });
    expect(docs.map((d) => d.id).sort()).toEqual(['v1', 'v2', 'v3', 'v4'].map((v) => youtubeRecordId('tgt', v)));
    expect(await stores.reads.collection<YoutubeVideoView>(YOUTUBE_VIDEOS).find({ battlerId: 'src' })).toEqual([]);
    const tgt = await stores.reads.collection<BattlerView>(BATTLERS).get('tgt');
    expect(tgt).toMatchObject({ totalYoutubeViews: 15, youtubeVideoCount: 2 }); // v3 + v4; v1 and v2 irrelevant

    // a replay of the whole log (a fresh checkpoint) moves nothing again
    const head = await stores.events.headPosition();
    await reactor.stop();
    const replay = await start();
    await eventually(() => expect(replay.health()[0].position).toBe(head));
    expect(await stores.events.headPosition()).toBe(head);
  });

  it('a crash between the two steps: the redelivery resets the source and moves nothing twice', async () => {
    await sync('src', 'A', [facts('v1', 1)]);
    // the first delivery got as far as the target's MergeVideosIn, then the process died
    await handleCommand(stores.events, youtubeStream('tgt'), battlerYoutubeDecider, { type: 'MergeVideosIn', battlerId: 'tgt', battlerName: 'B',
      fromBattlerId: 'src', fromBattlerName: 'A', videos: [{ ...facts('v1', 1), isRelevant: null, reviewNotes: null, reviewedAt: null }] }, ctx());
    await stores.events.append(battlerStream('src'), [{ type: 'BattlerMerged', data: { battlerId: 'src', name: 'A', targetId: 'tgt', targetName: 'B' },
      metadata: { actorId: 'a', at: new Date().toISOString(), correlationId: 'c' } }], 'any');
    await start();
    await eventually(async () => expect((await loadStream(stores.events, youtubeStream('src'), battlerYoutubeDecider)).state.videos).toEqual({}));
    const merged = (await stores.events.readStream(youtubeStream('tgt'))).filter((e) => e.type === 'YoutubeVideosMerged');
    expect(merged).toHaveLength(1);
  });
});
