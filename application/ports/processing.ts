import type { RecordedEvent } from './event-store';

/**
 * A recorded event narrowed to one domain-event union: `event.type` picks
 * `event.data` without casts, and a renamed event breaks the build.
 */
export type RecordedOf<E extends { type: string; data: unknown }> = E extends unknown
  ? Omit<RecordedEvent, 'type' | 'data'> & { type: E['type']; data: E['data'] }
  : never;

/** What every projector and reactor reports to operators (/readyz, the admin view). */
export interface ProcessorHealth {
  name: string;
  kind: 'projector' | 'reactor';
  /** the last position it has applied (or passed) */
  position: number;
  state: 'running' | 'retrying' | 'stopped';
  /** the failure it is retrying, with the event it failed on */
  lastError: { message: string; position: number; type: string; at: string } | null;
  /** failed attempts at the current event */
  attempts: number;
  /** events applied (reacted to) per second over the last minute */
  eventsPerSecond: number;
  /** a projector's rebuild under way: how far its replay is (reactors are never rebuilt) */
  rebuild?: { position: number; startedAt: string } | null;
}

/** Durable checkpoints of the reactors (they must survive a restart; in-memory read models need not). */
export interface CheckpointStore {
  get(name: string): Promise<number>;
  /**
   * `fence`: the writer's lease token. The store keeps the highest token it has seen
   * per name and refuses (LeaseLostError) a put with a lower one: a holder that lost
   * its lease cannot move the checkpoint of the one that took it over.
   */
  put(name: string, position: number, fence?: number): Promise<void>;
}

/** What the projection and reactor runners log through (pino's shape). */
export interface ProcessorLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
