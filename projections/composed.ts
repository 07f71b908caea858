import type { AuditDescribers } from './audit/audit-line';
import type { Projector } from './projector';
import { auditProjector } from './users/audit.projector';

/** What the composition takes of each server area: its projectors, and the audit lines of its events. */
export interface ProjectingArea {
  name: string;
  projectors: readonly Projector[];
  audit?: AuditDescribers;
}

/** Every area's describers in one map; an event type described by two areas is a mistake the slices' test names. */
export const describersOf = (areas: readonly ProjectingArea[]): AuditDescribers =>
  Object.assign({}, ...areas.map((a) => a.audit ?? {})) as AuditDescribers;

/**
 * Every projector of these areas, and the audit log's over their describers: the one list
 * the runner, time travel, the analysts' replay and the projection tests use. Their order
 * does not matter: each reads only the events it handles and its own collections
 * (projections/own-collections.test.ts).
 */
export function projectorsOf(areas: readonly ProjectingArea[]): Projector[] {
  return [...areas.flatMap((a) => a.projectors), auditProjector(describersOf(areas))];
}
