import type { RecordedEvent } from '../../application/ports/event-store';
import { AUDIT_LOG, type AuditEntry, USERS, type UserView } from '../../application/users/read-model';
import type { DomainEventType } from '../../domain/events';
import type { AuditDescribers } from '../audit/audit-line';
import { auditDescribers } from '../audit/describers';
import { defineProjector } from '../projector';

type Describe = (event: RecordedEvent, nameOf: (id: string | null) => Promise<string>) => ReturnType<NonNullable<AuditDescribers[DomainEventType]>>;

/**
 * The admins' audit trail: one entry per audited event (role changes, admin password
 * resets, application reviews, tier changes, ...: projections/audit/describers.ts).
 * Names are read from the users read model, which the runner has already brought
 * to this event's position (projectors run in order, users first).
 */
export const auditProjector = defineProjector({
  name: 'audit_log',
  // 2: catalogue deletions are described (a stored log is rebuilt to show the past ones)
  version: 2,
  readsFrom: ['users'],
  handles: Object.keys(auditDescribers) as DomainEventType[],
  async apply(event, store) {
    const log = store.collection<AuditEntry>(AUDIT_LOG);
    const id = `${event.position}`;
    if (await log.get(id)) return;
    const users = store.collection<UserView>(USERS);
    const nameOf = async (userId: string | null) => {
      if (!userId) return 'visitor';
      if (userId === 'cli') return 'cli';
      return (await users.get(userId))?.username ?? userId;
    };
    const describe = auditDescribers[event.type as DomainEventType] as Describe | undefined;
    const line = describe ? await describe(event as unknown as RecordedEvent, nameOf) : null;
    if (!line) return;
    await log.upsert({
      id, at: event.metadata.at, actorId: event.metadata.actorId, actorName: await nameOf(event.metadata.actorId),
      ...line, _position: event.position,
    });
  },
});
