import type { RecordedOf } from '../../application/ports/processing';
import type { DomainEventType, EventOfType } from '../../domain/events';

/** What an audit entry says about one event; the projector adds who and when. */
export interface AuditLine {
  action: string;
  targetId: string;
  targetName: string;
  details: string;
}

/** A user's name as the audit log shows it (the users read model, already at this event's position). */
export type NameOf = (userId: string | null) => Promise<string>;

/**
 * Each area's audited event types, each with the line it writes. A describer
 * answers null to leave an event out (a no-op review, say).
 */
export type AuditDescribers = {
  [T in DomainEventType]?: (event: RecordedOf<EventOfType<T>>, nameOf: NameOf) => AuditLine | null | Promise<AuditLine | null>;
};
