import type TestAgent from 'supertest/lib/agent';
import { STORAGE_FULL } from '../../domain/storage/limits';
import { adminAgent, type Harness, startHarness } from '../../test/api-harness';
import { PNG_1x1 } from '../../test/fixtures/images';
import { errorReply } from './errors';
import { MALFORMED_MULTIPART, multipartFailure } from './multipart';

let h: Harness;
let admin: TestAgent;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminAgent(h);
}, 30_000);
afterAll(async () => { await h.stop(); });

/** Every route that takes multipart/form-data, with the file field it reads. */
const ROUTES: { method: 'post' | 'put'; path: string; file: string }[] = [
  { method: 'post', path: '/api/profile/avatar', file: 'profilePicture' },
  { method: 'post', path: '/api/admin/system-settings/logo', file: 'logo' },
  { method: 'post', path: '/api/admin/battlers/some-battler/profile-image', file: 'profileImage' },
  { method: 'post', path: '/api/admin/events', file: 'thumbnail' },
  { method: 'put', path: '/api/admin/events/some-event', file: 'thumbnail' },
  { method: 'post', path: '/api/admin/videos', file: 'video' },
  { method: 'put', path: '/api/admin/videos/some-video', file: 'thumbnail' },
];

const B = 'XyZboundary42';
const part = (headers: string, body: Buffer | string) => Buffer.concat([Buffer.from(`--${B}\r\n${headers}\r\n\r\n`), Buffer.from(body)]);
const filePart = (field: string) =>
  part(`Content-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png`, PNG_1x1);
const closed = (...parts: Buffer[]) => Buffer.concat([...parts.flatMap((p) => [p, Buffer.from('\r\n')]), Buffer.from(`--${B}--\r\n`)]);

/** Malformed bodies, each with the Content-Type it is sent under. */
const MALFORMED = (field: string): [string, string, Buffer][] => [
  ['an empty body', `multipart/form-data; boundary=${B}`, Buffer.alloc(0)],
  ['a body cut inside a field', `multipart/form-data; boundary=${B}`, part('Content-Disposition: form-data; name="title"', 'Half')],
  ['a body cut inside the file', `multipart/form-data; boundary=${B}`, filePart(field)],
  ['a body cut inside a part header', `multipart/form-data; boundary=${B}`, Buffer.from(`--${B}\r\nContent-Disposition: form-da`)],
  ['no boundary', 'multipart/form-data', closed(filePart(field))],
  ['an empty boundary', 'multipart/form-data; boundary=', closed(filePart(field))],
  ['a wrong boundary', 'multipart/form-data; boundary=SomethingElse', closed(filePart(field))],
  ['a part header without a colon', `multipart/form-data; boundary=${B}`, closed(part('Content-Disposition form-data name title', 'x'))],
  ['a part header of 100 KB', `multipart/form-data; boundary=${B}`,
    closed(part(`Content-Disposition: form-data; name="title"\r\nX-Pad: ${'a'.repeat(100_000)}`, 'x'))],
  ['garbage before the first boundary only', `multipart/form-data; boundary=${B}`, Buffer.from('not multipart at all')],
];

/** The bodies the parser itself refuses (the others parse to nothing, and the route says what is missing). */
const NAMED = ['an empty body', 'a body cut inside a field', 'a body cut inside the file', 'a body cut inside a part header',
  'no boundary', 'a wrong boundary', 'a part header without a colon', 'a part header of 100 KB', 'garbage before the first boundary only'];

describe('malformed multipart on every multipart route', () => {
  for (const route of ROUTES) {
    it.each(MALFORMED(route.file))(`${route.method.toUpperCase()} ${route.path} with %s: 400 with a message`, async (_name, type, body) => {
      const res = await admin[route.method](route.path).set('Content-Type', type).send(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message.length).toBeGreaterThan(0);
    });
  }

  it('names the malformed body, for the cut body, the missing boundary and the bad header', async () => {
    for (const route of ROUTES) {
      for (const [, type, body] of MALFORMED(route.file).filter(([name]) => NAMED.includes(name))) {
        const res = await admin[route.method](route.path).set('Content-Type', type).send(body);
        expect({ route: route.path, type, message: res.body.message }).toEqual({ route: route.path, type, message: MALFORMED_MULTIPART });
      }
    }
  });

  it('still takes a well-formed upload after the malformed ones', async () => {
    const res = await admin.post('/api/profile/avatar').attach('profilePicture', PNG_1x1, 'a.png');
    expect(res.status).toBe(200);
  });
});

describe('multipartFailure', () => {
  it("makes a parser's plain error a 400 (a client error, logged at warn) and keeps a system error the server's", () => {
    expect(errorReply(multipartFailure(new Error('Unexpected end of form')))).toEqual({ status: 400, body: { message: MALFORMED_MULTIPART } });
    const disk = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    expect(errorReply(multipartFailure(disk))).toEqual({ status: 507, body: { message: STORAGE_FULL } });
    const gone = Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT', errno: -2, syscall: 'open' });
    expect(errorReply(multipartFailure(gone))).toBeNull();
  });
});
