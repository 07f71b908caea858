import type { AuditActor, AuditEntry } from '../../../application/users/read-model';

/** GET /api/admin/audit */
export type AuditEntryWire = Omit<AuditEntry, '_position'>;
export type AuditActorWire = AuditActor;
