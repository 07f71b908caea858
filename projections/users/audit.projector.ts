import type { RecordedEvent } from '../../application/ports/event-store';
import { AUDIT_LOG, type AuditEntry } from '../../application/users/read-model';
import type { DomainEventType } from '../../domain/events';
import type { AuditDescribers } from '../audit/audit-line';
import { defineProjector, type Projector } from '../projector';
import { usernames } from '../usernames';

const names = usernames('audit_log');

type Describe = (event: RecordedEvent, nameOf: (id: string | null) => Promise<string>) => ReturnType<NonNullable<AuditDescribers[DomainEventType]>>;

/**
 * The admins' audit trail: one entry per audited event (role changes, admin password
 * resets, application reviews, tier changes, ...), described by the areas' describers
 * (each slice's `audit`, projections/<area>/audit-entries.ts), gathered by `projectorsOf`.
 * Names come from its own lookup of usernames (audit_log_usernames), fed by
 * UserRegistered: it reads no other read model.
 */
export const auditProjector = (auditDescribers: AuditDescribers): Projector => defineProjector({
  name: 'audit_log',
  // 2: catalogue deletions are described (a stored log is rebuilt to show the past ones)
  // 3: names from its own lookup (a stored log is rebuilt to fill it)
  version: 3,
  collections: [names.collection],
  handles: [...new Set([...Object.keys(auditDescribers), 'UserRegistered'])] as DomainEventType[],
  async apply(event, store) {
    // first: a registration names its own actor
    if (event.type === 'UserRegistered') await names.remember(store, event as unknown as Parameters<typeof names.remember>[1]);
    const log = store.collection<AuditEntry>(AUDIT_LOG);
    const id = `${event.position}`;
    if (await log.get(id)) return;
    const nameOf = async (userId: string | null) => {
      if (!userId) return 'visitor';
      if (userId === 'cli') return 'cli';
      return (await names.of(store, userId)) ?? userId;
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
