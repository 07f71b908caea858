import { inject, injectable } from 'inversify';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';
import { AuditLogReads, type AuditLogPage, type AuditLogQuery } from './audit-log';
import { type AuditActor, USERS, type UserView } from './read-model';

@injectable()
export class UserQueries {
  private readonly audit: AuditLogReads;

  constructor(@inject(TOKENS.ReadStore) private readonly store: ReadStore) {
    this.audit = new AuditLogReads(store);
  }

  byId(id: string): Promise<UserView | null> {
    return this.store.collection<UserView>(USERS).get(id);
  }

  all(): Promise<UserView[]> {
    return this.store.collection<UserView>(USERS).find({}, { sort: { createdAt: -1 } });
  }

  /** A page of the audit log, newest first, with the count of all the query's entries. */
  auditLog(query: AuditLogQuery): Promise<AuditLogPage> {
    return this.audit.page(query);
  }

  /** The actors the audit log names, for its filter. */
  auditActors(): Promise<AuditActor[]> {
    return this.audit.actors();
  }
}
