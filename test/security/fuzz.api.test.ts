import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route } from '../../api/http/route';
import { casesFor, type FuzzCase } from './fuzz-cases';
import { prng } from './prng';
import { rawExchange, requestBytes, type RawAnswer } from './raw-http';
import { buildWorld, declaredRoutes, pathFor, routeKey, signIn, type World } from './world';

/**
 * Every declared route, as a visitor, a member and an admin, gets one request of
 * each malformed kind (fuzz-cases.ts), sent raw on its own socket. Reproduce a
 * failure with the seed it prints: FUZZ_SEED=<seed> npx jest test/security/fuzz (FUZZ_ROUTE='POST /login'
 * narrows the run to the routes whose key contains it; the count is then not checked).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 15_2026);
const CONCURRENCY = 6;
const ROLES = ['visitor', 'user', 'admin'] as const;
type FuzzRole = (typeof ROLES)[number];

let w: World;
const cookies: Partial<Record<FuzzRole, string>> = {};
/** every 5xx the server wrote, whether or not its client was still there to read it */
const serverErrors: string[] = [];

beforeAll(async () => {
  w = await buildWorld();
  cookies.user = w.cookies.user;
  cookies.admin = w.cookies.admin;
  w.h.running.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    res.on('finish', () => {
      if (res.statusCode >= 500) serverErrors.push(`${req.method} ${url.slice(0, 200)} → ${res.statusCode}`);
    });
  });
}, 60_000);
afterAll(() => w?.stop());

const host = () => `127.0.0.1:${w.h.running.port}`;

function roleHeaders(role: FuzzRole): [string, string][] {
  if (role === 'visitor') return [];
  // what the site's own pages send: the session cookie and a browser's same-origin markers (api/http/csrf.ts)
  return [['Cookie', cookies[role] as string], ['Sec-Fetch-Site', 'same-origin'], ['Origin', `http://${host()}`]];
}

/**
 * An answer we accept: no 5xx, an answer unless the body was cut short, and every
 * refusal the app wrote (it carries X-Request-Id) a JSON { message }. The HTTP
 * parser's refusals (api/http/node-errors.ts) are JSON with a request id too, except
 * one that ends a connection whose request the app already had (its body broke off):
 * that names no request id, as the app refused nothing. A 414 is Node's own, bare.
 */
/** A GET or HEAD whose target is not under /api/ as written: the web app's pages answer it. */
function pageRequest(c: FuzzCase): boolean {
  const target = c.request.target.toString();
  return (c.request.method === 'GET' || c.request.method === 'HEAD') && !target.startsWith('/api/');
}

function problemWith(c: FuzzCase, a: RawAnswer | null): string | null {
  if (!a) return c.mayDrop ? null : 'no answer';
  if (a.status >= 500) return `answered ${a.status}: ${a.body.toString('utf8').slice(0, 200)}`;
  if (a.status < 400) return null;
  if (!a.headers['x-request-id']) return [400, 413, 414, 417, 431].includes(a.status) ? null : `a ${a.status} from outside the app`;
  // a path off the API (`/API/…`, `//api/…`) is a page the site does not have: its not-found page
  if (a.status === 404 && /^text\/html/.test(a.headers['content-type'] ?? '') && pageRequest(c)) return null;
  if (!/^application\/json/.test(a.headers['content-type'] ?? '')) return `a ${a.status} that is not JSON (${a.headers['content-type']})`;
  try {
    const body = JSON.parse(a.body.toString('utf8')) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? null : `a ${a.status} without a message`;
  } catch {
    return `a ${a.status} whose JSON does not parse`;
  }
}

/**
 * Refused by the app, for the check of each refused request's own writes: a 4xx with its
 * request id. A 400 without one is Node's parser's, and may come after the app has served
 * the request: a GET whose declared body never arrives is answered by its handler (a
 * YouTube connection test spends quota), then the parser refuses the broken tail. A
 * request with no answer may still have been served. (The batch check, the log's head
 * before and after a batch of nothing but refusals, counts the parser's too.)
 */
function refusedByApp(a: RawAnswer | null | undefined): boolean {
  return Boolean(a && a.status >= 400 && a.headers['x-request-id']);
}

/** Signs the member and the admin in again when a call ended their session (a sign-out, a password reset). */
async function keepSessions() {
  for (const role of ['user', 'admin'] as const) {
    const res = await fetch(`${w.h.url}/api/auth/user`, { headers: { Cookie: cookies[role] as string } });
    if (res.status !== 200) cookies[role] = await signIn(w.h.url, w.usernames[role], w.passwords[role]);
  }
}

/** The head of the log once effects of earlier accepted calls (reactors) have settled. */
async function quietHead(): Promise<number> {
  const { events } = w.h.running.deps;
  let head = await events.headPosition();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    const again = await events.headPosition();
    if (again === head) return head;
    head = again;
  }
}

let sequence = 0;

async function runBatch(route: Route, role: FuzzRole, seed: number, settle: boolean) {
  const r = prng(seed);
  const cases = casesFor(r, route, pathFor(route, w.ids), roleHeaders(role), host());
  const before = settle ? await quietHead() : await w.h.running.deps.events.headPosition();
  const results: { c: FuzzCase; id: string; answer: RawAnswer | null }[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < cases.length) {
      const c = cases[next++];
      const id = `fz-${seed}-${++sequence}`;
      const hasOwnId = c.request.headers.some(([name]) => name === 'X-Request-Id');
      const request = hasOwnId ? c.request : { ...c.request, headers: [...c.request.headers, ['X-Request-Id', id] as [string, string]] };
      const started = Date.now();
      const answer = await rawExchange(w.h.running.port, requestBytes(w.h.running.port, request), { endEarly: c.request.endEarly, timeoutMs: 10_000 });
      results.push({ c, id: hasOwnId ? '' : id, answer });
      if (process.env.FUZZ_SLOW && Date.now() - started > 500) console.log(`slow ${Date.now() - started} ms: ${routeKey(route)} ${c.family}`);
    }
  }));
  const after = await w.h.running.deps.events.headPosition();
  // the whole batch refused, by the app or by Node's parser before it: then the log's head must not move
  const refusedAll = results.every(({ answer }) => !answer || answer.status >= 400);
  return { results, before, after, refusedAll };
}

describe('fuzz: every declared route, malformed in every way we know, as a visitor, a member and an admin', () => {
  it('answers no 5xx, refuses with a JSON message, writes nothing when it refuses and stays healthy', async () => {
    const only = process.env.FUZZ_ROUTE;
    const all = declaredRoutes(w.h);
    const routes = all.filter((r) => !only || routeKey(r).includes(only));
    const problems: string[] = [];
    const refusedIds = new Set<string>();
    const writesByRefusedBatch: string[] = [];
    let sent = 0;
    const statuses = new Map<string, number>();
    let batchesChecked = 0;
    let settle = false;
    for (const route of routes) {
      // the seed of a batch follows the route's place in the whole table, so a narrowed run sends the same requests
      const index = all.indexOf(route);
      for (const [roleIndex, role] of ROLES.entries()) {
        const seed = SEED + index * 10 + roleIndex;
        const { results, before, after, refusedAll } = await runBatch(route, role, seed, settle);
        // effects of accepted calls (reactors) may still be on their way: the next batch waits for a quiet log
        settle = after !== before || !refusedAll;
        sent += results.length;
        for (const { c, id, answer } of results) {
          const status = answer ? String(answer.status) : 'none';
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const problem = problemWith(c, answer);
          if (problem) problems.push(`${routeKey(route)} as ${role} [${c.family}] (seed ${seed}): ${problem}`);
          if (id && refusedByApp(answer)) refusedIds.add(id);
        }
        if (refusedAll) {
          batchesChecked += 1;
          if (after !== before) writesByRefusedBatch.push(`${routeKey(route)} as ${role} (seed ${seed}): head ${before} → ${after}`);
        }
        if (route.method !== 'GET') await keepSessions();
      }
    }
    // the refused requests, each by its request id: no event in the log names one as its cause
    const written: string[] = [];
    for await (const e of w.h.running.deps.events.readAll(0)) {
      if (refusedIds.has(e.metadata.correlationId)) written.push(`${e.type} on ${e.streamId} by refused request ${e.metadata.correlationId}`);
    }

    const health = await fetch(`${w.h.url}/healthz`);
    const ready = await fetch(`${w.h.url}/readyz`);
    const events = await fetch(`${w.h.url}/api/events`);
    const me = await fetch(`${w.h.url}/api/auth/user`, { headers: { Cookie: cookies.admin as string } });

    console.log(`fuzz seed ${SEED}: ${sent} requests on ${routes.length} routes × ${ROLES.length} callers; `
      + `${refusedIds.size} refused; ${batchesChecked} all-refused batches had the log head checked; answers by status `
      + JSON.stringify(Object.fromEntries([...statuses].sort())));
    // one comparison, so a failing run shows every kind of finding at once
    expect({
      enough: sent >= 10_000 || Boolean(only), problems, serverErrors: [...new Set(serverErrors)], writesByRefusedBatch, written,
      headChecked: batchesChecked > routes.length || Boolean(only), healthy: [health.status, ready.status, events.status, me.status],
    }).toEqual({
      enough: true, problems: [], serverErrors: [], writesByRefusedBatch: [], written: [], headChecked: true, healthy: [200, 200, 200, 200],
    });
  }, 600_000);
});
