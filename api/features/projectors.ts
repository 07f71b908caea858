import { projectorsOf } from '../../projections/composed';
import type { Projector } from '../../projections/projector';
import { serverModules } from './slices';

/**
 * Every projector the server runs, from the one list of slices: what the projection tests,
 * the analysts' replay and the benches replay with, so a new slice joins them by its line
 * in ./slices.ts alone.
 */
export const allProjectors: readonly Projector[] = projectorsOf(serverModules);

/** The audit log's projector, over every slice's describers. */
export const auditLogProjector = allProjectors.find((p) => p.name === 'audit_log') as Projector;
