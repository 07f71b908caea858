import request from 'supertest';
import { CommentCommands } from '../../../application/engagement/comment-commands';
import { adminAgent, eventWithVideo, type Harness, signedInMember, startHarness } from '../../../test/api-harness';

let h: Harness;
let video: { id: string };
/** top-level comment ids as posted, oldest first */
const posted: string[] = [];
/** a thread's replies as posted, oldest first */
const repliesOf = new Map<string, string[]>();

const THREADS = 450;

type Listed = { id: string; parentCommentId: string | null };

beforeAll(async () => {
  h = await startHarness();
  video = await eventWithVideo(await adminAgent(h), { event: 'Paging Night', title: 'Paging Bout', battlerA: 'Page Ace', battlerB: 'Page Blaze' });
  const { user } = await signedInMember(h);
  const comments = h.running.deps.get(CommentCommands);
  const ctx = () => ({ actorId: user.id, correlationId: 'test', at: new Date() });
  let last = 0;
  for (let i = 0; i < THREADS; i++) {
    const { commentId, position } = await comments.post(video.id, user.id, `comment ${i}`, null, ctx());
    posted.push(commentId);
    last = position;
    // every 50th thread has two replies, so a page is more than its `limit` of rows
    if (i % 50 === 7) {
      const replies: string[] = [];
      for (const n of [1, 2]) {
        const reply = await comments.post(video.id, user.id, `reply ${n} to ${i}`, commentId, ctx());
        replies.push(reply.commentId);
        last = reply.position;
      }
      repliesOf.set(commentId, replies);
    }
  }
  await h.running.deps.runner.waitFor(last);
}, 120_000);
afterAll(async () => { await h.stop(); });

const read = (query = '') => request(h.url).get(`/api/videos/${video.id}/comments${query}`);
const topLevel = (rows: Listed[]) => rows.filter((c) => c.parentCommentId === null).map((c) => c.id);
/** the whole discussion in the order the pages show it: newest thread first, its replies after it */
const wholeList = () => [...posted].reverse().flatMap((id) => [id, ...(repliesOf.get(id) ?? [])]);
const nextOf = (link: string | undefined) => /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1];

describe('comment pages', () => {
  it('given 450 comments, when the list is read without paging, then it answers the newest 20 threads with their replies and the counts', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    const rows = res.body as Listed[];
    expect(topLevel(rows)).toEqual([...posted].reverse().slice(0, 20));
    expect(rows.map((c) => c.id)).toEqual(wholeList().slice(0, rows.length));
    expect(res.headers['x-total-count']).toBe(String(THREADS));
    expect(res.headers['x-comment-count']).toBe(String(THREADS + 2 * repliesOf.size));
    expect(res.headers.link).toBe(`</api/videos/${video.id}/comments?limit=20&page=2>; rel="next"`);
  });

  it('given 450 comments, when the next links are followed, then the pages chain to the end with no duplicates or gaps', async () => {
    for (const first of ['', '?limit=100', '?limit=7&page=1']) {
      const seen: string[] = [];
      let pages = 0;
      for (let url: string | undefined = `/api/videos/${video.id}/comments${first}`; url; pages++) {
        const res = await request(h.url).get(url);
        expect(res.status).toBe(200);
        seen.push(...(res.body as Listed[]).map((c) => c.id));
        url = nextOf(res.headers.link);
      }
      expect(seen).toEqual(wholeList());
      const limit = Number(/limit=(\d+)/.exec(first)?.[1] ?? 20);
      expect(pages).toBe(Math.ceil(THREADS / limit));
    }
  });

  it('given a page past the last, when it is read, then it answers an empty list with the counts and no next link', async () => {
    const last = await read('?limit=100&page=5');
    expect(topLevel(last.body as Listed[])).toHaveLength(50);
    expect(last.headers.link).toBeUndefined();
    const beyond = await read('?limit=100&page=6');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(THREADS));
    expect(beyond.headers.link).toBeUndefined();
  });

  it('given a bad limit or page, when the list is read, then it answers 400 naming the field', async () => {
    const bad: [string, 'limit' | 'page'][] = [
      ['?limit=0', 'limit'], ['?limit=101', 'limit'], ['?limit=abc', 'limit'], ['?limit=2.5', 'limit'], ['?limit=1e1', 'limit'],
      ['?limit=', 'limit'], ['?limit=-5', 'limit'], ['?page=0', 'page'], ['?page=-1', 'page'], ['?page=two', 'page'],
      ['?page=100001', 'page'], ['?limit=20&page=%201', 'page'],
    ];
    for (const [query, field] of bad) {
      const res = await read(query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body).toEqual({ message: expect.stringContaining(`${field} must be a whole number from 1 to`), field });
    }
    expect((await read('?limit=100')).body.filter((c: Listed) => c.parentCommentId === null)).toHaveLength(100);
  });

  it('given the OpenAPI description, when the comments call is read, then it names limit, page and the paging headers', async () => {
    type Op = { parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[]; responses: Record<string, { headers?: object }> };
    const doc = (await request(h.url).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Op>> };
    const op = doc.paths['/api/videos/{id}/comments'].get;
    const query = op.parameters.filter((p) => p.in === 'query');
    expect(query).toEqual([
      { name: 'limit', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100, description: expect.stringContaining('default 20') }) },
      { name: 'page', in: 'query', required: false, schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100_000 }) },
    ]);
    expect(Object.keys(op.responses['200'].headers ?? {})).toEqual(['X-Total-Count', 'X-Comment-Count', 'Link']);
  });

  it('given an unknown video, when a page is read, then it answers 404 before looking at the page', async () => {
    const res = await request(h.url).get('/api/videos/no-such-video/comments?page=3');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Video not found');
  });
});
