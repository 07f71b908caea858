import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';

type Json = Record<string, unknown>;
interface Operation { method: string; pattern: RegExp; params: number; path: string; responses: Record<string, Json> }

/** The document's operations as URL matchers, literal paths before parameters ('/battlers/search' before '/battlers/{id}'). */
function operationsOf(doc: Json): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
    for (const [method, op] of Object.entries(item)) {
      ops.push({ method: method.toUpperCase(), pattern, params: path.split('{').length - 1, path, responses: op.responses as Record<string, Json> });
    }
  }
  return ops.sort((a, b) => a.params - b.params);
}

/** The documented response for a status: itself, its range (4XX), or none. */
const responseFor = (op: Operation, status: number) => op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];

/** The answer's JSON, decoded as its Content-Encoding says (gzip is also known by its magic bytes). */
function bodyOf(chunks: Buffer[], encoding: unknown): unknown {
  let bytes = Buffer.concat(chunks);
  if (encoding === 'br') bytes = brotliDecompressSync(bytes);
  else if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes);
  return JSON.parse(bytes.toString('utf8'));
}

/**
 * Checks every answer a test server gives to an API call against the OpenAPI
 * document it serves: the documented status, and for JSON the schema of that
 * operation and status. Mismatches are kept for the harness to report at its stop.
 */
export function watchAnswers(server: Server, doc: Json) {
  const ops = operationsOf(doc);
  const $defs = JSON.parse(JSON.stringify((doc.components as Json).schemas).replaceAll('#/components/schemas/', '#/$defs/')) as Json;
  const validators = new Map<string, z.ZodType>();
  const validator = (key: string, schema: Json) => {
    let v = validators.get(key);
    if (!v) {
      v = z.fromJSONSchema(JSON.parse(JSON.stringify({ ...schema, $defs }).replaceAll('#/components/schemas/', '#/$defs/')));
      validators.set(key, v);
    }
    return v;
  };
  const mismatches: string[] = [];
  const seen = { checked: 0 };

  const check = (req: IncomingMessage, url: string, res: ServerResponse, chunks: Buffer[]) => {
    const path = url.split('?')[0];
    const status = res.statusCode;
    if (!path.startsWith('/api/') || status === 304 || req.method === 'HEAD') return;
    const op = ops.find((o) => o.method === req.method && o.pattern.test(path));
    // an unknown route is notFoundApi's 404, not an operation's
    if (!op) return;
    const response = responseFor(op, status);
    const where = `${req.method} ${url} → ${status}`;
    if (!response) return void mismatches.push(`${where}: status not documented for ${op.method} ${op.path}`);
    const schema = (response.content as Record<string, { schema?: Json }> | undefined)?.['application/json']?.schema;
    if (!schema) return;
    let body: unknown;
    try {
      body = bodyOf(chunks, res.getHeader('content-encoding'));
    } catch {
      return void mismatches.push(`${where}: documented as JSON, answered no JSON`);
    }
    seen.checked += 1;
    const result = validator(`${op.method} ${op.path} ${status}`, schema).safeParse(body);
    if (!result.success) {
      const issues = result.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
      mismatches.push(`${where}: ${issues}`);
    }
  };

  const [listener] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeListener('request', listener);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Express strips its mount path from req.url while a request is under way
    const url = req.url ?? '';
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? encoding as BufferEncoding : 'utf8'));
    };
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      return (write as (...a: unknown[]) => boolean)(chunk, encoding, cb);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, encoding);
      return (end as (...a: unknown[]) => ServerResponse)(chunk, encoding, cb);
    }) as typeof res.end;
    res.on('finish', () => {
      try {
        check(req, url, res, chunks);
      } catch (err) {
        mismatches.push(`${req.method} ${url}: ${(err as Error).message}`);
      }
    });
    listener(req, res);
  });

  return {
    mismatches,
    /** how many JSON answers were checked against a schema */
    get checked() { return seen.checked; },
    /** Throws the mismatches seen, so a suite whose answers stray from the document fails. */
    assert() {
      if (mismatches.length) {
        throw new Error(`answers that do not match /api/openapi.json (${mismatches.length}):\n${[...new Set(mismatches)].slice(0, 30).join('\n')}`);
      }
    },
  };
}
