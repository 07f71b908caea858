import request from 'supertest';
import { adminAgent, eventWithVideo, type Harness, registerUser, signedInMember, startHarness, uploadVideo } from '../../../test/api-harness';
import { PNG_1x1 } from '../../../test/fixtures/images';
import { commentStream } from '../../../domain/comment/comment';

let h: Harness;
let video: { id: string; eventId: string };
let otherVideo: { id: string };

const member = () => signedInMember(h);

beforeAll(async () => {
  h = await startHarness();
  const agent = await adminAgent(h);
  video = await eventWithVideo(agent, { event: 'Talk Night', title: 'Talk Bout', battlerA: 'Talk Ace', battlerB: 'Talk Blaze' });
  otherVideo = await uploadVideo(agent, video.eventId, { title: 'Other Bout', battlerA: 'Talk Ace', battlerB: 'Talk Blaze' });
}, 30_000);
afterAll(async () => { await h.stop(); });

// the largest page: this file's threads all fit on it, whichever test adds them
const list = async (videoId = video.id) => {
  const res = await request(h.url).get(`/api/videos/${videoId}/comments?limit=100`);
  expect(res.status).toBe(200);
  return res.body as { id: string; parentCommentId: string | null; content: string; user: Record<string, unknown> }[];
};

describe('comments', () => {
  it('posts a comment, answers 201 with it and its author, and lists it', async () => {
    const { agent, user } = await member();
    const res = await agent.post(`/api/videos/${video.id}/comments`).send({ content: '  Crazy bars  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), videoId: video.id, userId: user.id, parentCommentId: null, content: 'Crazy bars',
      createdAt: expect.any(String), updatedAt: res.body.createdAt,
      user: { username: user.username, firstName: 'Test', lastName: 'User', profilePictureUrl: null },
    });
    const listed = (await list()).find((c) => c.id === res.body.id);
    expect(listed).toEqual(res.body);
  });

  it('returns markup as the text sent, byte for byte', async () => {
    const { agent } = await member();
    const content = '<script>alert(1)</script> & <img src=x onerror="alert(2)"> \u00e9\u{1F525}';
    const res = await agent.post(`/api/videos/${video.id}/comments`).send({ content });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(content);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const raw = await request(h.url).get(`/api/videos/${video.id}/comments`).buffer(true);
    const found = (JSON.parse(raw.text) as { id: string; content: string }[]).find((c) => c.id === res.body.id);
    expect(found?.content).toBe(content);
    expect(raw.text).toContain(JSON.stringify(content));
  });

  it('refuses blank and too long content, and an unknown video', async () => {
    const { agent } = await member();
    const blank = await agent.post(`/api/videos/${video.id}/comments`).send({ content: '   \n ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Comment cannot be empty');
    expect((await agent.post(`/api/videos/${video.id}/comments`).send({})).body.message).toBe('Comment cannot be empty');
    const long = await agent.post(`/api/videos/${video.id}/comments`).send({ content: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Comment must be 2000 characters or less');
    expect((await agent.post(`/api/videos/${video.id}/comments`).send({ content: 'x'.repeat(2000) })).status).toBe(201);
    const unknown = await agent.post('/api/videos/no-such-video/comments').send({ content: 'hello' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Video not found');
    const unknownList = await request(h.url).get('/api/videos/no-such-video/comments');
    expect(unknownList.status).toBe(404);
    expect(unknownList.body.message).toBe('Video not found');
  });

  it('asks a visitor to log in for every change', async () => {
    const { agent } = await member();
    const mine = (await agent.post(`/api/videos/${video.id}/comments`).send({ content: 'mine' })).body;
    for (const res of [
      await request(h.url).post(`/api/videos/${video.id}/comments`).send({ content: 'hi' }),
      await request(h.url).patch(`/api/comments/${mine.id}`).send({ content: 'hi' }),
      await request(h.url).delete(`/api/comments/${mine.id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Please log in to join the discussion');
    }
    expect((await list()).some((c) => c.id === mine.id && c.content === 'mine')).toBe(true);
  });

  it('lets only the author edit, and records nothing for the same text', async () => {
    const author = await member();
    const other = await member();
    const c = (await author.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'first take' })).body;
    const denied = await other.agent.patch(`/api/comments/${c.id}`).send({ content: 'hijacked' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You can only edit your own comments');
    const blank = await author.agent.patch(`/api/comments/${c.id}`).send({ content: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Comment cannot be empty');
    expect((await author.agent.patch(`/api/comments/${c.id}`).send({ content: 'y'.repeat(2001) })).body.message)
      .toBe('Comment must be 2000 characters or less');
    await new Promise((resolve) => { setTimeout(resolve, 5); });
    const edited = await author.agent.patch(`/api/comments/${c.id}`).send({ content: ' second take ' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: c.id, content: 'second take', createdAt: c.createdAt });
    expect(edited.body.updatedAt > c.createdAt).toBe(true);
    const stream = async () => (await h.running.deps.events.readStream(commentStream(c.id))).length;
    const before = await stream();
    const same = await author.agent.patch(`/api/comments/${c.id}`).send({ content: 'second take' });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(edited.body);
    expect(await stream()).toBe(before);
    expect((await list()).find((x) => x.id === c.id)?.content).toBe('second take');
    expect((await author.agent.patch('/api/comments/no-such-comment').send({ content: 'x' })).status).toBe(404);
  });

  it('lets only the author delete; a deleted comment is gone for edit and delete', async () => {
    const author = await member();
    const other = await member();
    const c = (await author.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'short-lived' })).body;
    const denied = await other.agent.delete(`/api/comments/${c.id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('You can only delete your own comments');
    const ok = await author.agent.delete(`/api/comments/${c.id}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Comment deleted', deletedIds: [c.id] });
    expect((await list()).some((x) => x.id === c.id)).toBe(false);
    for (const res of [
      await author.agent.delete(`/api/comments/${c.id}`),
      await author.agent.patch(`/api/comments/${c.id}`).send({ content: 'back?' }),
      await author.agent.delete('/api/comments/no-such-comment'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Comment not found');
    }
  });

  it('nests replies one level deep: a reply to a reply attaches to the top-level comment', async () => {
    const a = await member();
    const b = await member();
    const top = (await a.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'top' })).body;
    const r1 = await b.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'reply', parentCommentId: top.id });
    expect(r1.status).toBe(201);
    expect(r1.body.parentCommentId).toBe(top.id);
    const r2 = await a.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'reply to reply', parentCommentId: r1.body.id });
    expect(r2.status).toBe(201);
    expect(r2.body.parentCommentId).toBe(top.id);
    const newer = (await b.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'newer top', parentCommentId: null })).body;
    const all = await list();
    const ids = all.map((c) => c.id);
    // top-level newest first, each followed by its replies oldest first
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(top.id));
    expect(ids.slice(ids.indexOf(top.id), ids.indexOf(top.id) + 3)).toEqual([top.id, r1.body.id, r2.body.id]);
    for (const c of all) if (c.parentCommentId) expect(all.find((p) => p.id === c.parentCommentId)?.parentCommentId).toBeNull();
  });

  it('refuses a parent on another video, deleted or unknown', async () => {
    const { agent } = await member();
    const elsewhere = (await agent.post(`/api/videos/${otherVideo.id}/comments`).send({ content: 'elsewhere' })).body;
    const cross = await agent.post(`/api/videos/${video.id}/comments`).send({ content: 'x', parentCommentId: elsewhere.id });
    expect(cross.status).toBe(400);
    expect(cross.body.message).toBe('You can only reply to a comment on the same video');
    const gone = (await agent.post(`/api/videos/${video.id}/comments`).send({ content: 'gone soon' })).body;
    await agent.delete(`/api/comments/${gone.id}`);
    for (const parentCommentId of [gone.id, 'no-such-comment']) {
      const res = await agent.post(`/api/videos/${video.id}/comments`).send({ content: 'x', parentCommentId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The comment you are replying to no longer exists');
    }
    expect((await list(otherVideo.id)).map((c) => c.id)).toEqual([elsewhere.id]);
  });

  it('deleting a top-level comment removes its replies', async () => {
    const a = await member();
    const b = await member();
    const top = (await a.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'thread' })).body;
    const r1 = (await b.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'r1', parentCommentId: top.id })).body;
    const r2 = (await a.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'r2', parentCommentId: r1.id })).body;
    const del = await a.agent.delete(`/api/comments/${top.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Comment deleted');
    expect([...del.body.deletedIds].sort()).toEqual([top.id, r1.id, r2.id].sort());
    const ids = (await list()).map((c) => c.id);
    for (const id of [top.id, r1.id, r2.id]) expect(ids).not.toContain(id);
    // the replies went with their thread: gone for their authors too
    expect((await b.agent.patch(`/api/comments/${r1.id}`).send({ content: 'still here?' })).status).toBe(404);
    expect((await b.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'x', parentCommentId: r1.id })).status).toBe(400);
    // deleting a reply leaves its thread
    const t2 = (await a.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'thread 2' })).body;
    const t2r = (await b.agent.post(`/api/videos/${video.id}/comments`).send({ content: 'bye', parentCommentId: t2.id })).body;
    expect((await b.agent.delete(`/api/comments/${t2r.id}`)).body).toEqual({ message: 'Comment deleted', deletedIds: [t2r.id] });
    expect((await list()).some((c) => c.id === t2.id)).toBe(true);
  });

  it('keeps the author fields fresh after a profile change and a new avatar', async () => {
    const { agent, user } = await member();
    const c = (await agent.post(`/api/videos/${video.id}/comments`).send({ content: 'who am I' })).body;
    expect(c.user).toEqual({ username: user.username, firstName: 'Test', lastName: 'User', profilePictureUrl: null });
    const profile = await agent.put('/api/profile').send({ firstName: 'Renamed', lastName: 'Rapper', email: user.email });
    expect(profile.status).toBe(200);
    expect((await list()).find((x) => x.id === c.id)?.user)
      .toEqual({ username: user.username, firstName: 'Renamed', lastName: 'Rapper', profilePictureUrl: null });
    const avatar = await agent.post('/api/profile/avatar').attach('profilePicture', PNG_1x1, 'me.png');
    expect(avatar.status).toBe(200);
    expect((await list()).find((x) => x.id === c.id)?.user)
      .toEqual({ username: user.username, firstName: 'Renamed', lastName: 'Rapper', profilePictureUrl: avatar.body.profilePictureUrl });
  });

  it('validates parentCommentId', async () => {
    const { agent } = await member();
    const res = await agent.post(`/api/videos/${video.id}/comments`).send({ content: 'x', parentCommentId: 42 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('parentCommentId must be a comment id');
  });
});

describe('comment rate limit', () => {
  let limited: Harness;
  beforeAll(async () => { limited = await startHarness({ RATE_LIMIT_FACTOR: '1' }); });
  afterAll(async () => { await limited.stop(); });

  it('allows 10 comments a minute per user, then answers 429 with a message', async () => {
    const agent = limited.agent();
    await registerUser(agent);
    const statuses: number[] = [];
    // the limit counts every attempt (an unknown video needs no upload here)
    for (let i = 0; i < 11; i++) statuses.push((await agent.post('/api/videos/no-such-video/comments').send({ content: `c${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    const last = await agent.post('/api/videos/no-such-video/comments').send({ content: 'again' });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/Too many comments/);
    // another user is not held back
    const other = limited.agent();
    await registerUser(other);
    expect((await other.post('/api/videos/no-such-video/comments').send({ content: 'hi' })).status).toBe(404);
  });
});
