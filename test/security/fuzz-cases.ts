import type { Route } from '../../api/http/route';
import type { Prng } from './prng';
import type { RawRequest } from './raw-http';

/** One malformed request; `mayDrop`: a body cut short may end without an answer (there is no request to answer). */
export interface FuzzCase {
  family: string;
  request: RawRequest;
  mayDrop?: boolean;
}

/** The keys a zod schema reads (objects, through pipes, wrappers and unions). */
export function fieldsOf(schema: unknown, depth = 0): string[] {
  if (!schema || depth > 6) return [];
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } };
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  const def = s._zod?.def ?? {};
  for (const key of ['in', 'innerType', 'schema', 'left', 'out']) {
    const found = fieldsOf(def[key], depth + 1);
    if (found.length) return found;
  }
  if (Array.isArray(def.options)) return [...new Set(def.options.flatMap((o: unknown) => fieldsOf(o, depth + 1)))];
  return [];
}

const COMMON_FIELDS = ['id', 'title', 'name', 'content', 'status', 'role', 'email', 'username', 'password', 'eventId', 'battlerId',
  'videoId', 'uploadId', 'chunkIndex', 'totalChunks', 'fileName', 'fileSize', 'value', 'reason', 'token'];
/** What mass assignment would try: never a field a route reads from a body. */
const PRIVILEGED = ['role', 'isAdmin', 'userId', 'id', 'passwordHash', 'createdAt', 'approved', 'ownerId', 'actorId'];
const UPLOAD_FIELDS = ['video', 'thumbnail', 'profileImage', 'coverImage', 'logo', 'chunk', 'image', 'avatar', 'file'];

const ODD_TEXT = ['', ' ', '\u0000', 'a\u0000b', '\u202eevil.exe', '\ud800', 'x\udfff', 'é', '𝕏'.repeat(50), '<img src=x onerror=alert(1)>',
  "' OR '1'='1' --", '../../../../etc/passwd', '%00', '\r\nSet-Cookie: x=1', '2024-02-30', '9999-99-99T99:99', 'NaN', 'Infinity',
  '0x10', '1e309', '-0', 'true', 'null', '{"$gt":""}', '\u200b', '\ufeff', 'ǅ'.repeat(300), 'x'.repeat(5000)];

/** A JSON value of a type no route expects there (or an odd text where text is expected). */
function wrongValue(r: Prng, depth = 0): unknown {
  switch (r.int(depth > 2 ? 7 : 10)) {
    case 0: return null;
    case 1: return r.chance(0.5);
    case 2: return r.pick([0, -1, 1e308, -1e308, 2 ** 53 + 1, 3.14159, -0.000001, 4294967296]);
    case 3: return r.pick(ODD_TEXT);
    case 4: return r.pick(ODD_TEXT) + r.pick(ODD_TEXT);
    case 5: return [];
    case 6: return {};
    case 7: return [wrongValue(r, depth + 1), wrongValue(r, depth + 1)];
    case 8: return { $gt: '', $where: 'sleep(1000)', nested: wrongValue(r, depth + 1) };
    default: return Array.from({ length: 1 + r.int(40) }, () => r.pick(ODD_TEXT));
  }
}

/** Every byte of the text's UTF-8 percent-encoded (encodeURIComponent throws on a lone surrogate). */
const percent = (text: string) => [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const nest = (open: string, inner: string, close: string, n: number) => open.repeat(n) + inner + close.repeat(n);

const json = (headers: [string, string][] = []): [string, string][] => [['Content-Type', 'application/json'], ...headers];

function jsonCase(family: string, body: string | Buffer, headers = json()): Omit<FuzzCase, 'request'> & { headers: [string, string][]; body: Buffer } {
  return { family, headers, body: Buffer.isBuffer(body) ? body : Buffer.from(body) };
}

/** Bodies of the wrong shape, in JSON and not. */
function bodyCase(r: Prng, fields: string[], kind: string) {
  const field = () => r.pick(fields.length ? fields : COMMON_FIELDS);
  switch (kind) {
    case 'json-wrong-types': {
      const body: Record<string, unknown> = {};
      for (const f of fields.length ? fields : COMMON_FIELDS.slice(0, 6)) if (r.chance(0.8)) body[f] = wrongValue(r);
      if (r.chance(0.3)) body[r.pick(PRIVILEGED)] = r.pick(['super_admin', 'admin', true, 'someone-else']);
      let text = JSON.stringify(body);
      // a key JSON.parse makes an own property, which naive merges would follow
      if (r.chance(0.2)) text = text.replace(/^\{/, '{"__proto__":{"role":"super_admin","isAdmin":true},"constructor":{"prototype":{"x":1}},');
      return jsonCase(kind, text);
    }
    case 'json-not-object':
      return jsonCase(kind, r.pick(['"text"', '1', 'null', 'true', '[]', '[{}]', '[[1,2]]', '""', '-0', '1e999']));
    case 'json-invalid':
      return jsonCase(kind, r.pick(['{', '{"a":}', "{'a':1}", '{"a":1,}', '{"a":"\\uZZZZ"}', '{"a":1}{"b":2}', '{"a":NaN}', '\u0000',
        '{"a":"\u0000\u0001"}', '{"a":1e99999}', '{"a" 1}', '}{', '{"a":"unterminated', '\uFEFF{}', `{"${field()}":undefined}`]));
    case 'utf8': {
      const bad = r.pick([[0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xff, 0xfe], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80]]);
      const prefix = Buffer.from(`{"${field()}":"a`);
      return jsonCase(kind, Buffer.concat([prefix, Buffer.from(bad), Buffer.from('b"}')]), json());
    }
    case 'deep':
      return jsonCase(kind, r.pick([
        nest('[', '1', ']', 10_000),
        nest('{"a":', '1', '}', 10_000),
        `{"${field()}":${nest('[', '"x"', ']', 10_000)}}`,
        `{"${field()}":${nest('{"a":', 'null', '}', 10_000)}}`,
      ]));
    case 'huge': {
      const size = 100 * 1024 + 1 + r.int(200 * 1024);
      return jsonCase(kind, `{"${field()}":"${'x'.repeat(size)}"}`);
    }
    default: { // content-type
      const body = Buffer.from(JSON.stringify({ [field()]: 'value' }));
      return jsonCase(kind, r.pick([body, Buffer.from(`${field()}[a][b]=1&${field()}=2&x[__proto__][y]=1`)]), [r.pick<[string, string][]>([
        [['Content-Type', 'text/plain']], [['Content-Type', 'application/json; charset=utf-16']],
        [['Content-Type', 'application/json; charset=klingon']], [['Content-Type', 'application/x-www-form-urlencoded']],
        [['Content-Type', 'application/json'], ['Content-Encoding', 'gzip']], [['Content-Type', 'application/json'], ['Content-Encoding', 'br']],
        [['Content-Type', 'application/json'], ['Content-Encoding', 'deflate, gzip']], [['Content-Type', 'application/json'], ['Content-Encoding', 'xz']],
        [['Content-Type', `application/json;${' a=b;'.repeat(500)}`]], [['Content-Type', '*/*']], [['Content-Type', '']],
        [['Content-Type', 'multipart/form-data']], [['Content-Type', 'application/json\u00e9']],
      ])].flat() as [string, string][]);
    }
  }
}

/** Multipart bodies that are wrong: boundary, truncation, sizes, parts in the wrong fields. */
function multipartCase(r: Prng, fields: string[], hugeField: boolean) {
  const b = `fuzz${r.int(1e9)}`;
  const part = (name: string, value: Buffer | string, filename?: string, type = 'application/octet-stream') => Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"\r\nContent-Type: ${type}` : ''}\r\n\r\n`),
    Buffer.isBuffer(value) ? value : Buffer.from(value), Buffer.from('\r\n')]);
  const close = Buffer.from(`--${b}--\r\n`);
  const textField = () => r.pick(fields.length ? fields : ['title', 'eventId', 'name']);
  const type: [string, string] = ['Content-Type', `multipart/form-data; boundary=${b}`];
  const kind = hugeField ? 'huge-field' : r.pick(['wrong-boundary', 'no-boundary', 'truncated', 'text-in-file-field', 'file-in-text-field',
    'not-an-image', 'evil-filename', 'many-parts', 'no-disposition', 'garbage-headers', 'empty', 'cut-short']);
  const family = `multipart:${kind}`;
  const file = r.pick(UPLOAD_FIELDS);
  switch (kind) {
    case 'huge-field': return { family, headers: [type], body: Buffer.concat([part(textField(), 'x'.repeat(1024 * 1024 + 10)), close]) };
    case 'wrong-boundary': return { family, headers: [['Content-Type', 'multipart/form-data; boundary=other']], body: Buffer.concat([part(file, 'x', 'a.png'), close]) };
    case 'no-boundary': return { family, headers: [['Content-Type', 'multipart/form-data']], body: Buffer.concat([part(file, 'x', 'a.png'), close]) };
    case 'truncated': return { family, headers: [type], body: part(file, Buffer.alloc(2000, 7), 'v.mp4').subarray(0, 1500) };
    case 'text-in-file-field': return { family, headers: [type], body: Buffer.concat([part(file, 'I am text, not a file'), part(textField(), 'x'), close]) };
    case 'file-in-text-field': return { family, headers: [type], body: Buffer.concat([part(textField(), 'x', 'x.txt'), close]) };
    case 'not-an-image': return { family, headers: [type], body: Buffer.concat([part(file, '%PDF-1.4 <script>', 'evil.png', 'image/png'), close]) };
    case 'evil-filename': return { family, headers: [type], body: Buffer.concat([part(file, '\x89PNG\r\n', r.pick(['../../etc/passwd', 'a\u0000.png', '\u202egnp.exe', 'x'.repeat(5000), '', 'CON']), 'image/png'), close]) };
    case 'many-parts': return { family, headers: [type], body: Buffer.concat([...Array.from({ length: 200 }, (_, i) => part(`f${i}`, 'v')), close]) };
    case 'no-disposition': return { family, headers: [type], body: Buffer.from(`--${b}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${b}--\r\n`) };
    case 'garbage-headers': return { family, headers: [type], body: Buffer.from(`--${b}\r\n\u0000\u00ff:::\r\nContent-Disposition: form-data; name=\r\n\r\nv\r\n--${b}--\r\n`) };
    case 'empty': return { family, headers: [type], body: Buffer.alloc(0) };
    default: return { family, headers: [type], body: part(file, 'abc', 'v.mp4'), mayDrop: true, endEarly: true, declared: 5000 };
  }
}

const PARAM_TRICKS: (string | Buffer)[] = ['%00', '..', '%2e%2e', '%252e%252e', '%2F', '..%2f..%2fetc', '%C0%AE%C0%AE', '%FF', '%E0%A4%A', '%',
  'a'.repeat(3000), '%F0%9D%95%8F', Buffer.from('ünïcödé'), Buffer.from('\u202etxt'), '__proto__', 'constructor', '-1', '1.5', '%20',
  '%0d%0aX-Injected:%201', '[object%20Object]', '%7B%22%24gt%22%3A%22%22%7D', 'null', 'undefined', '%EF%BC%8E%EF%BC%8E', '*', '$', '~'];

const QUERY_TRICKS = ['page=-1&limit=99999999999', 'q[]=a&q[]=b', 'q[$ne]=1&search[$gt]=', '__proto__[x]=1&constructor[prototype][y]=1',
  'a=%ZZ&b=%', 'q=%00', `q=${'x'.repeat(12_000)}`, 'limit=1e309&offset=NaN', 'sort=;DROP%20TABLE', 'q=%E2%80%AE', `${'a=1&'.repeat(1500)}`,
  'q=%C0%AE', 'asOf=9999-99-99', 'page=0x10', 'q'];

/** The route's path with one parameter replaced by a trick. */
function paramCase(r: Prng, route: Route, path: string): Buffer {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (!names.length) return Buffer.from(path);
  const segments = route.path.split('/');
  const real = path.split('/').slice(1);
  const target = r.int(names.length);
  let seen = -1;
  const parts = segments.map((s, i) => (s.startsWith(':') && ++seen === target ? r.pick(PARAM_TRICKS) : real[i]));
  return Buffer.concat(parts.flatMap((p) => [Buffer.from('/'), Buffer.isBuffer(p) ? p : Buffer.from(p)]));
}

function pathCase(r: Prng, path: string): string | Buffer {
  const rest = path.slice(4);
  return r.pick<string | Buffer>([`/api/../api${rest}`, `/api/./${rest.slice(1)}`, `//api${rest}`, `/api${rest}/`, `/api${rest}/..`,
    `/api${rest}%2f..`, `/API${rest}`, `/api${rest}?`, `/api${rest}#frag`, `/api${rest};jsessionid=1`, `/api${rest}${'/x'.repeat(3000)}`,
    `/api${rest}${'/y'.repeat(12_000)}`, `http://evil.example/api${rest}`, `/api/%2e%2e/api${rest}`, `/api/%252e%252e${rest}`,
    `/api${rest.replace(/\//g, '//')}`, `/api${rest}%00`, Buffer.concat([Buffer.from(`/api${rest}/`), Buffer.from([0xff, 0xfe, 0x80])]),
    `/api${rest}\\..\\..`, `/api${rest}%5c..%5c`]);
}

/** Header floods and bad framing; the request is otherwise the route's own. */
function headerCase(r: Prng, host: string): { family: string; headers: [string, string | Buffer][]; body?: Buffer; ownLength?: boolean; mayDrop?: boolean; endEarly?: boolean } {
  const kind = r.pick(['many-headers', 'too-many-headers', 'huge-cookie', 'bad-session-cookie', 'bad-length', 'length-and-chunked',
    'bad-chunks', 'short-length', 'long-length', 'odd-values', 'cross-site', 'bad-expect']);
  const family = `headers:${kind}`;
  const body = Buffer.from('{"a":1}');
  switch (kind) {
    case 'many-headers': return { family, headers: Array.from({ length: 150 }, (_, i) => [`X-Fuzz-${i}`, 'v'.repeat(40)]) };
    case 'too-many-headers': return { family, headers: Array.from({ length: 3000 }, (_, i) => [`X-Fuzz-${i}`, 'v'.repeat(10)]) };
    case 'huge-cookie': return { family, headers: [['Cookie', `${r.pick(['a', 'ubr.sid'])}=${'x'.repeat(r.pick([8000, 15_000, 40_000]))}`]] };
    case 'bad-session-cookie': return { family, headers: [['Cookie', r.pick(['ubr.sid=s:forged.sig', 'ubr.sid=%ZZ', 'ubr.sid=s:', 'ubr.sid="s:a', 'ubr.sid=s:a.b; ubr.sid=s:c.d', `ubr.sid=s:${'\u00e9'.repeat(50)}`])]] };
    case 'bad-length': return { family, headers: [['Content-Type', 'application/json'], ['Content-Length', r.pick(['abc', '-1', '1, 2', '99999999999999999999', ' 7', '0x7'])]], body, ownLength: true };
    case 'length-and-chunked': return { family, headers: [['Content-Type', 'application/json'], ['Content-Length', '7'], ['Transfer-Encoding', 'chunked']], body, ownLength: true };
    case 'bad-chunks': return { family, headers: [['Content-Type', 'application/json'], ['Transfer-Encoding', r.pick(['chunked', 'gzip, chunked', 'chunked, identity'])]], body: Buffer.from(r.pick(['zz\r\n{}\r\n0\r\n\r\n', '7\r\n{"a":1}\r\n', '3\r\n{"a":1}\r\n0\r\n\r\n', '-1\r\n\r\n'])), ownLength: true, mayDrop: true, endEarly: true };
    case 'short-length': return { family, headers: [['Content-Type', 'application/json'], ['Content-Length', '3']], body, ownLength: true };
    case 'long-length': return { family, headers: [['Content-Type', 'application/json'], ['Content-Length', '500']], body, ownLength: true, mayDrop: true, endEarly: true };
    case 'odd-values': return { family, headers: [['X-Forwarded-For', '1.2.3.4, <script>, ::ffff:999.1.1.1'], ['Accept-Encoding', 'gzip;q=NaN, *;q=-1'],
      ['If-None-Match', `"${'W/'.repeat(2000)}"`], ['X-Request-Id', 'bad id with spaces\u00e9'], ['User-Agent', Buffer.from([0xc0, 0xaf, 0xff, 0x20, 0x41])],
      ['Range', 'bytes=999999999999-1'], ['Accept', '\u202e*/*'.replace('\u202e', '')]] };
    case 'cross-site': return { family, headers: [['Origin', r.pick(['null', 'http://evil.example', 'not a url', `http://${host}.evil.example`])], ['Sec-Fetch-Site', r.pick(['cross-site', 'same-site', 'same-origin'])]] };
    default: return { family, headers: [['Expect', r.pick(['100-continue', 'garbage'])], ['Content-Type', 'application/json']], body };
  }
}

export const FAMILIES = ['json-wrong-types', 'json-wrong-types', 'json-wrong-types', 'json-wrong-types', 'json-wrong-types', 'json-wrong-types',
  'json-not-object', 'json-invalid', 'json-invalid', 'utf8', 'utf8', 'deep', 'huge', 'content-type', 'content-type',
  'multipart', 'multipart', 'multipart', 'query', 'query', 'query', 'params', 'params', 'params', 'params', 'path', 'path', 'path',
  'headers', 'headers', 'headers', 'headers'] as const;

/**
 * The malformed requests for one route and caller: one per family above (so every
 * route gets every kind), their details drawn from the seeded generator.
 */
export function casesFor(r: Prng, route: Route, path: string, roleHeaders: [string, string][], host: string): FuzzCase[] {
  const bodyFields = fieldsOf(route.body);
  const queryFields = fieldsOf(route.query);
  const out: FuzzCase[] = [];
  const families: string[] = [...FAMILIES];
  if (route.pre?.length) families.push('multipart-huge');
  for (const family of families) {
    let target: string | Buffer = path;
    let headers: [string, string | Buffer][] = [...roleHeaders];
    let body: Buffer | undefined;
    let extra: Partial<RawRequest> = {};
    let mayDrop = false;
    let name = family;
    if (family === 'multipart' || family === 'multipart-huge') {
      const m = multipartCase(r, bodyFields, family === 'multipart-huge');
      name = m.family;
      headers.push(...(m.headers as [string, string][]));
      body = m.body;
      if ('declared' in m) {
        headers.push(['Content-Length', String(m.declared)]);
        extra = { ownLength: true, endEarly: true };
        mayDrop = true;
      }
    } else if (family === 'query') {
      const own = queryFields.length && r.chance(0.5)
        ? queryFields.map((f) => `${f}=${percent(String(wrongValue(r))).slice(0, 3000)}`).join('&')
        : r.pick(QUERY_TRICKS);
      target = `${path}?${own}`;
    } else if (family === 'params') {
      target = route.path.includes(':') ? paramCase(r, route, path) : pathCase(r, path);
    } else if (family === 'path') {
      target = pathCase(r, path);
    } else if (family === 'headers') {
      const c = headerCase(r, host);
      name = c.family;
      // a cross-site case replaces the browser's own same-origin headers
      if (name === 'headers:cross-site') headers = headers.filter(([h]) => h !== 'Origin' && h !== 'Sec-Fetch-Site');
      headers.push(...c.headers);
      body = c.body;
      extra = { ownLength: c.ownLength, endEarly: c.endEarly };
      mayDrop = Boolean(c.mayDrop);
    } else {
      const c = bodyCase(r, bodyFields, family);
      headers.push(...c.headers);
      body = c.body;
    }
    out.push({ family: name, mayDrop, request: { method: route.method, target, headers, body, ...extra } });
  }
  return out;
}
