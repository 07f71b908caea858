/**
 * A STAND-IN for Google Cloud Storage, for tests only: a small HTTP server on
 * 127.0.0.1 that answers exactly the JSON API and upload API calls
 * GcsBlobStorage makes through the real @google-cloud/storage client (set as
 * its apiEndpoint). It is not GCS and not fake-gcs-server: objects live in
 * memory, there is no auth, no ACL, no listing. Any other call gets a 501 and is
 * recorded in `unexpected`, so a test can assert the adapter stayed inside it.
 *
 * Calls covered:
 *   GET    /storage/v1/b/{bucket}                         bucket metadata
 *   GET    /storage/v1/b/{bucket}/o/{object}              object metadata
 *   GET    /storage/v1/b/{bucket}/o/{object}?alt=media    bytes, honouring Range
 *   DELETE /storage/v1/b/{bucket}/o/{object}
 *   POST   /storage/v1/b/{bucket}/o/{object}/compose
 *   POST   /upload/storage/v1/b/{bucket}/o?uploadType=multipart
 *   POST   /upload/storage/v1/b/{bucket}/o?uploadType=resumable   then PUTs to the session
 *          (Content-Range a-b/* answered 308 with the Range received, until the last piece;
 *          a status query, total unknown, asks how much was received after a lost connection)
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRC32C } from '@google-cloud/storage';

interface StoredObject {
  data: Buffer;
  contentType: string;
  generation: string;
  created: Date;
}

interface Session {
  bucket: string;
  name: string;
  contentType: string;
  chunks: Buffer[];
  received: number;
}

export interface GcsStandIn {
  /** give this to the client as apiEndpoint */
  url: string;
  /** the calls the stand-in does not know, as "METHOD path" */
  unexpected: string[];
  /** every call, as "METHOD path?uploadType" (for tests that look at which upload path was taken) */
  calls: string[];
  /** the objects whose bytes were uploaded (multipart or a finished resumable session), by name, in order */
  uploads: string[];
  /** every read of an object's bytes, as "name bytes=a-b" or "name whole" */
  reads: string[];
  objects(bucket: string): Map<string, StoredObject>;
  /** how many times a client asked how much of an upload was received */
  readonly resumeQueries: number;
  /** cut the connection of the next upload piece (a PUT carrying bytes) before answering it */
  dropNextPiece(): void;
  close(): Promise<void>;
}

let generations = Date.now() * 1000;

export async function startGcsStandIn(buckets: readonly string[]): Promise<GcsStandIn> {
  const store = new Map<string, Map<string, StoredObject>>(buckets.map((b) => [b, new Map()]));
  const sessions = new Map<string, Session>();
  const unexpected: string[] = [];
  const calls: string[] = [];
  const uploads: string[] = [];
  const reads: string[] = [];
  let base = '';
  let dropNext = false;
  let resumeQueries = 0;

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      if (!res.headersSent) json(res, 500, { error: { code: 500, message: err.message } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const uploadType = url.searchParams.get('uploadType');
    calls.push(`${method} ${url.pathname}${uploadType ? `?uploadType=${uploadType}` : ''}`);
    let m: RegExpMatchArray | null;

    if ((m = url.pathname.match(/^\/storage\/v1\/b\/([^/]+)$/)) && method === 'GET') {
      const bucket = decodeURIComponent(m[1]);
      if (!store.has(bucket)) return notFound(res, 'The specified bucket does not exist.');
      return json(res, 200, { kind: 'storage#bucket', id: bucket, name: bucket, location: 'US', storageClass: 'STANDARD' });
    }

    if ((m = url.pathname.match(/^\/storage\/v1\/b\/([^/]+)\/o\/([^/]+)(\/compose)?$/))) {
      const bucket = store.get(decodeURIComponent(m[1]));
      const name = decodeURIComponent(m[2]);
      if (!bucket) return notFound(res, 'The specified bucket does not exist.');
      if (m[3] && method === 'POST') return compose(req, res, decodeURIComponent(m[1]), bucket, name);
      const object = bucket.get(name);
      if (method === 'GET' && !m[3]) {
        if (!object) return notFound(res, `No such object: ${m[1]}/${name}`);
        if (url.searchParams.get('alt') === 'media') {
          reads.push(`${name} ${req.headers.range ?? 'whole'}`);
          return media(req, res, object);
        }
        return json(res, 200, metadata(decodeURIComponent(m[1]), name, object));
      }
      if (method === 'DELETE' && !m[3]) {
        if (!object) return notFound(res, `No such object: ${m[1]}/${name}`);
        bucket.delete(name);
        res.writeHead(204).end();
        return;
      }
    }

    if ((m = url.pathname.match(/^\/upload\/storage\/v1\/b\/([^/]+)\/o$/))) {
      const bucketName = decodeURIComponent(m[1]);
      if (!store.has(bucketName)) return notFound(res, 'The specified bucket does not exist.');
      if (method === 'POST' && uploadType === 'multipart') return multipart(req, res, bucketName, url.searchParams.get('name'));
      if (method === 'POST' && uploadType === 'resumable') {
        const meta = JSON.parse((await body(req)).toString('utf8') || '{}') as { contentType?: string };
        const name = url.searchParams.get('name') ?? '';
        const id = randomUUID();
        sessions.set(id, {
          bucket: bucketName, name, chunks: [], received: 0,
          contentType: meta.contentType ?? String(req.headers['x-upload-content-type'] ?? 'application/octet-stream'),
        });
        res.writeHead(200, { Location: `${base}${url.pathname}?uploadType=resumable&name=${encodeURIComponent(name)}&upload_id=${id}` }).end();
        return;
      }
      if (method === 'PUT' && uploadType === 'resumable') return resumablePut(req, res, url.searchParams.get('upload_id') ?? '');
    }

    unexpected.push(`${method} ${url.pathname}${url.search}`);
    json(res, 501, { error: { code: 501, message: 'not covered by the GCS stand-in' } });
  }

  function finish(bucketName: string, name: string, data: Buffer, contentType: string) {
    const object: StoredObject = { data, contentType, generation: String(++generations), created: new Date() };
    store.get(bucketName)!.set(name, object);
    return metadata(bucketName, name, object);
  }

  async function multipart(req: IncomingMessage, res: ServerResponse, bucketName: string, queryName: string | null) {
    const boundary = /boundary="?([^";]+)"?/.exec(String(req.headers['content-type']))?.[1];
    if (!boundary) return json(res, 400, { error: { code: 400, message: 'multipart without boundary' } });
    const raw = await body(req);
    const parts: Buffer[] = [];
    const delimiter = Buffer.from(`--${boundary}`);
    let at = raw.indexOf(delimiter);
    while (at !== -1) {
      const next = raw.indexOf(delimiter, at + delimiter.length);
      if (next === -1) break;
      const part = raw.subarray(at + delimiter.length, next);
      const headerEnd = part.indexOf('\r\n\r\n');
      // the part's body ends before the CRLF that precedes the next delimiter
      parts.push(part.subarray(headerEnd + 4, part.length - 2));
      at = next;
    }
    if (parts.length !== 2) return json(res, 400, { error: { code: 400, message: 'expected metadata and media parts' } });
    const meta = JSON.parse(parts[0].toString('utf8')) as { name?: string; contentType?: string };
    const name = meta.name ?? queryName ?? '';
    uploads.push(name);
    json(res, 200, finish(bucketName, name, Buffer.from(parts[1]), meta.contentType ?? 'application/octet-stream'));
  }

  async function resumablePut(req: IncomingMessage, res: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session) return notFound(res, 'No such upload session');
    const range = String(req.headers['content-range'] ?? '');
    const m = /^bytes (\*|(\d+)-(\*|\d+))\/(\*|\d+)$/.exec(range);
    if (!m) return json(res, 400, { error: { code: 400, message: `bad Content-Range ${range}` } });
    const total = m[4] === '*' ? null : Number(m[4]);
    if (m[1] === '*') resumeQueries++;
    if (dropNext && m[1] !== '*') {
      dropNext = false;
      // a connection lost mid-piece: nothing of it is kept, the client must ask where to resume
      req.socket.destroy();
      return;
    }
    const data = await body(req);
    if (m[1] !== '*') {
      if (Number(m[2]) !== session.received) return json(res, 400, { error: { code: 400, message: 'offset mismatch' } });
      session.chunks.push(data);
      session.received += data.length;
    }
    // a streamed single request ("0-*") ends the object with its body; otherwise the declared total does
    const complete = (m[3] === '*' && m[1] !== '*') || (total !== null && session.received >= total);
    if (!complete) {
      res.writeHead(308, session.received > 0 ? { Range: `bytes=0-${session.received - 1}` } : {}).end();
      return;
    }
    sessions.delete(id);
    uploads.push(session.name);
    json(res, 200, finish(session.bucket, session.name, Buffer.concat(session.chunks), session.contentType));
  }

  async function compose(req: IncomingMessage, res: ServerResponse, bucketName: string, bucket: Map<string, StoredObject>, name: string) {
    const request = JSON.parse((await body(req)).toString('utf8')) as {
      destination?: { contentType?: string };
      sourceObjects: { name: string; generation?: number }[];
    };
    if (request.sourceObjects.length === 0 || request.sourceObjects.length > 32) {
      return json(res, 400, { error: { code: 400, message: 'compose takes 1 to 32 sources' } });
    }
    const sources: Buffer[] = [];
    for (const s of request.sourceObjects) {
      const object = bucket.get(s.name);
      if (!object || (s.generation !== undefined && String(s.generation) !== object.generation)) {
        return notFound(res, `No such object: ${bucketName}/${s.name}`);
      }
      sources.push(object.data);
    }
    json(res, 200, finish(bucketName, name, Buffer.concat(sources), request.destination?.contentType ?? 'application/octet-stream'));
  }

  function media(req: IncomingMessage, res: ServerResponse, object: StoredObject) {
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      'x-goog-generation': object.generation,
      'x-goog-stored-content-encoding': 'identity',
      'x-goog-hash': `crc32c=${crc32c(object.data)},md5=${md5(object.data)}`,
    };
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : object.data.length - 1, object.data.length - 1);
      if (start >= object.data.length) {
        res.writeHead(416, { 'Content-Range': `bytes */${object.data.length}` }).end();
        return;
      }
      res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${object.data.length}` });
      res.end(object.data.subarray(start, end + 1));
      return;
    }
    res.writeHead(200, headers).end(object.data);
  }

  function metadata(bucket: string, name: string, o: StoredObject) {
    return {
      kind: 'storage#object', id: `${bucket}/${name}/${o.generation}`, name, bucket,
      generation: o.generation, metageneration: '1', contentType: o.contentType, size: String(o.data.length),
      md5Hash: md5(o.data), crc32c: crc32c(o.data), etag: `E${o.generation}`,
      timeCreated: o.created.toISOString(), updated: o.created.toISOString(),
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    unexpected,
    calls,
    uploads,
    reads,
    objects: (bucket) => store.get(bucket) ?? new Map(),
    dropNextPiece: () => { dropNext = true; },
    get resumeQueries() { return resumeQueries; },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(value));
}

function notFound(res: ServerResponse, message: string) {
  json(res, 404, { error: { code: 404, message, errors: [{ reason: 'notFound', message }] } });
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');
function crc32c(data: Buffer): string {
  const c = new CRC32C();
  c.update(data);
  return c.toString();
}
