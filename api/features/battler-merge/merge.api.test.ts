import request from 'supertest';
import { type BattlerView, VIDEOS, type VideoView } from '../../../application/catalogue/read-model';
import { handleCommand } from '../../../application/command-handling';
import type { ReadStore } from '../../../application/ports/read-store';
import { battlerDecider, battlerStream } from '../../../domain/battler/battler';
import {
  MERGE_ALREADY_MERGED, MERGE_BOTH_CLAIMED, MERGE_FACED_EACH_OTHER, MERGE_SAME_BATTLER,
} from '../../../domain/battler/limits';
import { MemoryReadStore } from '../../../infrastructure/read-store/memory-read-store';
import { allProjectors } from '../projectors';
import { ProjectionRunner } from '../../../projections/runner';
import { type Harness, makeRole, registerUser, startHarness, uploadVideo } from '../../../test/api-harness';
import type { DuplicatesWire, MergePreviewWire, MergeResultWire, SimilarBattlersWire } from './wire-types';

let h: Harness;
let admin: request.Agent;
let member: request.Agent;
let memberId: string;
beforeAll(async () => {
  h = await startHarness();
  admin = h.agent() as unknown as request.Agent;
  await makeRole(h, (await registerUser(admin as never)).id, 'admin');
  member = h.agent() as unknown as request.Agent;
  memberId = (await registerUser(member as never)).id;
}, 30_000);
afterAll(async () => { await h.stop(); });

const visitor = () => request(h.url);

async function newEvent(title: string): Promise<string> {
  const res = await admin.post('/api/admin/events').field('title', title).field('eventDate', '2024-01-01');
  expect(res.status).toBe(201);
  return res.body.id;
}
const upload = (eventId: string, title: string, battlerA: string, battlerB: string) =>
  uploadVideo(admin as never, eventId, { title, battlerA, battlerB });
const battler = async (id: string) => (await visitor().get(`/api/battlers/${id}`)).body as BattlerView;
const videoDoc = async (id: string) => (await h.running.deps.reads.collection<VideoView>(VIDEOS).get(id)) as VideoView;

/** A fact the claim reactor would record, written straight to the log (the claim flow has its own tests). */
async function claim(battlerId: string, userId: string) {
  const { position } = await handleCommand(h.running.deps.events, battlerStream(battlerId), battlerDecider,
    { type: 'ClaimBattler', userId, claimRequestId: `claim-${battlerId}` }, { actorId: 'test', correlationId: 'test', at: new Date() });
  await h.running.deps.runner.waitFor(position);
}

describe('duplicate and merge routes: who may call', () => {
  const calls: [string, string, object | null][] = [
    ['get', '/api/admin/battlers/duplicates', null],
    ['get', '/api/admin/battlers/similar?name=Ace', null],
    ['get', '/api/admin/battlers/merge-preview?sourceId=a&targetId=b', null],
    ['post', '/api/admin/battlers/merge', { sourceId: 'a', targetId: 'b' }],
  ];
  it.each(calls)('%s %s: 401 for a visitor, 403 for a member', async (method, path, body) => {
    const as = (agent: request.Agent | request.SuperTest<request.Test>) => {
      const req = (agent as unknown as Record<string, (p: string) => request.Test>)[method](path);
      return body ? req.send(body) : req;
    };
    const anon = await as(visitor() as never);
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe('Not authenticated');
    expect((await as(member)).status).toBe(403);
  });
});

describe('duplicates and similar names', () => {
  it('lists the pair of one name typed two ways, and finds both for an application name', async () => {
    const ev = await newEvent('Dupe Night');
    const one = await upload(ev, 'one', 'Kwik Silva', 'Opp Alpha');
    const two = await upload(ev, 'two', 'kwik silva!', 'Opp Beta');
    const dupes = (await admin.get('/api/admin/battlers/duplicates')).body as DuplicatesWire;
    const pair = dupes.pairs.find((p) => [p.a.id, p.b.id].sort().join() === [one.battlerAId, two.battlerAId].sort().join());
    expect(pair).toMatchObject({ score: 1, reason: 'same-name' });
    expect(pair?.a).toEqual(expect.objectContaining({ battles: 1, wins: 0, losses: 0, totalVotes: 0, userId: null, profileImageUrl: null }));
    const similar = (await admin.get('/api/admin/battlers/similar').query({ name: 'KwikSilva' })).body as SimilarBattlersWire;
    expect(similar.name).toBe('KwikSilva');
    expect(similar.matches.map((m) => m.battler.id).sort()).toEqual([one.battlerAId, two.battlerAId].sort());
  });

  it('wants a name of 1 to 255 characters', async () => {
    for (const name of [undefined, '  ', 'n'.repeat(256)]) {
      const res = await admin.get('/api/admin/battlers/similar').query(name === undefined ? {} : { name });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('name must be 1 to 255 characters');
    }
  });
});

describe('merge refusals', () => {
  it('answers 400 for the same battler or a missing id, 404 for an unknown one', async () => {
    const ev = await newEvent('Refusal Night');
    const v = await upload(ev, 'r', 'Refuse Ace', 'Refuse Blaze');
    const same = await admin.post('/api/admin/battlers/merge').send({ sourceId: v.battlerAId, targetId: v.battlerAId });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(MERGE_SAME_BATTLER);
    expect((await admin.post('/api/admin/battlers/merge').send({ sourceId: v.battlerAId })).status).toBe(400);
    for (const body of [{ sourceId: v.battlerAId, targetId: 'nobody' }, { sourceId: 'nobody', targetId: v.battlerAId }]) {
      const res = await admin.post('/api/admin/battlers/merge').send(body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Battler not found');
    }
    const preview = await admin.get('/api/admin/battlers/merge-preview').query({ sourceId: 'nobody', targetId: v.battlerAId });
    expect(preview.status).toBe(404);
    expect((await admin.get('/api/admin/battlers/merge-preview').query({ sourceId: v.battlerAId })).status).toBe(400);
  });

  it('refuses two battlers who battled each other, and two claimed ones (409, the preview says why)', async () => {
    const ev = await newEvent('Conflict Night');
    const faced = await upload(ev, 'f', 'Faced One', 'Faced Two');
    const res = await admin.post('/api/admin/battlers/merge').send({ sourceId: faced.battlerAId, targetId: faced.battlerBId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MERGE_FACED_EACH_OTHER);
    const preview = (await admin.get('/api/admin/battlers/merge-preview').query({ sourceId: faced.battlerAId, targetId: faced.battlerBId })).body;
    expect(preview.refusal).toBe(MERGE_FACED_EACH_OTHER);

    const x = await upload(ev, 'x', 'Claimed Ex', 'Claimed Opp1');
    const y = await upload(ev, 'y', 'Claimed Why', 'Claimed Opp2');
    await claim(x.battlerAId, 'user-x');
    await claim(y.battlerAId, 'user-y');
    const both = await admin.post('/api/admin/battlers/merge').send({ sourceId: x.battlerAId, targetId: y.battlerAId });
    expect(both.status).toBe(409);
    expect(both.body.message).toBe(MERGE_BOTH_CLAIMED);
  });

  it('refuses a battler merged already, as source or target', async () => {
    const ev = await newEvent('Twice Night');
    const a = await upload(ev, 'a', 'Twice Ay', 'Twice Opp1');
    const b = await upload(ev, 'b', 'Twice Be', 'Twice Opp2');
    const c = await upload(ev, 'c', 'Twice Ce', 'Twice Opp3');
    expect((await admin.post('/api/admin/battlers/merge').send({ sourceId: a.battlerAId, targetId: b.battlerAId })).status).toBe(200);
    for (const body of [{ sourceId: a.battlerAId, targetId: c.battlerAId }, { sourceId: c.battlerAId, targetId: a.battlerAId }]) {
      const res = await admin.post('/api/admin/battlers/merge').send(body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MERGE_ALREADY_MERGED);
    }
  });
});

interface Tally { battlerAVotes: number; battlerBVotes: number; totalVotes: number }

/** Read models the merge touches, as a replay must give them back. */
async function snapshot(reads: ReadStore) {
  const all = async (name: string) => [...await reads.collection<{ id: string }>(name).find({})].sort((a, b) => a.id.localeCompare(b.id));
  return { videos: await all('videos'), battlers: await all('battlers'), ballots: await all('ballots'), events: await all('events') };
}

describe('a merge under a random history of votes', () => {
  it('keeps every tally and the totals, unions the stats, moves the owner, and replays the same twice', async () => {
    const ev = await newEvent('Merge Night');
    // the two duplicates, each against third battlers, and a video between the third battlers
    const fights: [string, string][] = [
      ['Tay Roc', 'Third Xa'], ['Third Ya', 'Tay Roc'], ['tay roc!', 'Third Ya'], ['tay roc!', 'Third Za'], ['Third Xa', 'Third Za'],
    ];
    const videos: Awaited<ReturnType<typeof upload>>[] = [];
    for (const [i, [a, b]] of fights.entries()) videos.push(await upload(ev, `m${i}`, a, b));
    const sourceId = videos[0].battlerAId;
    const targetId = videos[2].battlerAId;
    await claim(sourceId, memberId);

    const voters = [member];
    for (let i = 0; i < 9; i++) {
      const agent = h.agent() as unknown as request.Agent;
      await registerUser(agent as never);
      voters.push(agent);
    }
    // the model: each voter's side per video ('A' | 'B'); sides keep their tallies across the merge
    const model = new Map<string, 'A' | 'B'>();
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const voteRandomly = async (rounds: number) => {
      for (let i = 0; i < rounds; i++) {
        const vi = Math.floor(random() * videos.length);
        const ui = Math.floor(random() * voters.length);
        const side = random() < 0.5 ? 'A' : 'B';
        const doc = await videoDoc(videos[vi].id);
        const res = await voters[ui].post(`/api/videos/${videos[vi].id}/vote`).send({ battlerId: side === 'A' ? doc.battlerAId : doc.battlerBId });
        expect(res.status).toBe(200);
        model.set(`${vi}:${ui}`, side);
      }
    };
    const expected = (vi: number): Tally => {
      let a = 0;
      let b = 0;
      for (const [key, side] of model) {
        if (!key.startsWith(`${vi}:`)) continue;
        if (side === 'A') a++;
        else b++;
      }
      return { battlerAVotes: a, battlerBVotes: b, totalVotes: a + b };
    };
    const tallies = () => Promise.all(videos.map(async (v) => (await visitor().get(`/api/videos/${v.id}/votes`)).body as Tally));

    await voteRandomly(80);
    const before = await tallies();
    expect(before).toEqual(videos.map((_, vi) => expected(vi)));
    const [source, target] = [await battler(sourceId), await battler(targetId)];
    // who voted for the source on its first video, before the merge
    const sourceVoter = [...model].find(([key, side]) => key.startsWith('0:') && side === 'A');

    const preview = (await admin.get('/api/admin/battlers/merge-preview').query({ sourceId, targetId })).body as MergePreviewWire;
    expect(preview).toMatchObject({ videos: 2, votes: source.totalVotes, ownerMoves: true, refusal: null });

    const merged = await admin.post('/api/admin/battlers/merge').send({ sourceId, targetId });
    expect(merged.status).toBe(200);
    const result = merged.body as MergeResultWire;
    expect(result).toMatchObject({ sourceId, targetId, videosMoved: 2 });
    expect(result.target).toMatchObject({
      battles: source.battles + target.battles, wins: source.wins + target.wins, losses: source.losses + target.losses,
      totalVotes: source.totalVotes + target.totalVotes, userId: memberId,
    });

    // no tally moved, and the source left the directory
    expect(await tallies()).toEqual(before);
    expect((await visitor().get(`/api/battlers/${sourceId}`)).status).toBe(404);
    const directory = (await visitor().get('/api/battlers-with-stats')).body as { id: string }[];
    expect(directory.map((b) => b.id)).not.toContain(sourceId);
    expect((await visitor().get('/api/battlers/search').query({ q: 'tay roc' })).body).toEqual([{ id: targetId, name: 'tay roc!' }]);
    const moved = await videoDoc(videos[1].id);
    expect(moved).toMatchObject({ battlerBId: targetId, battlerBName: 'tay roc!' });
    expect((await member.get('/api/user/claimed-battler')).body).toMatchObject({ id: targetId });
    const dupes = (await admin.get('/api/admin/battlers/duplicates')).body as DuplicatesWire;
    expect(dupes.pairs.some((p) => p.a.id === sourceId || p.b.id === sourceId)).toBe(false);

    // a vote for the source before is the same vote for the target now: shown as the target's, counted once
    expect(sourceVoter).toBeDefined();
    const ui = Number(sourceVoter![0].split(':')[1]);
    expect((await voters[ui].get(`/api/videos/${videos[0].id}/user-vote`)).body).toEqual({ votedBattlerId: targetId });
    const again = await voters[ui].post(`/api/videos/${videos[0].id}/vote`).send({ battlerId: targetId });
    expect(again.body).toMatchObject(before[0]);

    await voteRandomly(60);
    expect(await tallies()).toEqual(videos.map((_, vi) => expected(vi)));
    const after = await Promise.all(videos.map((v) => videoDoc(v.id)));
    const targetNow = await battler(targetId);
    const sideVotes = (id: string) => after.reduce((n, v) => n + (v.battlerAId === id ? v.battlerAVotes : v.battlerBId === id ? v.battlerBVotes : 0), 0);
    expect(targetNow.totalVotes).toBe(sideVotes(targetId));
    expect(targetNow.battles).toBe(4);

    // the old name typed in an upload lands on the target
    const late = await upload(ev, 'late', 'Tay Roc', 'Third Late');
    expect(late.battlerAId).toBe(targetId);
    // the battler page and the event's grid show one battler with both histories
    const battles = (await visitor().get(`/api/battlers/${targetId}/battles`)).body as { id: string }[];
    expect(battles.map((b) => b.id).sort()).toEqual([videos[0].id, videos[1].id, videos[2].id, videos[3].id, late.id].sort());
    expect((await visitor().get(`/api/battlers/${sourceId}/battles`)).status).toBe(404);
    const grid = (await visitor().get(`/api/events/${ev}/videos`)).body as VideoView[];
    expect(grid.filter((v) => v.battlerAId === sourceId || v.battlerBId === sourceId)).toEqual([]);
    expect(grid.find((v) => v.id === videos[0].id)).toMatchObject({ battlerAId: targetId, battlerAName: 'tay roc!' });

    // a replay of the whole log into fresh read models, twice, gives the live ones
    await h.running.deps.runner.waitFor(await h.running.deps.events.headPosition());
    const live = await snapshot(h.running.deps.reads);
    const fresh = new MemoryReadStore();
    for (let i = 0; i < 2; i++) {
      await fresh.collection('projection_checkpoints').deleteMany({});
      const replay = new ProjectionRunner(h.running.deps.events, fresh, allProjectors);
      await replay.start();
      await replay.stop();
      expect(await snapshot(fresh)).toEqual(live);
    }
  }, 120_000);
});
