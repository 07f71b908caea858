import request from 'supertest';
import { adminAgent, eventWithVideo, type Harness, signedInMember, startHarness } from '../../../test/api-harness';

let h: Harness;
let admin: request.Agent;
let video: { id: string; battlerAId: string; battlerBId: string; eventId: string };

const member = () => signedInMember(h);

beforeAll(async () => {
  h = await startHarness();
  const agent = await adminAgent(h);
  admin = agent as unknown as request.Agent;
  video = await eventWithVideo(agent, { event: 'Vote Night', title: 'Vote Bout', battlerA: 'Voter Ace', battlerB: 'Voter Blaze' });
}, 30_000);
afterAll(async () => { await h.stop(); });

const tally = async () => (await request(h.url).get(`/api/videos/${video.id}/votes`)).body;

describe('votes', () => {
  it('casts, shows, changes, and ignores the same vote again', async () => {
    const { agent } = await member();
    const before = await tally();
    const cast = await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: video.battlerAId });
    expect(cast.status).toBe(200);
    expect(cast.body).toMatchObject({ votedBattlerId: video.battlerAId, battlerAVotes: before.battlerAVotes + 1 });
    expect((await agent.get(`/api/videos/${video.id}/user-vote`)).body).toEqual({ votedBattlerId: video.battlerAId });
    const again = await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: video.battlerAId });
    expect(again.body.battlerAVotes).toBe(before.battlerAVotes + 1);
    const changed = await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: video.battlerBId });
    expect(changed.body).toMatchObject({
      votedBattlerId: video.battlerBId, battlerAVotes: before.battlerAVotes, battlerBVotes: before.battlerBVotes + 1,
      totalVotes: before.totalVotes + 1,
    });
    const grid = (await request(h.url).get(`/api/events/${video.eventId}/videos`)).body;
    expect(grid[0]).toMatchObject({ battlerBVotes: before.battlerBVotes + 1 });
  });

  it('needs a signed-in user and a battler of the video', async () => {
    const visitor = await request(h.url).post(`/api/videos/${video.id}/vote`).send({ battlerId: video.battlerAId });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('You need to be logged in to vote.');
    expect((await request(h.url).get(`/api/videos/${video.id}/user-vote`)).status).toBe(401);
    const { agent } = await member();
    const other = await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: 'someone-else' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("battlerId must be one of the video's two battlers");
    expect((await agent.post(`/api/videos/${video.id}/vote`).send({})).body.message).toBe('battlerId is required');
    expect((await agent.post('/api/videos/nope/vote').send({ battlerId: 'x' })).status).toBe(404);
    expect((await request(h.url).get('/api/videos/nope/votes')).status).toBe(404);
    expect((await agent.get(`/api/videos/${video.id}/user-vote`)).body).toEqual({ votedBattlerId: null });
  });

  it('counts 100 users voting at once exactly, and the stats follow', async () => {
    const members = await Promise.all(Array.from({ length: 100 }, () => member()));
    const before = await tally();
    const results = await Promise.all(members.map(({ agent }, i) =>
      agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: i < 60 ? video.battlerAId : video.battlerBId })));
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const after = await tally();
    expect(after.battlerAVotes - before.battlerAVotes).toBe(60);
    expect(after.battlerBVotes - before.battlerBVotes).toBe(40);
    expect(after.totalVotes).toBe(after.battlerAVotes + after.battlerBVotes);
    const a = (await request(h.url).get(`/api/battlers/${video.battlerAId}`)).body;
    const b = (await request(h.url).get(`/api/battlers/${video.battlerBId}`)).body;
    expect(a).toMatchObject({ totalVotes: after.battlerAVotes, wins: 1, losses: 0, winRate: 100 });
    expect(b).toMatchObject({ totalVotes: after.battlerBVotes, wins: 0, losses: 1, winRate: 0 });
  }, 60_000);

  it('counts one user\'s 10 identical votes at once as one', async () => {
    const { agent } = await member();
    const before = await tally();
    const results = await Promise.all(Array.from({ length: 10 }, () =>
      agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: video.battlerBId })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = await tally();
    expect(after.battlerBVotes - before.battlerBVotes).toBe(1);
    expect(after.totalVotes - before.totalVotes).toBe(1);
  });

  it('starts the tally again when the video\'s battlers change, and old ballots no longer count', async () => {
    const { agent } = await member();
    await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: video.battlerAId });
    const edit = await admin.put(`/api/admin/videos/${video.id}`).send({
      title: 'Vote Bout', eventId: video.eventId, battlerAName: 'Voter Ace', battlerBName: 'Voter Comet',
    });
    expect(edit.status).toBe(200);
    expect(await tally()).toEqual({ battlerAVotes: 0, battlerBVotes: 0, totalVotes: 0 });
    expect((await agent.get(`/api/videos/${video.id}/user-vote`)).body).toEqual({ votedBattlerId: null });
    const again = await agent.post(`/api/videos/${video.id}/vote`).send({ battlerId: video.battlerAId });
    expect(again.body).toMatchObject({ battlerAVotes: 1, totalVotes: 1, votedBattlerId: video.battlerAId });
  });
});
