import 'reflect-metadata';
import { battlerDecider, battlerStream } from '../../domain/battler/battler';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, imageVariantKey } from '../../domain/shared/limits';
import { type VideoCommand, videoDecider, videoStream } from '../../domain/video/video';
import { MemoryCheckpointStore } from '../../infrastructure/checkpoints/memory-checkpoint-store';
import { allProjectors } from '../../api/features/projectors';
import { ProjectionRunner } from '../../projections/runner';
import { eventually } from '../../test/eventually';
import { ctx, embeddedStores } from '../../test/stores';
import { handleCommand, loadStream } from '../command-handling';
import type { BlobStorage } from '../ports/services';
import { ReactorRunner } from '../reactors/reactor-runner';
import { reactorDeps } from '../../test/reactor-doubles';
import { battlerMerges } from './battler-merges.reactor';

const quiet = { info: () => {}, error: () => {} };
const imageVariantKeys = (key: string) => IMAGE_VARIANT_WIDTHS.flatMap((w) => IMAGE_VARIANT_FORMATS.map((f) => imageVariantKey(key, w, f)));

/** A stand-in storage: the keys it holds. */
function keyStore() {
  const keys = new Set<string>();
  const blobs: BlobStorage = {
    put: async (key) => { keys.add(key); return { key, size: 1 } as never; },
    info: async (key) => (keys.has(key) ? { size: 1 } as never : null),
    read: async () => { throw new Error('not read here'); },
    delete: async (key) => { keys.delete(key); },
  };
  /** a stored picture with its resized copies */
  const picture = (url: string) => {
    const key = url.replace('/uploads/', '');
    for (const k of [key, ...imageVariantKeys(key)]) keys.add(k);
    return url;
  };
  const has = (url: string) => {
    const key = url.replace('/uploads/', '');
    return [key, ...imageVariantKeys(key)].filter((k) => keys.has(k)).length;
  };
  return { keys, blobs, picture, has };
}

describe('the battler_merges reactor', () => {
  let stores: ReturnType<typeof embeddedStores>;
  let projections: ProjectionRunner;
  let files: ReturnType<typeof keyStore>;
  const runners: ReactorRunner[] = [];
  beforeEach(async () => {
    stores = embeddedStores();
    files = keyStore();
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
    const deps = reactorDeps({ events: stores.events, reads: stores.reads, readModels: projections, log: quiet, blobs: files.blobs });
    const r = new ReactorRunner([battlerMerges], deps, new MemoryCheckpointStore());
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

  describe("the source's photo and cover", () => {
    const variants = 1 + imageVariantKeys('battlers/x.png').length;
    const edit = (id: string, command: Parameters<typeof battlerDecider.decide>[0]) =>
      handleCommand(stores.events, battlerStream(id), battlerDecider, command, ctx());
    /** s: an admin's photo, then claimed by u1 who sets a cover; each file stored with its copies */
    const sourceImages = async () => {
      const photo = files.picture('/uploads/battlers/s-photo.png');
      const cover = files.picture('/uploads/battlers/s-cover.png');
      await edit('s', { type: 'ChangeProfileImage', actor: { kind: 'admin' }, url: photo });
      await edit('s', { type: 'ClaimBattler', userId: 'u1', claimRequestId: 'c1' });
      await edit('s', { type: 'ChangeCoverImage', ownerId: 'u1', url: cover });
      await edit('s', { type: 'UpdateBattlerProfile', actor: { kind: 'owner', userId: 'u1' }, tagline: 'From s', quote: null });
      return { photo, cover };
    };
    const battlerState = async (id: string) => (await loadStream(stores.events, battlerStream(id), battlerDecider)).state;
    const battlerDoc = async (id: string) => stores.reads.collection<{ id: string }>('battlers').get(id);

    it('go to a target without any: the same files, kept, and shown on the target', async () => {
      await projections.start();
      const { photo, cover } = await sourceImages();
      await merge();
      const r = await start();
      await caughtUp(r);
      expect(await battlerState('t')).toMatchObject({ profileImageUrl: photo, coverImageUrl: cover, tagline: 'From s', userId: 'u1' });
      expect(await battlerDoc('t')).toMatchObject({ profileImageUrl: photo, coverImageUrl: cover, tagline: 'From s', userId: 'u1' });
      expect([files.has(photo), files.has(cover)]).toEqual([variants, variants]);
    });

    it("are deleted with their copies when the target keeps its own, and only ours; a replay deletes again what the absorb recorded and appends nothing", async () => {
      await projections.start();
      const { photo, cover } = await sourceImages();
      const own = files.picture('/uploads/battlers/t-photo.png');
      await edit('t', { type: 'ChangeProfileImage', actor: { kind: 'admin' }, url: own });
      await merge();
      const r = await start();
      await caughtUp(r);
      expect(await battlerState('t')).toMatchObject({ profileImageUrl: own, coverImageUrl: cover });
      expect([files.has(photo), files.has(cover), files.has(own)]).toEqual([0, variants, variants]);
      const absorbed = (await stores.events.readStream(battlerStream('t'))).filter((e) => e.type === 'BattlerAbsorbed');
      expect(absorbed.map((e) => e.data)).toEqual([expect.objectContaining({ discardedImageUrls: [photo] })]);

      // the file back as if a crash came between the append and the deletion: a redelivery deletes it, records nothing
      files.picture(photo);
      const head = await stores.events.headPosition();
      await r.stop();
      const again = await start();
      await caughtUp(again);
      expect(files.has(photo)).toBe(0);
      expect(await stores.events.headPosition()).toBe(head);
    });

    it("into a claimed target: its owner's images stay, the source's are deleted even where it has none", async () => {
      await projections.start();
      const photo = files.picture('/uploads/battlers/x-photo.png');
      // an address outside our battler uploads is never deleted
      const elsewhere = files.picture('/uploads/thumbnails/x-cover.png');
      await edit('x', { type: 'ChangeProfileImage', actor: { kind: 'admin' }, url: photo });
      await stores.events.append(battlerStream('x'), [{ type: 'BattlerCoverImageChanged', data: {
        battlerId: 'x', name: 'Opp', coverImageUrl: elsewhere, previousCoverImageUrl: null,
      }, metadata: { actorId: 'test', at: new Date().toISOString(), correlationId: 'c' } }], 'any');
      await edit('t', { type: 'ClaimBattler', userId: 'u7', claimRequestId: 'c7' });
      await handleCommand(stores.events, battlerStream('x'), battlerDecider,
        { type: 'MergeBattlers', target: { battlerId: 't', name: 'LilReek', exists: true, mergedInto: null, userId: 'u7' } }, ctx('admin1'));
      const r = await start();
      await caughtUp(r);
      expect(await battlerState('t')).toMatchObject({ profileImageUrl: null, coverImageUrl: null, userId: 'u7', absorbed: ['x'] });
      expect([files.has(photo), files.has(elsewhere)]).toEqual([0, variants]);
    });
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
