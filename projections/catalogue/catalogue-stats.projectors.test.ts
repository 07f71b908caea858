import { BATTLERS, type BattlerView } from '../../application/catalogue/read-model';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../../api/features/projectors';
import { ProjectionRunner } from '../runner';
import { embeddedStores } from '../../test/stores';
import {
  atOf, Log, project, given, eventDoc, videoDoc, battlerDoc, snapshot, eventCreated, battlerCreated, flags, recalculated, uploaded, tally, SUMMER, wholeHistory,
} from './catalogue-log.testing';

describe('catalogue projectors: battlers, their stats, replay (every projector, as the runner feeds them)', () => {
  let store: MemoryReadStore;
  let log: Log;
  beforeEach(() => {
    store = new MemoryReadStore();
    log = new Log();
  });

  describe('battlers', () => {
    it('created: a directory entry with no stats, active, unclaimed', async () => {
      await given(store, log, battlerCreated('ace'));
      expect(await battlerDoc(store, 'ace')).toEqual({
        id: 'ace', name: 'Ace BARS', nameLower: 'ace bars', userId: null,
        profileImageUrl: null, coverImageUrl: null, location: null, tagline: null, quote: null,
        battles: 0, wins: 0, losses: 0, winRate: null, totalVotes: 0,
        totalYoutubeViews: 0, youtubeVideoCount: 0, lastYoutubeSync: null, youtubeErrorMessage: null,
        youtubeSearchName: null, youtubeChannelId: null,
        isRetired: false, isHallOfFame: false, isDeceased: false, deceasedDate: null, memorialNotes: null,
        category: 'active', videoCount: 0, hasApprovedApplication: false, approvedApplicationIds: [], createdAt: atOf(1), updatedAt: atOf(1), _position: 1,
      });
    });

    it.each<[string, string, { isRetired?: boolean; isHallOfFame?: boolean; isDeceased?: boolean }]>([
      ['deceased over Hall of Fame and retired', 'in_memory', { isDeceased: true, isHallOfFame: true, isRetired: true }],
      ['deceased alone', 'in_memory', { isDeceased: true }],
      ['Hall of Fame over retired', 'hall_of_fame', { isHallOfFame: true, isRetired: true }],
      ['Hall of Fame alone', 'hall_of_fame', { isHallOfFame: true }],
      ['retired', 'retired', { isRetired: true }],
      ['no flag', 'active', {}],
    ])('flags set, %s: category %s', async (_, category, f) => {
      await given(store, log, battlerCreated('ace'), flags('ace', { isDeceased: true, isHallOfFame: true, isRetired: true }), flags('ace', f));
      const doc = await battlerDoc(store, 'ace');
      expect(doc).toMatchObject({
        isRetired: f.isRetired ?? false, isHallOfFame: f.isHallOfFame ?? false, isDeceased: f.isDeceased ?? false,
        deceasedDate: f.isDeceased ? '2025-03-01' : null, memorialNotes: f.isDeceased ? 'Rest easy' : null,
        category, updatedAt: atOf(3), createdAt: atOf(1),
      });
      expect(doc).not.toHaveProperty('battlerId');
    });

    it('profile update, image, claim, cover: each field and updatedAt; delete removes it', async () => {
      await given(store, log, battlerCreated('ace'), { type: 'BattlerProfileUpdated', data: { battlerId: 'ace', tagline: 'Bars for days', quote: 'Never miss' } });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ tagline: 'Bars for days', quote: 'Never miss', updatedAt: atOf(2), createdAt: atOf(1) });

      await given(store, log, {
        type: 'BattlerProfileImageChanged',
        data: { battlerId: 'ace', profileImageUrl: '/uploads/battlers/ace.png', previousProfileImageUrl: null },
      });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ profileImageUrl: '/uploads/battlers/ace.png', updatedAt: atOf(3) });
      expect(await battlerDoc(store, 'ace')).not.toHaveProperty('previousProfileImageUrl');

      await given(store, log, { type: 'BattlerClaimed', data: { battlerId: 'ace', userId: 'user-7', claimRequestId: 'c7' } });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ userId: 'user-7', updatedAt: atOf(4), tagline: 'Bars for days' });

      await given(store, log, { type: 'BattlerProfileUpdated', data: { battlerId: 'ace', tagline: null, quote: null } });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ tagline: null, quote: null, profileImageUrl: '/uploads/battlers/ace.png', userId: 'user-7' });

      await given(store, log, {
        type: 'BattlerCoverImageChanged', data: { battlerId: 'ace', name: 'Ace BARS', coverImageUrl: '/uploads/battlers/cover.png', previousCoverImageUrl: null },
      });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ coverImageUrl: '/uploads/battlers/cover.png', updatedAt: atOf(6) });
      expect(await battlerDoc(store, 'ace')).not.toHaveProperty('previousCoverImageUrl');
      await given(store, log, {
        type: 'BattlerCoverImageChanged', data: { battlerId: 'ace', name: 'Ace BARS', coverImageUrl: null, previousCoverImageUrl: '/uploads/battlers/cover.png' },
      });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ coverImageUrl: null, profileImageUrl: '/uploads/battlers/ace.png' });

      await given(store, log, { type: 'BattlerDeleted', data: { battlerId: 'ace', name: 'Ace BARS', profileImageUrl: '/uploads/battlers/ace.png' } });
      expect(await battlerDoc(store, 'ace')).toBeNull();
    });

    it('events about a battler with no document create none', async () => {
      await given(store, log,
        flags('ghost', { isRetired: true }),
        { type: 'BattlerClaimed', data: { battlerId: 'ghost', userId: 'u', claimRequestId: 'c0' } },
        recalculated('ghost'),
        eventCreated('e1', 'Summer Clash'),
        uploaded({ videoId: 'v1', eventId: 'e1', a: 'ghost', b: 'dex' }));
      expect(await store.collection(BATTLERS).count()).toBe(0);
      expect(await videoDoc(store, 'v1')).toMatchObject({ battlerAId: 'ghost' });
    });

    it('BattlerStatsRecalculated computes the stats again from the video documents', async () => {
      await given(store, log, battlerCreated('ace'), battlerCreated('blaze'), eventCreated('e1', 'Summer Clash'),
        uploaded({ videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze' }));
      // stats gone wrong (an older projector version, a hand edit)
      const battlers = store.collection<BattlerView>(BATTLERS);
      const ace = await battlers.get('ace');
      await battlers.upsert({ ...(ace as BattlerView), battles: 9, wins: 9, losses: 0, winRate: 100, totalVotes: 99, videoCount: 9, _position: log.skip() });

      await given(store, log, recalculated('ace'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({
        battles: 1, wins: 0, losses: 0, winRate: 0, totalVotes: 0, videoCount: 1, _position: log.position,
      });
      // only its own document: a recalculation of ace does not touch blaze
      expect((await battlerDoc(store, 'blaze'))?._position).toBe(4);
    });
  });

  describe('stats follow the tallies', () => {
    beforeEach(async () => {
      await given(store, log, ...['ace', 'blaze', 'cipher'].map(battlerCreated), eventCreated('e1', 'Summer Clash', SUMMER),
        uploaded({ videoId: 'v1', eventId: 'e1', a: 'ace', b: 'blaze' }));
    });

    it('3–1: A has a win, B a loss; each counts its own votes', async () => {
      await tally(store, log, 'v1', 3, 1);
      await given(store, log, recalculated('ace'), recalculated('blaze'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 1, videoCount: 1, wins: 1, losses: 0, totalVotes: 3, winRate: 100.0 });
      expect(await battlerDoc(store, 'blaze')).toMatchObject({ battles: 1, videoCount: 1, wins: 0, losses: 1, totalVotes: 1, winRate: 0.0 });
    });

    it('1–3: B\'s win', async () => {
      await tally(store, log, 'v1', 1, 3);
      await given(store, log, recalculated('ace'), recalculated('blaze'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({ wins: 0, losses: 1, totalVotes: 1, winRate: 0 });
      expect(await battlerDoc(store, 'blaze')).toMatchObject({ wins: 1, losses: 0, totalVotes: 3, winRate: 100 });
    });

    it('a 2–2 tie is neither a win nor a loss, but is a battle', async () => {
      await tally(store, log, 'v1', 2, 2);
      await given(store, log, recalculated('ace'), recalculated('blaze'));
      for (const id of ['ace', 'blaze']) {
        expect(await battlerDoc(store, id)).toMatchObject({ battles: 1, wins: 0, losses: 0, totalVotes: 2, winRate: 0 });
      }
    });

    it('over several videos: win rate to one decimal over all battles, ties included', async () => {
      await given(store, log,
        uploaded({ videoId: 'v2', eventId: 'e1', a: 'cipher', b: 'ace' }),
        uploaded({ videoId: 'v3', eventId: 'e1', a: 'ace', b: 'cipher' }));
      await tally(store, log, 'v1', 3, 1); // ace wins as A
      await tally(store, log, 'v2', 0, 4); // ace wins as B
      await tally(store, log, 'v3', 2, 2); // tie
      await given(store, log, recalculated('ace'), recalculated('cipher'));
      expect(await battlerDoc(store, 'ace')).toMatchObject({ battles: 3, wins: 2, losses: 0, totalVotes: 9, winRate: 66.7 });
      expect(await battlerDoc(store, 'cipher')).toMatchObject({ battles: 2, wins: 0, losses: 1, totalVotes: 2, winRate: 0 });
    });

    it('without a recalculation the stats stay as they were (the vote projector will add its events to STATS_FOLLOW)', async () => {
      await tally(store, log, 'v1', 3, 1);
      expect(await battlerDoc(store, 'ace')).toMatchObject({ wins: 0, totalVotes: 0 });
    });
  });

  // -------------------------------------------------------------------------

  describe('idempotency and replay', () => {
    it('the whole history applied twice (same positions) gives identical documents', async () => {
      const history = wholeHistory(log);
      await project(store, history);
      const once = await snapshot(store);
      expect(once.events.map((e) => e.id)).toEqual(['e1', 'e2', 'e4']);
      expect(once.videos.map((v) => v.id)).toEqual(['v1', 'v2', 'v5', 'v6']);
      expect(once.battlers.map((b) => b.id)).toEqual(['ace', 'blaze', 'cipher', 'dex']);
      expect(await videoDoc(store, 'v5')).toMatchObject({ eventTitle: null });
      expect(await battlerDoc(store, 'ace')).toMatchObject({ category: 'hall_of_fame', battles: 1 });
      expect(await battlerDoc(store, 'dex')).toMatchObject({ category: 'in_memory', battles: 3 });
      expect(await eventDoc(store, 'e2')).toMatchObject({ videoCount: 1, mainVideo: null });

      await project(store, history);
      expect(await snapshot(store)).toEqual(once);
    });

    it('a replay of the tail (a crash between the writes and the checkpoint) changes nothing', async () => {
      const history = wholeHistory(log);
      await project(store, history);
      const once = await snapshot(store);
      for (const from of [5, 12, 20, history.length - 1]) {
        await project(store, history.slice(from));
        expect(await snapshot(store)).toEqual(once);
      }
    });

    it('a real ProjectionRunner over the SQLite event store gives the same documents as the direct application', async () => {
      const history = wholeHistory(log);
      const direct = new MemoryReadStore();
      await project(direct, history);

      const stores = embeddedStores();
      try {
        for (const e of history) await stores.events.append(e.streamId, [{ type: e.type, data: e.data, metadata: e.metadata }], 'any');
        const runner = new ProjectionRunner(stores.events, stores.reads, allProjectors);
        await runner.start();
        expect(runner.position).toBe(history.length);
        expect(runner.lastError).toBeNull();
        await runner.stop();

        // the log numbered them as the test did
        const positions: number[] = [];
        for await (const e of stores.events.readAll()) positions.push(e.position);
        expect(positions).toEqual(history.map((e) => e.position));

        expect(await snapshot(stores.reads)).toEqual(await snapshot(direct));

        // and a second runner, its checkpoints lost, replays everything onto the same documents
        await stores.reads.collection('projection_checkpoints').deleteMany({});
        const again = new ProjectionRunner(stores.events, stores.reads, allProjectors);
        await again.start();
        await again.stop();
        expect(await snapshot(stores.reads)).toEqual(await snapshot(direct));
      } finally {
        await stores.close();
      }
    });
  });
});
