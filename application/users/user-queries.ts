import { inject, injectable } from 'inversify';
import type { ReadStore } from '../ports/read-store';
import { TOKENS } from '../tokens';
import { AUDIT_LOG, type AuditEntry, USERS, type UserView } from './read-model';

@injectable()
export class UserQueries {
  constructor(@inject(TOKENS.ReadStore) private readonly store: ReadStore) {}

  byId(id: string): Promise<UserView | null> {
    return this.store.collection<UserView>(USERS).get(id);
  }

  all(): Promise<UserView[]> {
    return this.store.collection<UserView>(USERS).find({}, { sort: { createdAt: -1 } });
  }

  auditLog(limit = 500): Promise<AuditEntry[]> {
    return this.store.collection<AuditEntry>(AUDIT_LOG).find({}, { sort: { _position: -1 }, limit });
  }
}
