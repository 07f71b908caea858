import { tmpdir } from 'node:os';
import { allProjectors } from '../../projections/all-projectors';
import type { ApiDeps } from '../http/deps';
import { createRateLimits } from '../http/rate-limits';
import { serverModules } from '.';

const names = serverModules.flatMap((m) => m.projectors.map((p) => p.name));
const before = (a: string, b: string) => expect(names.indexOf(a)).toBeLessThan(names.indexOf(b));

describe('the module registry', () => {
  it('feeds the runner every projector once, in the order their read models need', () => {
    expect(new Set(names).size).toBe(names.length);
    // the list the projection tests replay with must be the runner's
    expect(names).toEqual(allProjectors.map((p) => p.name));
    before('users', 'audit_log');
    before('videos', 'events');
    before('videos', 'battlers');
    before('users', 'comments');
    before('users', 'battler_applications');
    before('sponsorship_applications', 'sponsor_showcase');
  });

  it('declares each API route once', () => {
    const deps = {
      get: () => ({}), limits: createRateLimits(), runner: {}, config: { DATA_DIR: tmpdir(), VIDEO_MAX_MB: 1 },
    } as unknown as ApiDeps;
    const routes = serverModules.flatMap((m) => m.routes?.(deps) ?? []).map((r) => `${r.method} ${r.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(expect.arrayContaining([
      'GET /events', 'GET /battlers-with-stats', 'GET /events/:id/videos', 'POST /videos/:id/vote', 'PATCH /videos/:id/update-view',
    ]));
  });
});
