import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { CommandContext } from '../../application/command-handling';
import type { Clock } from '../../application/ports/services';
import type { UserView } from '../../application/users/read-model';
import { isCrossSite } from './csrf';
import { errorReply, SERVER_ERROR_MESSAGE } from './errors';
import { requestIdOf } from './request-id';
import { applyHeaders } from './security-headers';
import type { FoundSession, SessionReader } from './session-reader';

/** The JSON body limit of every API call, Express's and the lean paths'. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** Who sent a request, as Express would tell: the user (null for a visitor), the address, the browser. */
export interface Caller {
  user: UserView | null;
  ip: string;
  userAgent: string;
}

/** A JSON command served before Express; its Express route calls the same `run`. */
export interface LeanCommand {
  method: 'POST' | 'PATCH';
  /** the whole path, with one capture group: the id */
  path: RegExp;
  /** visitors too, or only signed-in users (a visitor then goes to Express for the route's refusal) */
  visitors: boolean;
  /** the route's rate limiter (an express-rate-limit instance whose handler answers on plain Node) */
  limiter: RequestHandler;
  run(input: { caller: Caller; id: string; body: unknown; ctx: CommandContext }): Promise<object>;
}

export interface LeanWritesDeps {
  sessions: SessionReader;
  userById(id: string): Promise<UserView | null>;
  /** the client's address by the app's `trust proxy` setting (Express's req.ip) */
  clientIp(req: IncomingMessage): string;
  clock: Clock;
  logger: Logger;
  /** the security headers Express sends on every response */
  headers: readonly [string, string][];
}

const JSON_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

/**
 * The site's hottest writes, votes and the player's progress reports, answered
 * without Express: Express's routing, session and logging middleware cost more than
 * the command itself.
 *
 * Only the ordinary request is served here: a same-site JSON body of a declared
 * length within the limit, from a visitor or a live session of an existing user
 * (where the route allows visitors). Anything else (a visitor where only users may
 * call, another content type, a chunked or compressed body, an odd path, a cross-site
 * request) goes on to Express, whose route for the same command is the reference: it
 * runs the same `run`, the same rate limiter and the same checks, and gives every
 * refusal its message. A cookie that names no live session counts as a visitor, as
 * express-session does.
 */
export class LeanWrites {
  /** requests answered here, not handed to Express (tests and benches read it) */
  served = 0;

  constructor(
    private readonly commands: readonly LeanCommand[],
    private readonly deps: LeanWritesDeps,
  ) {}

  /** True when it took the request; `express` is called for those it hands on after a look at the session. */
  handle(req: IncomingMessage, res: ServerResponse, express: () => void): boolean {
    const method = req.method;
    const url = req.url;
    if ((method !== 'POST' && method !== 'PATCH') || !url) return false;
    for (const command of this.commands) {
      const id = command.method === method ? command.path.exec(url)?.[1] : undefined;
      if (!id) continue;
      // an encoded id, an unusual body or a cross-site caller: Express's rules apply
      const length = plainJsonLength(req);
      if (id.includes('%') || length === null || isCrossSite(method, req.headers)) return false;
      void this.serve(command, id, length, req, res, express);
      return true;
    }
    return false;
  }

  private async serve(command: LeanCommand, id: string, length: number, req: IncomingMessage, res: ServerResponse,
    express: () => void): Promise<void> {
    const started = process.hrtime.bigint();
    let found: FoundSession | null = null;
    let user: UserView | null = null;
    try {
      found = await this.deps.sessions.read(req.headers.cookie);
      const userId = (found?.session as { userId?: string } | undefined)?.userId;
      user = userId ? await this.deps.userById(userId) : null;
    } catch {
      // a session store that fails: Express meets the same failure and answers it
      return express();
    }
    // a visitor where only users may call: Express answers with the route's own refusal
    if (!user && !command.visitors) return express();
    this.served++;
    const requestId = requestIdOf(req);
    applyHeaders(res, this.deps.headers);
    res.setHeader('X-Request-Id', requestId);
    try {
      const caller: Caller = { user, ip: this.deps.clientIp(req), userAgent: String(req.headers['user-agent'] ?? '') };
      // what the route's rate-limit key reads, as on an Express request
      Object.assign(req, { user, ip: caller.ip });
      if (await passes(command.limiter, req, res)) {
        const body = await readJson(req, length);
        const result = await command.run({ caller, id, body, ctx: { actorId: user?.id ?? null, correlationId: requestId, at: this.deps.clock.now() } });
        sendJson(res, 200, result);
      }
    } catch (err) {
      const reply = errorReply(err);
      if (reply) sendJson(res, reply.status, reply.body);
      else {
        this.deps.logger.error({ err, req: { id: requestId, method: req.method, url: req.url } }, 'unhandled error');
        sendJson(res, 500, { message: SERVER_ERROR_MESSAGE, requestId });
      }
    }
    if (found) this.deps.sessions.touch(found);
    const status = res.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    this.deps.logger[level]({
      req: { id: requestId, method: req.method, url: req.url }, res: { statusCode: status },
      responseTime: Number(process.hrtime.bigint() - started) / 1e6,
    }, 'request completed');
  }
}

/** The declared length of a plain, uncompressed JSON body within the limit; null for anything else. */
function plainJsonLength(req: IncomingMessage): number | null {
  const h = req.headers;
  if (h['transfer-encoding'] || (h['content-encoding'] && h['content-encoding'] !== 'identity')) return null;
  if (!h['content-type'] || !JSON_TYPE.test(h['content-type'])) return null;
  const declared = h['content-length'];
  if (!declared || !/^\d{1,7}$/.test(declared)) return null;
  const length = Number(declared);
  return length > 0 && length <= JSON_BODY_LIMIT_BYTES ? length : null;
}

/** Runs an express-rate-limit middleware on the plain request: false when it answered (429). */
function passes(limiter: RequestHandler, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  // its standard headers go through Express's res.append
  const expressLike = res as ServerResponse & { append?: (name: string, value: string) => void };
  expressLike.append ??= (name, value) => void res.appendHeader(name, value);
  return new Promise((resolve, reject) => {
    let passed = false;
    const done = limiter(req as never, res as never, (err?: unknown) => {
      if (err) return reject(err);
      passed = true;
      resolve(true);
    }) as unknown;
    void Promise.resolve(done).then(() => {
      if (!passed) resolve(false);
    }, reject);
  });
}

function readJson(req: IncomingMessage, length: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= length) chunks.push(chunk);
    });
    // a client gone before its body ended: a 400 to nobody, not a server error in the log
    req.on('error', () => reject(Object.assign(new Error('Request aborted'), { status: 400 })));
    req.on('end', () => {
      if (received !== length) return reject(Object.assign(new Error('request size did not match content length'), { status: 400 }));
      const text = Buffer.concat(chunks, received).toString('utf8').trim();
      // body-parser's strict mode: an object or an array, nothing else
      if (text[0] !== '{' && text[0] !== '[') return reject(Object.assign(new Error('Malformed JSON body'), { type: 'entity.parse.failed' }));
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(Object.assign(new Error('Malformed JSON body'), { type: 'entity.parse.failed' }));
      }
    });
  });
}

function sendJson(res: ServerResponse, status: number, body: object): void {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}
