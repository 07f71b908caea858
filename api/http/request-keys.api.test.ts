import request from 'supertest';
import { adminAgent, eventWithVideo, type Harness, startHarness } from '../../test/api-harness';
import { contentTypeFromKey } from '../../infrastructure/blob/local-blob-storage';

let h: Harness;
let video: { id: string };
beforeAll(async () => {
  h = await startHarness({ RENDITIONS: 'off' });
  video = await eventWithVideo(await adminAgent(h), { event: 'Keys Night', title: 'Keys Bout', battlerA: 'Key Ace', battlerB: 'Key Blaze' });
}, 30_000);
afterAll(async () => { await h.stop(); });

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

describe('a request value never reaches an object prototype', () => {
  it.each(PROTOTYPE_NAMES)('?quality=%s serves the original file, as an unknown quality does', async (quality) => {
    const original = await request(h.url).get(`/media/videos/${video.id}`);
    const res = await request(h.url).get(`/media/videos/${video.id}`).query({ quality });
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(original.headers['content-length']);
    expect(res.headers.etag).toBe(original.headers.etag);
  });

  it.each(PROTOTYPE_NAMES)('/api/system-settings/%s is an unknown setting (404 with a message)', async (key) => {
    const res = await request(h.url).get(`/api/system-settings/${key}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Setting not found' });
  });

  it.each(PROTOTYPE_NAMES)("a file key ending .%s has no content type but the fallback", (ext) => {
    expect(contentTypeFromKey(`images/00000000-0000-4000-8000-000000000000.${ext}`)).toBe('application/octet-stream');
  });

  it.each(PROTOTYPE_NAMES)('%s as a video, event or battler id finds nothing', async (id) => {
    for (const path of [`/api/videos/${id}/access`, `/api/battlers/${id}`, `/api/events/${id}/videos`, `/media/videos/${id}`]) {
      const res = await request(h.url).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  it('an id with a trailing space (raw %20 or +) finds nothing under /media', async () => {
    for (const suffix of ['%20', '+', '%09']) {
      expect((await request(h.url).get(`/media/videos/${video.id}${suffix}`)).status).toBe(404);
    }
  });
});
