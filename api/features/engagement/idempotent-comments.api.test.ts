import request from 'supertest';
import { CommentCommands } from '../../../application/engagement/comment-commands';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../http/idempotency';
import { adminAgent, eventWithVideo, type Harness, signedInMember, startHarness, uploadVideo, raceAppends } from '../../../test/api-harness';

let h: Harness;
let video: { id: string; eventId: string };
let otherVideo: { id: string };

beforeAll(async () => {
  h = await startHarness();
  const admin = await adminAgent(h);
  video = await eventWithVideo(admin, { event: 'Retry Night', title: 'Retry Bout', battlerA: 'Retry Ace', battlerB: 'Retry Blaze' });
  otherVideo = await uploadVideo(admin, video.eventId, { title: 'Other Retry Bout', battlerA: 'Retry Ace', battlerB: 'Retry Blaze' });
}, 30_000);
afterAll(async () => { await h.stop(); });

const post = (agent: request.Agent, body: Record<string, unknown>, key?: string, videoId = video.id) => {
  const req = agent.post(`/api/videos/${videoId}/comments`);
  return (key === undefined ? req : req.set('Idempotency-Key', key)).send(body);
};

/** the listed comments by this user */
const byUser = async (userId: string, videoId = video.id) => {
  const res = await request(h.url).get(`/api/videos/${videoId}/comments`);
  expect(res.status).toBe(200);
  return (res.body as { id: string; userId: string; content: string; parentCommentId: string | null }[]).filter((c) => c.userId === userId);
};

describe('POST /api/videos/:id/comments with an Idempotency-Key', () => {
  it('answers a retry of the same comment 201 with the comment the first try posted, and lists one', async () => {
    const { agent, user } = await signedInMember(h);
    const first = await post(agent, { content: 'Bars on bars' }, 'comment-key-0001');
    expect(first.status).toBe(201);
    const retry = await post(agent, { content: 'Bars on bars' }, 'comment-key-0001');
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await byUser(user.id)).map((c) => c.id)).toEqual([first.body.id]);
  });

  it('replays a reply as a reply, and posts an edited text under the same key as another comment', async () => {
    const { agent, user } = await signedInMember(h);
    const top = await post(agent, { content: 'Who won?' });
    const reply = { content: 'Ace did', parentCommentId: top.body.id };
    const first = await post(agent, reply, 'reply-key-0001');
    const retry = await post(agent, reply, 'reply-key-0001');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(retry.body.parentCommentId).toBe(top.body.id);
    const edited = await post(agent, { ...reply, content: 'Ace did, clearly' }, 'reply-key-0001');
    expect(edited.status).toBe(201);
    expect(edited.body.id).not.toBe(first.body.id);
    expect((await byUser(user.id)).map((c) => c.content).sort()).toEqual(['Ace did', 'Ace did, clearly', 'Who won?']);
  });

  it('posts the same text under the same key on another video as another comment', async () => {
    const { agent, user } = await signedInMember(h);
    const a = await post(agent, { content: 'Same words' }, 'video-key-0001');
    const b = await post(agent, { content: 'Same words' }, 'video-key-0001', otherVideo.id);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.videoId).toBe(otherVideo.id);
    expect(await byUser(user.id, otherVideo.id)).toHaveLength(1);
  });

  it('answers two concurrent identical posts 201 with the same comment, and lists one', async () => {
    const { agent, user } = await signedInMember(h);
    const race = raceAppends(h, 'comment-');
    let a: request.Response;
    let b: request.Response;
    try {
      [a, b] = await Promise.all([post(agent, { content: 'At once' }, 'concurrent-0001'), post(agent, { content: 'At once' }, 'concurrent-0001')]);
    } finally {
      race.restore();
    }
    expect(race.asked()).toBe(2);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect((await byUser(user.id)).map((c) => c.id)).toEqual([a.body.id]);
  });

  it('gives another member with the same key and text a comment of their own', async () => {
    const one = await signedInMember(h);
    const two = await signedInMember(h);
    const a = await post(one.agent, { content: 'Shared words' }, 'shared-key-0001');
    const b = await post(two.agent, { content: 'Shared words' }, 'shared-key-0001');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.userId).toBe(two.user.id);
    expect((await byUser(two.user.id)).map((c) => c.id)).toEqual([b.body.id]);
  });

  it('refuses a malformed key (400) and posts nothing', async () => {
    const { agent, user } = await signedInMember(h);
    for (const key of ['short', 'has space 1234', 'x'.repeat(101), 'bad/key!0001']) {
      const res = await post(agent, { content: 'Refused' }, key);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: IDEMPOTENCY_KEY_MESSAGE });
    }
    expect(await byUser(user.id)).toEqual([]);
  });

  it('without a key posts every comment, as before', async () => {
    const { agent, user } = await signedInMember(h);
    const [a, b] = [await post(agent, { content: 'Twice' }), await post(agent, { content: 'Twice' })];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
    expect(await byUser(user.id)).toHaveLength(2);
  });

  it('answers a retry 201 from the log when the read model has not caught up', async () => {
    const { agent } = await signedInMember(h);
    const first = await post(agent, { content: 'Lagging' }, 'lagging-key-0001');
    const waited = jest.spyOn(h.running.deps.runner, 'waitFor').mockResolvedValue(false);
    const get = jest.spyOn(h.running.deps.get(CommentCommands), 'get').mockResolvedValue(null);
    try {
      const retry = await post(agent, { content: 'Lagging' }, 'lagging-key-0001');
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
    } finally {
      get.mockRestore();
      waited.mockRestore();
    }
  });

  it('refuses (409) a retry of a comment deleted since, and does not post it again', async () => {
    const { agent, user } = await signedInMember(h);
    const first = await post(agent, { content: 'Gone soon' }, 'deleted-key-0001');
    expect((await agent.delete(`/api/comments/${first.body.id}`)).status).toBe(200);
    const retry = await post(agent, { content: 'Gone soon' }, 'deleted-key-0001');
    expect(retry.status).toBe(409);
    expect(await byUser(user.id)).toEqual([]);
  });
});
