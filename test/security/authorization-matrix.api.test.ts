import { PNG_1x1 } from '../fixtures/images';
import { buildWorld, declaredRoutes, pathFor, routeKey, type Role, type World } from './world';

/**
 * The authorization matrix: every declared route × every kind of caller → the class
 * of answer the specs promise. 'ok' is any answer but 401 and 403 (a 400 for the
 * matrix's empty body, a 404 for a spare id already deleted: the call got past
 * authorization); 401 and 403 are exact.
 */
type Expect = 'ok' | 401 | 403;
type Row = Record<Role, Expect>;

const PUBLIC: Row = { visitor: 'ok', user: 'ok', owner: 'ok', admin: 'ok', super_admin: 'ok' };
const MEMBER: Row = { visitor: 401, user: 'ok', owner: 'ok', admin: 'ok', super_admin: 'ok' };
const ADMIN: Row = { visitor: 401, user: 403, owner: 403, admin: 'ok', super_admin: 'ok' };
/** the comment's author, the claimed battler's owner: nobody else, admins included (public spec §2, §4; comments) */
const OWNER: Row = { visitor: 401, user: 403, owner: 'ok', admin: 403, super_admin: 403 };
/** granting the super admin role (the matrix's body asks for it): a super admin's call alone */
const SUPER_GRANT: Row = { visitor: 401, user: 403, owner: 403, admin: 403, super_admin: 'ok' };

/** One row per declared route, keyed as the route table declares it. A new route fails the test until it has its row. */
const MATRIX: Record<string, Row> = {
  'GET /admin/gcs/test': ADMIN,
  'GET /auth/user': MEMBER,
  'GET /login': PUBLIC,
  'POST /login': PUBLIC,
  'POST /register': PUBLIC,
  'POST /logout': PUBLIC,
  'POST /forgot-password': PUBLIC,
  'POST /reset-password': PUBLIC,
  'GET /profile': MEMBER,
  'PUT /profile': MEMBER,
  'PUT /profile/password': MEMBER,
  'POST /profile/avatar': MEMBER,
  'GET /admin/users': ADMIN,
  'PATCH /admin/users/:userId/role': SUPER_GRANT,
  'POST /admin/users/:userId/reset-password': ADMIN,
  'GET /admin/audit': ADMIN,
  'GET /admin/audit/actors': ADMIN,
  'GET /system-settings/:key': PUBLIC,
  'POST /admin/system-settings/logo': ADMIN,
  'DELETE /admin/system-settings/logo': ADMIN,
  'PUT /admin/system-settings/logo_animation': ADMIN,
  'PUT /admin/system-settings/youtube_views_visible': ADMIN,
  'GET /favicon': PUBLIC,
  'GET /events': PUBLIC,
  'GET /events/:id/videos': PUBLIC,
  'GET /events/:id/main-video': PUBLIC,
  'POST /admin/events': ADMIN,
  'PUT /admin/events/:id': ADMIN,
  'DELETE /admin/events/:id': ADMIN,
  'GET /videos/:id/access': PUBLIC,
  'GET /admin/videos': ADMIN,
  'GET /admin/renditions': ADMIN,
  'GET /videos/:id/quality/auto': PUBLIC,
  'POST /admin/videos': ADMIN,
  'PUT /admin/videos/:id': ADMIN,
  'DELETE /admin/videos/:id': ADMIN,
  'POST /admin/videos/upload-chunked/init': ADMIN,
  'POST /admin/videos/upload-chunked/chunk': ADMIN,
  'GET /admin/videos/upload-chunked/:uploadId': ADMIN,
  'POST /admin/videos/upload-chunked/complete': ADMIN,
  'POST /admin/videos/upload-optimized': ADMIN,
  'GET /admin/videos/upload-progress/:uploadId': ADMIN,
  'GET /battlers': PUBLIC,
  'GET /battlers/search': PUBLIC,
  'GET /battlers-with-stats': PUBLIC,
  'GET /battlers-with-stats/over-time': ADMIN,
  'GET /battlers/:id': PUBLIC,
  'GET /battlers/:id/battles': PUBLIC,
  'GET /admin/battlers': ADMIN,
  'POST /admin/battlers/update-win-rates': ADMIN,
  'POST /admin/battlers/:id/update-win-rate': ADMIN,
  'PATCH /admin/battlers/:id': ADMIN,
  'POST /admin/battlers/:id/profile-image': ADMIN,
  'DELETE /admin/battlers/:id/profile-image': ADMIN,
  'DELETE /admin/battlers/:id': ADMIN,
  'PATCH /battlers/:id/profile': OWNER,
  'POST /battlers/:id/profile-image': OWNER,
  'DELETE /battlers/:id/profile-image': OWNER,
  'POST /battlers/:id/cover-image': OWNER,
  'DELETE /battlers/:id/cover-image': OWNER,
  'POST /videos/:id/vote': MEMBER,
  'GET /videos/:id/votes': PUBLIC,
  'GET /videos/:id/user-vote': MEMBER,
  'GET /videos/:id/comments': PUBLIC,
  'POST /videos/:id/comments': MEMBER,
  'PATCH /comments/:id': OWNER,
  'DELETE /comments/:id': OWNER,
  'POST /admin/comments/:id/removal': ADMIN,
  'POST /videos/:id/start-view': PUBLIC,
  'PATCH /videos/:id/update-view': PUBLIC,
  'GET /admin/battlers/duplicates': ADMIN,
  'GET /admin/battlers/similar': ADMIN,
  'GET /admin/battlers/merge-preview': ADMIN,
  'POST /admin/battlers/merge': ADMIN,
  'GET /sponsorship-tiers': PUBLIC,
  'GET /admin/sponsorship-tiers': ADMIN,
  'POST /admin/sponsorship-tiers': ADMIN,
  'PUT /admin/sponsorship-tiers/:id': ADMIN,
  'DELETE /admin/sponsorship-tiers/:id': ADMIN,
  'GET /future-events': PUBLIC,
  'POST /sponsorship-applications': MEMBER,
  'GET /my-sponsorship-applications': MEMBER,
  'GET /sponsorship-applications': ADMIN,
  'PATCH /sponsorship-applications/:id/status': ADMIN,
  'DELETE /sponsorship-applications/:id': ADMIN,
  'GET /approved-sponsors': PUBLIC,
  'GET /admin/sponsors': ADMIN,
  'PATCH /admin/sponsors/:id': ADMIN,
  'POST /admin/sponsors/:id/logo': ADMIN,
  // the applicant and admins; another member's 403 is api/features/reach/reach.api.test.ts's (the matrix's id is unknown: 404)
  'GET /sponsorship-applications/:id/reach': MEMBER,
  'GET /sponsorship-applications/:id/reach.csv': MEMBER,
  'GET /admin/insights': ADMIN,
  'POST /battler-applications': MEMBER,
  'GET /my-battler-applications': MEMBER,
  'GET /battler-applications': ADMIN,
  'PATCH /admin/battler-applications/:id/status': ADMIN,
  'DELETE /admin/battler-applications/:id': ADMIN,
  'POST /battlers/:id/claim-request': MEMBER,
  'GET /user/claimed-battler': MEMBER,
  'GET /user/pending-claim-request': MEMBER,
  'GET /admin/claim-requests': ADMIN,
  'PATCH /admin/claim-requests/:id/status': ADMIN,
  'DELETE /admin/claim-requests/:id': ADMIN,
  'GET /admin/youtube/test': ADMIN,
  'GET /admin/youtube/quota': ADMIN,
  'POST /admin/battlers/:id/sync-youtube': ADMIN,
  'GET /admin/battlers/:id/youtube-videos': ADMIN,
  'PATCH /admin/youtube-videos/:id/relevance': ADMIN,
  'POST /admin/battlers/:id/reset-youtube': ADMIN,
  'POST /admin/youtube/batch-sync': ADMIN,
  'GET /admin/projections': ADMIN,
  'POST /admin/projections/:name/retry': ADMIN,
  'POST /admin/projections/:name/rebuild': ADMIN,
  'GET /openapi.json': PUBLIC,
  'GET /docs': PUBLIC,
};

/** The calls whose answer depends on a real body: the owner's own changes and the role grant. */
const BODIES: Record<string, { json?: unknown; file?: string }> = {
  'PATCH /comments/:id': { json: { content: 'Edited in the matrix' } },
  'PATCH /battlers/:id/profile': { json: { tagline: 'Matrix tagline' } },
  'POST /battlers/:id/profile-image': { file: 'profileImage' },
  'POST /battlers/:id/cover-image': { file: 'coverImage' },
  'PATCH /admin/users/:userId/role': { json: { role: 'super_admin' } },
};

/**
 * The callers in this order: the owner last, so its deletions (its comment) come after
 * everyone else was refused them; within a caller, the sign-out last.
 */
const CALLERS: Role[] = ['visitor', 'user', 'admin', 'super_admin', 'owner'];

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 60_000);
afterAll(() => w?.stop());

async function call(method: string, path: string, role: Role, key: string): Promise<number> {
  const headers: Record<string, string> = {};
  if (role !== 'visitor') {
    // as the site's pages send it: the session cookie and a same-origin browser's markers
    Object.assign(headers, { Cookie: w.cookies[role], 'Sec-Fetch-Site': 'same-origin', Origin: w.h.url });
  }
  const given = BODIES[key];
  let body: string | FormData | undefined;
  if (given?.file) {
    body = new FormData();
    body.append(given.file, new Blob([PNG_1x1], { type: 'image/png' }), 'matrix.png');
  } else if (method !== 'GET' && method !== 'DELETE') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(given?.json ?? {});
  }
  const res = await fetch(`${w.h.url}${path}`, { method, headers, body, redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

describe('the authorization matrix', () => {
  it('has one row for every declared route, and no row for a route that does not exist', () => {
    const declared = declaredRoutes(w.h).map(routeKey);
    expect(declared.filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !declared.includes(k))).toEqual([]);
  });

  /** `?asOf=` makes these public reads an admin's (api/http/as-of.ts): a replay of the whole log costs the live site */
  const AS_OF_ROUTES = ['GET /videos/:id/votes', 'GET /battlers-with-stats', 'GET /battlers/:id', 'GET /events/:id/videos'];

  // before the matrix below, which signs everyone out
  it('answers the four reads with ?asOf= as an admin route: 401 to a visitor, 403 to a member or an owner', async () => {
    const routes = declaredRoutes(w.h).filter((r) => AS_OF_ROUTES.includes(routeKey(r)));
    expect(routes.map(routeKey).sort()).toEqual([...AS_OF_ROUTES].sort());
    const asOf = `?asOf=${encodeURIComponent(new Date().toISOString())}`;
    const mismatches: string[] = [];
    for (const role of CALLERS) {
      for (const route of routes) {
        const key = routeKey(route);
        const expected = ADMIN[role];
        const status = await call(route.method, `${pathFor(route, w.ids)}${asOf}`, role, key);
        const fine = expected === 'ok' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (!fine) mismatches.push(`${key}?asOf as ${role}: expected ${expected}, got ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('answers every route to every caller as its row says: 401 to a visitor, 403 to a role or a non-owner, else past authorization', async () => {
    const routes = declaredRoutes(w.h).filter((r) => routeKey(r) in MATRIX);
    const ordered = [...routes.filter((r) => r.path !== '/logout'), ...routes.filter((r) => r.path === '/logout')];
    const mismatches: string[] = [];
    let calls = 0;
    for (const role of CALLERS) {
      for (const route of ordered) {
        const key = routeKey(route);
        const expected = MATRIX[key][role];
        const status = await call(route.method, pathFor(route, w.ids), role, key);
        calls += 1;
        const fine = expected === 'ok' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (!fine) mismatches.push(`${key} as ${role}: expected ${expected}, got ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBe(routes.length * CALLERS.length);
  }, 120_000);
});
