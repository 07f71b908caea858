import { tmpdir } from 'node:os';
import { allProjectors } from './projectors';
import type { ApiDeps } from '../http/deps';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { createRateLimits } from '../http/rate-limits';
import { serverModules } from './slices';

// the runner's projectors
const names = serverModules.flatMap((m) => m.projectors.map((p) => p.name));

describe('the list of slices', () => {
  it('feeds the runner every projector once (in any order: none reads another\'s model), the audit log\'s made over the slices\' describers', () => {
    const all = allProjectors.map((p) => p.name);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...names, 'audit_log'].sort());
  });

  it('describes each audited event type in one slice only (a second would silently replace the first)', () => {
    const owners = new Map<string, string[]>();
    for (const m of serverModules) for (const type of Object.keys(m.audit ?? {})) owners.set(type, [...(owners.get(type) ?? []), m.name]);
    expect([...owners].filter(([, slices]) => slices.length > 1)).toEqual([]);
    // the audit log handles every described type (and registrations, for the names it shows)
    const audit = allProjectors.find((p) => p.name === 'audit_log');
    expect([...(audit?.handles ?? [])].sort()).toEqual([...new Set([...owners.keys(), 'UserRegistered'])].sort());
  });

  it('names each slice once', () => {
    const slices = serverModules.map((m) => m.name);
    expect(new Set(slices).size).toBe(slices.length);
  });

  it('declares each API route once', () => {
    const deps = {
      get: () => ({}), limits: createRateLimits(), runner: {}, reads: new MemoryReadStore(), config: { DATA_DIR: tmpdir(), VIDEO_MAX_MB: 1 },
    } as unknown as ApiDeps;
    const routes = serverModules.flatMap((m) => m.routes?.(deps) ?? []).map((r) => `${r.method} ${r.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(expect.arrayContaining([
      'GET /events', 'GET /battlers-with-stats', 'GET /events/:id/videos', 'POST /videos/:id/vote', 'PATCH /videos/:id/update-view',
    ]));
  });
});
