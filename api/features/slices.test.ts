import { tmpdir } from 'node:os';
import { allProjectors } from '../../projections/all-projectors';
import { auditAreas, auditDescribers } from '../../projections/audit/describers';
import type { ApiDeps } from '../http/deps';
import { MemoryReadStore } from '../../infrastructure/read-store/memory-read-store';
import { createRateLimits } from '../http/rate-limits';
import { serverModules } from './slices';

// the runner's projectors
const names = serverModules.flatMap((m) => m.projectors.map((p) => p.name));

describe('the list of slices', () => {
  it('feeds the runner every projector once (in any order: none reads another\'s model)', () => {
    expect(new Set(names).size).toBe(names.length);
    // the list the projection tests replay with (projections may not import api/) must hold the runner's
    expect([...names].sort()).toEqual(allProjectors.map((p) => p.name).sort());
  });

  it('gives the audit log every slice\'s describers, and only those', () => {
    const declared = serverModules.flatMap((m) => (m.audit ? [m.audit] : []));
    // the audit projector reads projections/audit/describers.ts: the same objects, none missing, none extra
    expect(new Set(declared)).toEqual(new Set(Object.values(auditAreas)));
    expect(declared).toHaveLength(Object.keys(auditAreas).length);
    expect(Object.keys(Object.assign({}, ...declared)).sort()).toEqual(Object.keys(auditDescribers).sort());
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
