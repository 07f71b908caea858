import type { Role } from '../../domain/shared/roles';

/** The `users` read model: what every screen shows of a user. Never a hash. */
export interface UserView {
  id: string;
  username: string;
  usernameLower: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  profilePictureUrl: string | null;
  createdAt: string;
  updatedAt: string;
  _position: number;
}

export const USERS = 'users';

export type PublicUser = Omit<UserView, 'usernameLower' | '_position'>;

export function toPublicUser(u: UserView): PublicUser {
  return {
    id: u.id, username: u.username, email: u.email, firstName: u.firstName, lastName: u.lastName,
    role: u.role, profilePictureUrl: u.profilePictureUrl, createdAt: u.createdAt, updatedAt: u.updatedAt,
  };
}

export interface AuditEntry {
  id: string;
  at: string;
  /** role_changed, password_reset_by_admin, sponsorship_approved, ...: projections/<area>/audit-entries.ts */
  action: string;
  actorId: string | null;
  actorName: string;
  targetId: string;
  targetName: string;
  details: string;
  _position: number;
}

export const AUDIT_LOG = 'audit_log';

/** Someone the audit log names as an actor: a user's id (or 'cli'), with the name its newest entry gives. */
export interface AuditActor {
  id: string;
  name: string;
  /** the log's entries by this actor */
  entries: number;
}
